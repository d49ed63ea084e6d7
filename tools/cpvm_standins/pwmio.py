# Stand-in for pwmio: duty-cycle changes (with the frequency) are printed as CPVM-PWM lines.


class PWMOut:
    def __init__(self, pin, frequency=500, duty_cycle=0, variable_frequency=False):
        self.frequency = frequency

    def __setattr__(self, name, value):
        object.__setattr__(self, name, value)
        if name == "duty_cycle":
            print("CPVM-PWM %d %d" % (self.frequency, value))

    def deinit(self):
        print("CPVM-PWM deinit")
