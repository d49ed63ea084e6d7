"""The in-game menu: rules, save & quit, new game."""
# The rules texts and the pages that show them are imported only when one
# is opened (``rulestext``, ``pages``): the menu opens over the map, where a
# game's heap is fullest.
from carto_ui import strings as S
from carto_ui.frame import roomy
from carto_ui.lang import get
from carto_ui.menus import Menu
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
        title = get(S.SEASON_TIME) % (get(S.SPRING + min(g.season, 3)), g.time, g.threshold())
        card = get(S.THIS_CARD_IS) + cards.name(g.card)
        # The name shows as the card's title; a roomy screen keeps the menu
        # short enough for its big text.
        cols = app.hw.WIDTH // 6 - 1
        if roomy(app):
            from carto_ui.makeframe import big_cols

            cols = big_cols(app)
        if len(card) >= cols:
            card = get(S.THIS_CARD)
        items = [get(S.BACK_TO_MAP), card, get(S.EDICTS), get(S.CARDS_SEASON),
                 get(S.MAPS_STANDINGS), get(S.HOW_TO_PLAY), get(S.SAVE_QUIT),
                 get(S.NEW_GAME)]
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
            self.app.show(Menu(self.app, get(S.ABANDON),
                               (get(S.NO_KEEP_PLAYING), get(S.YES_NEW_GAME)),
                               self._confirm_new, on_back=self._here))

    def _confirm_new(self, index):
        if index == 1:
            self.on_new_game()
        else:
            self._here()

    def _show_card(self, card, on_close, current=False):
        from carto_ui import rulestext
        from carto_ui.pages import TextView

        g = self.game
        text = rulestext.card_text(card, g.n == 1)
        if current and g.kind == rules.PLACE:
            if g.need_ruins:
                text += get(S.MUST_COVER_RUINS)
            if g.fallback:
                text += get(S.NO_SHAPE_FITS)
        if current and g.kind == rules.DESTROY:
            text += get(S.CHOOSE_DESTROY) + rulestext.sentence(rulestext.DESTROY)
        self.app.show(TextView(self.app, cards.name(card), text, on_close))

    def _edicts(self, selected=0):
        g = self.game
        season = min(g.season, 3)
        items = []
        for k in range(4):
            now = "* " if k in (season, (season + 1) % 4) else "  "
            items.append(LETTERS[k] + now + get(g.edicts[k]))

        def chosen(k):
            from carto_ui import rulestext
            from carto_ui.pages import TextView

            text = rulestext.edict_text(g.edicts, k, season, g.n == 1)
            self.app.show(TextView(self.app, get(S.EDICT_SP) + LETTERS[k], text,
                                   lambda: self._edicts(k)))

        self.app.show(Menu(self.app, get(S.EDICTS_STAR), items, chosen,
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
            from carto_ui.pages import MessageBox

            self.app.show(MessageBox(self.app, get(S.NO_CARD_YET), self._here))
            return

        def chosen(i):
            self._show_card(shown[i], lambda: self._revealed(i))

        self.app.show(Menu(self.app, get(S.CARDS_TITLE), items, chosen, on_back=self._here,
                           selected=selected))

    def press(self, mask):
        self.menu.press(mask)

    def update(self, now_ms):
        pass
