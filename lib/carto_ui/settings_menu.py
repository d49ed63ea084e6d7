"""The Settings screen: language, key repeat, backlight, idle dimming, sound,
LEDs, battery, resets."""
# Only what the board can do is offered: no backlight or dimming rows
# without a display brightness, no sound row without ``hw.play``, no LED
# row without ``hw.lights``, no battery line without ``hw.battery``. A new
# volume plays an effect at once, so the player hears what was chosen.
# LEFT/RIGHT change a value at once (a new language redraws the whole
# screen in it); leaving saves the settings if they changed. Each reset asks
# twice. The settings are read from their area when the screen opens (with
# the sentence saying why they were reset, if they were: then the defaults
# are put in effect, as "Reset settings" puts them) and handed to the app as
# they change (``carto_ui.settings_store.apply``).
import gc

from carto_ui import lang, unload
from carto_ui import settings_store as opt
from carto_ui import strings as S
from carto_ui.frame import roomy
from carto_ui.lang import get
from carto_ui.menus import Menu
from carto_ui.pages import MessageBox

# Each language by its own name, as lang.LANGUAGES orders them.
LANGUAGE_NAMES = ("English", "Français", "Deutsch", "Italiano")

_BACKLIGHT_NAMES = ("25%", "50%", "75%", "100%")
_IDLE_MINUTES = (0, 1, 3, 10)  # settings_store.IDLE_MS in minutes (0: never)

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
    settings were reset, if they were (in the language read until then).
    Settings found reset (a damaged area, another build's) are put in effect
    as "Reset settings" puts them, the board's own language included: the
    screen shows what is in effect, and leaving saves what it shows."""
    values, problem = opt.load(app.hw.storage)
    if not problem:
        app.show(Settings(app, on_back, values))
        return
    # The box first, in the language read until then; the screen after it.
    box = MessageBox(app, problem, lambda: app.show(Settings(app, on_back, values)))
    values = defaults(app)
    app.show(box)


def defaults(app):
    """Put the default settings in effect, with no language chosen: the
    board's own (lang.txt beside code.py, else English), as at a power-up.
    Returns their values."""
    values = bytearray(opt.DEFAULTS)
    opt.apply(app, values)
    from carto_ui import langcheck

    code = langcheck.chosen()
    if code != lang.code():
        lang.use(code)
    return values


def in_language(app, on_back, values, index):
    """Settings anew in the language ``values`` name, row ``index`` selected:
    the old screen is forgotten and collected before the new language's
    texts and screen load (both screens at once do not fit a board's heap)."""
    app.screen = None
    app.hw.display.root_group = None
    if unload.at(unload.LANGUAGE):
        gc.collect()
    opt.apply(app, values)
    screen = Settings(app, on_back, values, index)
    screen.changed = True
    app.show(screen)


class Settings:
    """``on_back()`` after the settings are saved (if they changed)."""

    def __init__(self, app, on_back, values, selected=0):
        self.app = app
        self.on_back = on_back
        self.values = values
        self.changed = False
        hw = app.hw
        rows = [opt.LANGUAGE, opt.REPEAT]
        if hasattr(app.hw.display, "brightness"):
            rows.append(opt.BACKLIGHT)
        if hasattr(app.hw.display, "brightness"):
            rows.append(opt.IDLE)
        if hasattr(hw, "play"):
            rows.append(opt.SOUND)
        if hasattr(hw, "lights"):
            rows.append(opt.LIGHTS)
        if getattr(hw, "battery", None) is not None:
            rows.append(_BATTERY)
        rows += [_RECORDS, _SETTINGS, _SAVE, _BACK]
        self.rows = rows
        widest = None
        if roomy(app):
            widest = self._widest()
        self.menu = Menu(app, get(S.SETTINGS), self._texts(), self._choose, on_back=self._leave,
                         selected=selected, on_adjust=self._adjust, hint=get(S.SETTINGS_HINT),
                         widest=widest)
        self.group = self.menu.group

    def _texts(self):
        out = []
        for row in self.rows:
            out.append(self._text(row))
        return out

    def _widest(self):
        """Every text the rows may take (a new language builds the screen
        anew: its row only ever shows the language it is in)."""
        out = []
        for row in self.rows:
            if row == _BATTERY:
                out.append(self._text(row, 9999))
            elif row >= 0 and row != opt.LANGUAGE:
                for value in range(opt.STEPS[row]):
                    out.append(self._text(row, value))
            else:
                out.append(self._text(row))
        return out

    def _text(self, row, value=None):
        """Row ``row``'s text, showing ``value`` (else the row's own: the
        battery's millivolts read now, the setting's value)."""
        if row == _BATTERY:
            mv = value
            if mv is None:
                mv = battery_mv(self.app.hw.battery)
            return "%-11s%d.%02d V" % (get(S.BATTERY), mv // 1000, mv % 1000 // 10)
        if row == _RECORDS:
            return get(S.RESET_RECORDS)
        if row == _SETTINGS:
            return get(S.RESET_SETTINGS)
        if row == _SAVE:
            return get(S.DELETE_SAVE)
        if row == _BACK:
            return get(S.BACK)
        if row == opt.LANGUAGE:
            return "%-11s%s" % (get(S.LANGUAGE), LANGUAGE_NAMES[lang.LANGUAGES.index(lang.code())])
        if value is None:
            value = self.values[row]
        if row == opt.REPEAT:
            label, shown = get(S.KEY_REPEAT), get(S.REPEAT_SLOW + value)  # slow, normal, fast
        elif row == opt.BACKLIGHT:
            label, shown = get(S.BACKLIGHT), _BACKLIGHT_NAMES[value]
        elif row == opt.SOUND or row == opt.LIGHTS:
            label = get(S.SOUND if row == opt.SOUND else S.LIGHTS)
            shown = get(S.LEVEL_OFF + value)  # then low, medium, high
        else:
            minutes = _IDLE_MINUTES[value]
            label = get(S.DIM_IDLE)
            shown = get(S.MINUTES) % minutes if minutes else get(S.NEVER)
        return "%-11s%s" % (label, shown)

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
        if row == opt.LANGUAGE:
            count = len(lang.LANGUAGES)
            self.values[row] = (lang.LANGUAGES.index(lang.code()) + step) % count + 1
            # Every word on the screen changes: the screen is built anew in
            # it, once the press has returned (its frames hold this screen).
            args = (self.app, self.on_back, self.values, index)
            if not self.app.after_press(in_language, args):
                in_language(*args)
            return
        if row >= 0:
            self.values[row] = (self.values[row] + step) % opt.STEPS[row]
            opt.apply(self.app, self.values)
            if row == opt.SOUND:
                from carto_ui.effects import COIN

                self.app.sound(COIN)
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
            self._twice(S.ASK_RESET_RECORDS, S.SURE_RECORDS, self._reset_records)
        elif row == _SETTINGS:
            self._twice(S.ASK_RESET_SETTINGS, S.SURE_DEFAULTS, self._reset_settings)
        elif row == _SAVE:
            if self.app.hw.storage.load() is None:
                self.app.show(MessageBox(self.app, get(S.NO_SAVED_GAME), self.back_here))
                return
            self._twice(S.ASK_DELETE_SAVE, S.SURE_LOST, self._delete_save)
        else:
            self._adjust(index, 1)

    def _twice(self, first, second, action):
        """Ask question ``first``, then ``second`` (lang keys), each No / Yes,
        before ``action()``."""
        from carto_ui.dialog import Dialog

        answers = (get(S.NO), get(S.YES))

        def again(i):
            if i == 1:
                self.app.show(Dialog(self.app, get(second), answers, last,
                                     on_back=self.back_here))
            else:
                self.back_here()

        def last(i):
            if i == 1:
                action()
            else:
                self.back_here()

        self.app.show(Dialog(self.app, get(first), answers, again, on_back=self.back_here))

    def _done(self, sentence):
        self.app.show(MessageBox(self.app, sentence, self.back_here))

    def _reset_records(self):
        from carto_ui import records
        from hw import areas

        problem = records.save(areas.records(self.app.hw.storage), records.Records())
        self._done(problem or get(S.RECORDS_RESET))

    def _reset_settings(self):
        self.changed = False
        self.values = defaults(self.app)
        problem = opt.save(self.app.hw.storage, self.values)
        app = self.app
        selected = self.menu.selected

        def again():  # built anew: its words may be another language's now
            app.show(Settings(app, self.on_back, self.values, selected))

        app.show(MessageBox(app, problem or get(S.SETTINGS_RESET), again))

    def _delete_save(self):
        try:
            self.app.hw.storage.clear()
        except OSError as err:
            self._done(get(S.SAVE_NOT_DELETED) % err)
            return
        self._done(get(S.SAVE_DELETED))

    def _leave(self):
        if self.changed:
            self.changed = False
            problem = opt.save(self.app.hw.storage, self.values)
            if problem:
                self.app.show(MessageBox(self.app, problem, self.on_back))
                return
        self.on_back()

    def press(self, mask):
        self.menu.press(mask)

    def update(self, now_ms):
        pass
