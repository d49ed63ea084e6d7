"""The run's settings, read once from cpvm_run.txt (see README.md)."""
_f = open("cpvm_run.txt")
_words = _f.read().split()
_f.close()
BOARD_ID = _words[0]
WIDTH = int(_words[1])
HEIGHT = int(_words[2])
SEED_MS = int(_words[3])
KEYS_PATH = _words[4]
NVM_PATH = _words[5]
del _f, _words
