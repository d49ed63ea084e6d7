"""Build helpers: the device bundle, the MicroPython harness front end."""
