"""A piezo voice for hw.sound's effects: a pwmio square wave."""
# The PicoSystem's piezo (and the PicoPad's speaker pin): the duty cycle
# sets the loudness (a piezo is loudest at 50 %, 32768).
_PWM_DUTY = (0, 1500, 6000, 32768)


class Piezo:
    def __init__(self, board):
        import pwmio

        self.pwm = pwmio.PWMOut(board.AUDIO, frequency=440, duty_cycle=0,
                                variable_frequency=True)

    def tone(self, hz, volume):
        if hz:
            self.pwm.frequency = int(hz)
            self.pwm.duty_cycle = _PWM_DUTY[volume]
        else:
            self.pwm.duty_cycle = 0

    def deinit(self):
        self.pwm.deinit()
