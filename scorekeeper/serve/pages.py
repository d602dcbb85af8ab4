"""The HTML of the phones' pages, from the templates shipped in
``resources/serve/`` (Jinja2, **autoescape on for every template**: a player named
``<script>`` is shown as that text, never run), and the page's two static files.

Every page is whole without scripts: the server renders the sheet, and
``live.js`` only swaps in the fragment the event stream sends (the same
``sheet.html`` the page was rendered with). No inline script or style anywhere,
so the policy ``default-src 'self'`` holds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from markupsafe import Markup

from scorekeeper.host.shipped import RESOURCES
from scorekeeper.serve import words
from scorekeeper.serve.organiser_view import OrganiserView
from scorekeeper.serve.view import sheet_view
from scorekeeper.sheet.model import ScoreSheet
from scorekeeper.words.text import Msg

if TYPE_CHECKING:
    from jinja2 import Environment

FOLDER = RESOURCES / "serve"
STATIC = {  # the files under /static/, and their types: nothing else is served
    "live.js": "text/javascript; charset=utf-8",
    "entry.js": "text/javascript; charset=utf-8",
    "page.css": "text/css; charset=utf-8",
}
LIVE_WORDS = {"live": words.LIVE, "reconnecting": words.RECONNECTING, "stopped": words.STOPPED}


@cache
def environment() -> Environment:
    """The templates' environment, made (and Jinja2 imported) at the first page:
    not on the way to the listening port (the server's start, bench/figures_serve.py)."""
    from jinja2 import Environment, FileSystemLoader, StrictUndefined

    return Environment(
        loader=FileSystemLoader(FOLDER),
        autoescape=True,  # every template is HTML: escape every value put in it
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        auto_reload=False,
    )


def page(template: str, language: str, **values: Any) -> str:
    return environment().get_template(template).render(lang=language, **values)


def said(messages: Mapping[str, Msg], language: str) -> dict[str, str]:
    return {key: msg.render(language) for key, msg in messages.items()}


def fragment(sheet: ScoreSheet, table: int, language: str, hidden: bool) -> tuple[str, str]:
    """The page's title and its live part (``sheet.html``) for ``sheet``
    (``hidden``: without the running standings)."""
    view = sheet_view(sheet, table, language, hidden=hidden)
    return view.page_title, page("sheet.html", language, v=view, w=view.words)


@dataclass(frozen=True)
class SheetPage:
    """A follow (or score) page: the fragment, where its events are, the CSRF
    token of *this page's* grant (for the one change it offers: forget the phone)."""

    title: str
    fragment: str
    events: str
    csrf: str


def sheet_page(sheet: SheetPage, language: str) -> str:
    return page(
        "follow.html",
        language,
        title=sheet.title,
        fragment=Markup(sheet.fragment),  # rendered (and escaped) by sheet.html
        events=sheet.events,
        csrf=sheet.csrf,
        live=said(LIVE_WORDS, language),
        forget=words.FORGET.render(language),
    )


@cache
def qr_code(url: str) -> Markup:
    """The QR code of ``url`` as inline SVG (segno; it holds no text of ours),
    made once per link."""
    import segno

    svg = segno.make_qr(url, error="m").svg_inline(scale=3, dark="#000", light="#fff")
    return Markup(str(svg))


def organiser_fragment(view: OrganiserView, csrf: str) -> str:
    """The organiser's page's live part (``organiser_live.html``)."""
    return page(
        "organiser_live.html",
        "en",  # the words are in the view already
        o=view,
        w=view.words,
        csrf=csrf,
        code=qr_code,
    )


def organiser_page(fragment: str, csrf: str, language: str) -> str:
    """The organiser's page around its live part (the script keeps it live)."""
    return page(
        "organiser.html",
        language,
        title=words.ORGANISER.render(language),
        fragment=Markup(fragment),  # rendered (and escaped) by organiser_live.html
        csrf=csrf,
        live=said(LIVE_WORDS, language),
        forget=words.FORGET.render(language),
    )


def end_page(csrf: str, language: str) -> str:
    """ "End the evening?": the step before the organiser ends it."""
    ask = words.END_EVENING_ASK.render(language)
    return page(
        "end.html",
        language,
        title=ask,
        ask=ask,
        means=words.END_EVENING_MEANS.render(language),
        end=words.END_EVENING.render(language),
        back=words.BACK.render(language),
        csrf=csrf,
    )


def notice_fragment(message: Msg, language: str) -> str:
    """A live part of one sentence (sent as a stream's ``gone`` event)."""
    return page("notice_fragment.html", language, text=message.render(language))


def notice_page(message: Msg, language: str) -> str:
    """A page of one sentence: a refusal, or the phone forgotten."""
    text = message.render(language)
    return page("notice.html", language, title=text, text=text)


def reload_page() -> str:
    """A page that reloads itself at once (``access.Reload`` says why)."""
    return page("reload.html", "en", title="")


def static_file(name: str) -> tuple[bytes, str] | None:
    """``/static/NAME``'s bytes and type, or ``None`` for any other name."""
    kind = STATIC.get(name)
    return None if kind is None else (_read(name), kind)


@cache
def _read(name: str) -> bytes:
    return (FOLDER / name).read_bytes()
