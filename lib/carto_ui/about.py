"""The version and credits text of the About screen."""
from carto_ui import VERSION
from carto_ui import strings as S
from carto_ui.lang import get

# The credits as the rulebooks print them (Cartographers: the Italian and
# German rulebooks' "Riconoscimenti" / "Impressum"; Heroes: the English
# rulebook's "Credits"), in English in every language (docs/languages.md).
CREDITS = (
    "Cartographers (2019)\n"
    "Design: Jordy Adan\n"
    "Development: Keith Matejka and John Brieger\n"
    "Illustration: Lucas Ribeiro\n"
    "Graphic design: Luis Francisco\n"
    "Writing: James Ryan and Seth Johnson\n"
    "Editing: Dustin Schwartz\n"
    "\n"
    "Cartographers Heroes (2021)\n"
    "Design: John Brieger and Jordy Adan\n"
    "Development: Keith Matejka\n"
    "Illustration: Lucas Ribeiro and Davey Baker\n"
    "Graphic design: Luis Francisco\n"
    "Writing: James Ryan\n"
    "Editing: Dustin Schwartz\n"
    "\n"
    "Published by Thunderworks Games. (c) 2019, 2021 Thunderworks Games LLC."
    " All rights reserved.")


def text():
    """The version line and the credits."""
    return "Cartographers Handheld\n" + get(S.VERSION) % VERSION + "\n\n" + CREDITS
