"""Stand-in for pwmio: frequency and duty-cycle changes are printed as CPVM-PWM lines."""


class PWMOut:
    def __init__(self, pin, frequency=500, duty_cycle=0, variable_frequency=False):
        self.frequency = frequency
        self._duty = duty_cycle

    @property
    def duty_cycle(self):
        return self._duty

    @duty_cycle.setter
    def duty_cycle(self, value):
        self._duty = value
        print("CPVM-PWM %d %d" % (self.frequency, value))

    def deinit(self):
        print("CPVM-PWM deinit")
