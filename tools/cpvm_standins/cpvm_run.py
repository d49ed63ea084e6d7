# The run's settings, read once from cpvm_run.txt (see README.md): board_id,
# width, height, seed_ms, keys_path, nvm_path in that order. One list rather
# than a name each: the VM interns every name, where a board has none of these.
f = open("cpvm_run.txt")
w = f.read().split()
f.close()
del f
