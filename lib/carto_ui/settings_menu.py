"""The Settings screen: key repeat, backlight, idle dimming, battery, resets."""
# Only what the board can do is offered: no backlight or dimming rows
# without a display brightness, no battery line without ``hw.battery``, no
# language row while the UI speaks only one language. LEFT/RIGHT change a
# value at once; leaving saves the settings if they changed. Each reset asks
# twice. The settings are read from their area when the screen opens (with
# the sentence saying why they were reset, if they were) and handed to the
# app as they change (``carto_ui.settings_store.apply``).
from carto_ui import settings_store as opt
from carto_ui.menus import Menu
from carto_ui.pages import MessageBox

_VALUE_NAMES = {
    opt.REPEAT: ("Key repeat", ("Slow", "Normal", "Fast")),
    opt.BACKLIGHT: ("Backlight", ("25%", "50%", "75%", "100%")),
    opt.IDLE: ("Dim idle", ("Never", "1 min", "3 min", "10 min")),
}
_LANGUAGE_NAMES = {"en": "English", "fr": "Francais", "de": "Deutsch", "it": "Italiano"}

_BATTERY = -1
_RECORDS = -2
_SETTINGS = -3
_SAVE = -4
_BACK = -5


def battery_mv(battery):
    """Millivolts at ``battery`` (pin, divider), read now (A refreshes it)."""
    import analogio

    pin, divider = battery
    adc = analogio.AnalogIn(pin)
    try:
        return adc.value * int(adc.reference_voltage * 1000) * divider // 65535
    finally:
        adc.deinit()


def show(app, on_back):
    """Show the Settings screen, after the sentence saying why the stored
    settings were reset, if they were."""
    values, language, problem = opt.load(app.hw.storage)
    screen = Settings(app, on_back, values, language)
    if problem:
        app.show(MessageBox(app, problem, screen.back_here))
    else:
        app.show(screen)


class Settings:
    """``on_back()`` after the settings are saved (if they changed)."""

    def __init__(self, app, on_back, values, language):
        self.app = app
        self.on_back = on_back
        self.values = values
        self.language = language
        self.changed = False
        hw = app.hw
        rows = []
        rows.append(opt.REPEAT)
        if hasattr(app.hw.display, "brightness"):
            rows.append(opt.BACKLIGHT)
        if hasattr(app.hw.display, "brightness"):
            rows.append(opt.IDLE)
        if len(opt.LANGUAGES) > 1:
            rows.append("language")
        if getattr(hw, "battery", None) is not None:
            rows.append(_BATTERY)
        rows += [_RECORDS, _SETTINGS, _SAVE, _BACK]
        self.rows = rows
        title = "Settings"
        self.menu = Menu(app, title, self._texts(), self._choose, on_back=self._leave,
                         on_adjust=self._adjust)
        self.group = self.menu.group

    def _texts(self):
        out = []
        for row in self.rows:
            out.append(self._text(row))
        return out

    def _text(self, row):
        if row == "language":
            return "%-11s%s" % ("Language", _LANGUAGE_NAMES.get(self.language, self.language))
        if row == _BATTERY:
            mv = battery_mv(self.app.hw.battery)
            return "Battery    %d.%02d V" % (mv // 1000, mv % 1000 // 10)
        if row == _RECORDS:
            return "Reset records"
        if row == _SETTINGS:
            return "Reset settings"
        if row == _SAVE:
            return "Delete saved game"
        if row == _BACK:
            return "Back"
        label, names = _VALUE_NAMES[row]
        return "%-11s%s" % (label, names[self.values[row]])

    def _redraw(self):
        texts = self._texts()
        for i in range(len(texts)):
            if self.menu.items[i] != texts[i]:
                self.menu.set_item(i, texts[i])

    def back_here(self):
        self._redraw()
        self.app.show(self)

    def _adjust(self, index, step):
        row = self.rows[index]
        if row == "language":
            i = opt.LANGUAGES.index(self.language)
            self.language = opt.LANGUAGES[(i + step) % len(opt.LANGUAGES)]
        elif isinstance(row, int) and row >= 0:
            self.values[row] = (self.values[row] + step) % opt.STEPS[row]
            opt.apply(self.app, self.values)
        else:
            return
        self.changed = True
        self._redraw()

    def _choose(self, index):
        row = self.rows[index]
        if row == _BACK:
            self._leave()
        elif row == _BATTERY:
            self._redraw()
        elif row == _RECORDS:
            self._twice("Reset all records?", "Sure? Records are lost.",
                        self._reset_records)
        elif row == _SETTINGS:
            self._twice("Reset all settings?", "Sure? Back to defaults.",
                        self._reset_settings)
        elif row == _SAVE:
            if self.app.hw.storage.load() is None:
                self.app.show(MessageBox(self.app, "There is no saved game.", self.back_here))
                return
            self._twice("Delete the saved game?", "Sure? It will be lost.",
                        self._delete_save)
        else:
            self._adjust(index, 1)

    def _twice(self, first, second, action):
        def again(i):
            if i == 1:
                self.app.show(Menu(self.app, second, ("No", "Yes"), last, on_back=self.back_here))
            else:
                self.back_here()

        def last(i):
            if i == 1:
                action()
            else:
                self.back_here()

        self.app.show(Menu(self.app, first, ("No", "Yes"), again, on_back=self.back_here))

    def _done(self, sentence):
        self.app.show(MessageBox(self.app, sentence, self.back_here))

    def _reset_records(self):
        from carto_ui import records
        from hw import areas

        problem = records.save(areas.records(self.app.hw.storage), records.Records())
        self._done(problem or "The records are reset.")

    def _reset_settings(self):
        self.changed = False
        self.values = bytearray(opt.DEFAULTS)
        self.language = opt.LANGUAGES[0]
        opt.apply(self.app, self.values)
        problem = opt.save(self.app.hw.storage, self.values, self.language)
        self._done(problem or "The settings are back to their defaults.")

    def _delete_save(self):
        try:
            self.app.hw.storage.clear()
        except OSError as err:
            self._done("The saved game could not be deleted (%s)." % err)
            return
        self._done("The saved game is deleted.")

    def _leave(self):
        if self.changed:
            self.changed = False
            problem = opt.save(self.app.hw.storage, self.values, self.language)
            if problem:
                self.app.show(MessageBox(self.app, problem, self.on_back))
                return
        self.on_back()

    def press(self, mask):
        self.menu.press(mask)

    def update(self, now_ms):
        pass
