"""Stand-in for microcontroller: ``nvm`` is 8 KiB kept in a file, as in flash."""
import cpvm_run

n = 8192


class m:
    def __init__(s, f):
        s.f = f
        try:
            f = open(f, "rb")
            f.close()
        except OSError:
            f = open(f, "wb")
            f.write(b"\xff" * n)  # erased flash
            f.close()

    def __len__(s):
        return n

    def h(s, i):
        if isinstance(i, slice):
            start = 0 if i.start is None else i.start
            stop = n if i.stop is None else i.stop
            return start, stop
        return i, i + 1

    def __getitem__(s, i):
        # One bytearray of the slice, as the board's nvm allocates (read
        # into it: no second copy of the bytes in the heap).
        start, stop = s.h(i)
        b = bytearray(stop - start)
        f = open(s.f, "rb")
        f.seek(start)
        f.readinto(b)
        f.close()
        if not isinstance(i, slice):
            return b[0]
        return b

    def __setitem__(s, i, b):
        start, stop = s.h(i)
        if not isinstance(i, slice):
            b = bytes((b,))
        if len(b) != stop - start:
            raise ValueError("nvm slice and b differ in length")
        f = open(s.f, "r+b")
        f.seek(start)
        f.write(b)
        f.close()


nvm = m(cpvm_run.w[5])
