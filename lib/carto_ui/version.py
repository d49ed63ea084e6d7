"""This port's version (as in pyproject.toml), shown on the About screen and the console."""
VERSION = "0.1.0"
