# Stand-in for digitalio: a pin that keeps its value (few names, as in audioio.py).


class DigitalInOut:
    def __init__(s, *a):
        pass

    def switch_to_output(s, value=False):
        s.value = value

    deinit = __init__
