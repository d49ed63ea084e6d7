"""The text labels a displayio tree shows: where each is drawn, at what
scale, and how many columns of it are not blank."""
import displayio
from carto_ui import text


def labels(group, x=0, y=0, scale=1):
    """(label, x, y, scale) for every visible ``text.Label`` under ``group``:
    its top-left corner on the screen and the scale it is drawn at (a
    Group's position is in its parent's scaled pixels, its children's in
    its own)."""
    if getattr(group, "hidden", False):
        return
    x += group.x * scale
    y += group.y * scale
    scale *= group.scale
    for item in group:
        if isinstance(item, text.Label):
            if not item.hidden:
                yield item, x + item.x * scale, y + item.y * scale, scale
        elif isinstance(item, displayio.Group):
            yield from labels(item, x, y, scale)


def shown_cols(label):
    """Columns up to the last non-blank character the label shows."""
    for i in range(label.width - 1, -1, -1):
        if label[i] != 0:
            return i + 1
    return 0



def read(label):
    """The characters ``label`` shows, up to its last non-blank one."""
    latin = {text.cell(code): chr(code) for code in range(text.LATIN, text.LATIN + 64)}
    out = []
    for i in range(shown_cols(label)):
        tile = label[i]
        out.append(chr(text.FIRST + tile) if tile < text.ASCII else latin.get(tile, "?"))
    return "".join(out)


def banner_text(play):
    """The lines ``play``'s banner shows, joined by "\\n" ("" when it shows
    none). On roomy screens they are the first lines under the map, above
    the card's option (``carto_ui.roomy.Info``)."""
    info = play.info
    if info is None:
        return "" if play.banner.hidden else play.banner.text
    return "\n".join(read(label) for label in list(play.banner)[:info.count])
