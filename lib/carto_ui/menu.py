"""The in-game menu (rules, save & quit, new game) and the saved-game problem message."""
# The rules texts are imported only when one is opened (``rulestext``).
from carto_ui.frame import roomy
from carto_ui.menus import Menu
from carto_ui.pages import MessageBox, TextView
from engine import cards
from engine import game as rules

LETTERS = "ABCD"

_BACK, _CARD, _EDICTS, _REVEALED, _MAPS, _LEARN, _SAVE_QUIT, _NEW = range(8)


class GameMenu:
    """Opened from the map. B or "Back to the map" call ``on_resume()``;
    "Save & quit" calls ``on_save_quit()`` (the app saves); "New game" asks
    first, then calls ``on_new_game()``."""

    def __init__(self, app, on_resume, on_save_quit, on_new_game):
        self.app = app
        self.game = app.game
        self.on_resume = on_resume
        self.on_save_quit = on_save_quit
        self.on_new_game = on_new_game
        g = self.game
        title = "%s  time %d/%d" % (cards.SEASON_NAMES[min(g.season, 3)], g.time, g.threshold())
        card = "This card: " + cards.name(g.card)
        # The name shows as the card's title; a roomy screen keeps the menu
        # short enough for its big text.
        cols = app.hw.WIDTH // 6 - 1
        if roomy(app):
            from carto_ui.makeframe import big_cols

            cols = big_cols(app)
        if len(card) >= cols:
            card = "This card"
        items = ["Back to the map", card, "Edicts",
                 "Cards this season", "Maps & standings", "How to play", "Save & quit",
                 "New game"]
        self.menu = Menu(app, title, items, self._choose, on_back=on_resume)
        self.group = self.menu.group

    def _here(self):
        self.app.show(self)

    def _choose(self, index):
        if index == _BACK:
            self.on_resume()
        elif index == _CARD:
            self._show_card(self.game.card, self._here, current=True)
        elif index == _EDICTS:
            self._edicts()
        elif index == _REVEALED:
            self._revealed()
        elif index == _MAPS:
            self.app.maps()
        elif index == _LEARN:
            from carto_ui import learn

            self.app.show(learn.Learn(self.app, self._here))
        elif index == _SAVE_QUIT:
            self.on_save_quit()
        else:
            self.app.show(Menu(self.app, "Abandon this game?",
                               ("No, keep playing", "Yes, new game"),
                               self._confirm_new, on_back=self._here))

    def _confirm_new(self, index):
        if index == 1:
            self.on_new_game()
        else:
            self._here()

    def _show_card(self, card, on_close, current=False):
        from carto_ui import rulestext

        text = rulestext.card_text(card)
        g = self.game
        if current and g.kind == rules.PLACE:
            if g.need_ruins:
                text += "\nThis time the shape must cover an empty ruins space."
            if g.fallback:
                text += "\nNo shape fits now: draw a 1x1 space of any terrain instead."
        if current and g.kind == rules.DESTROY:
            text += "\nNow choose a space to destroy. " + rulestext.sentence(rulestext.DESTROY)
        self.app.show(TextView(self.app, cards.name(card), text, on_close))

    def _edicts(self, selected=0):
        g = self.game
        season = min(g.season, 3)
        from engine import scoring

        items = []
        for k in range(4):
            now = "*" if k in (season, (season + 1) % 4) else " "
            items.append(LETTERS[k] + now + scoring.NAMES[g.edicts[k]])

        def chosen(k):
            from carto_ui import rulestext

            text = rulestext.edict_text(g.edicts, k, season)
            self.app.show(TextView(self.app, "Edict " + LETTERS[k], text,
                                   lambda: self._edicts(k)))

        self.app.show(Menu(self.app, "Edicts (* this season)", items, chosen,
                           on_back=self._here, selected=selected))

    def _revealed(self, selected=0):
        g = self.game
        shown = list(g.revealed)
        items = []
        for card in shown:
            items.append("%s (%d)" % (cards.name(card), cards.time(card)))
        for card in g.effects:
            shown.append(card)
            items.append(cards.name(card) + " *")
        if not items:
            self.app.show(MessageBox(self.app, "No card revealed yet this season.", self._here))
            return

        def chosen(i):
            self._show_card(shown[i], lambda: self._revealed(i))

        self.app.show(Menu(self.app, "Cards (time, * lasts)", items, chosen, on_back=self._here,
                           selected=selected))

    def press(self, mask):
        self.menu.press(mask)

    def update(self, now_ms):
        pass


def save_problem(app, sentence, on_close):
    """The one-sentence reason a saved game could not be used."""
    return MessageBox(app, sentence, on_close, title="Saved game")
