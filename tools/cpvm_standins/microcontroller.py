"""Stand-in for microcontroller: ``nvm`` is 8 KiB kept in a file, as in flash."""
import cpvm_run

_SIZE = 8192


class _Nvm:
    def __init__(self, path):
        self._path = path
        try:
            f = open(path, "rb")
            f.close()
        except OSError:
            f = open(path, "wb")
            f.write(b"\xff" * _SIZE)  # erased flash
            f.close()

    def __len__(self):
        return _SIZE

    def _span(self, index):
        if isinstance(index, slice):
            start = 0 if index.start is None else index.start
            stop = _SIZE if index.stop is None else index.stop
            return start, stop
        return index, index + 1

    def __getitem__(self, index):
        start, stop = self._span(index)
        f = open(self._path, "rb")
        f.seek(start)
        data = f.read(stop - start)
        f.close()
        if not isinstance(index, slice):
            return data[0]
        return bytearray(data)

    def __setitem__(self, index, data):
        start, stop = self._span(index)
        if not isinstance(index, slice):
            data = bytes((data,))
        if len(data) != stop - start:
            raise ValueError("nvm slice and data differ in length")
        f = open(self._path, "r+b")
        f.seek(start)
        f.write(data)
        f.close()


nvm = _Nvm(cpvm_run.NVM_PATH)
