"""What the tests, the benchmarks and the desktop tools share to drive the
device program off a device: one fake board, presses, recorded games."""
