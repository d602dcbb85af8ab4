"""What a browser posts from a page's form: the fields of a form of the HTML (its
inputs' values, the selected option of each select, a ticked check box), read with
the standard library's parser, so a test posts what a phone would."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from urllib.parse import urlencode


class _Form(HTMLParser):
    def __init__(self, css_class: str) -> None:
        super().__init__()
        self.css_class = css_class
        self.inside = False
        self.done = False
        self.action = ""
        self.fields: dict[str, str] = {}
        self._select: str | None = None
        self._first: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "form" and not self.done and self.css_class in a.get("class", "").split():
            self.inside, self.action = True, a.get("action", "")
        if not self.inside:
            return
        if tag == "input" and a.get("name"):
            if a.get("type") != "checkbox" or "checked" in a:
                self.fields[a["name"]] = a.get("value", "on")
        elif tag == "select":
            self._select, self._first = a.get("name"), None
        elif tag == "option" and self._select:
            if self._first is None:
                self._first = a.get("value", "")
                self.fields.setdefault(self._select, self._first)
            if "selected" in a:
                self.fields[self._select] = a.get("value", "")

    def handle_endtag(self, tag: str) -> None:
        if tag == "select":
            self._select = None
        if tag == "form" and self.inside:
            self.inside, self.done = False, True


def form_of(html: str, css_class: str = "deal-form") -> tuple[str, dict[str, str]]:
    """The action and the fields of the first form of ``css_class`` in ``html``."""
    parser = _Form(css_class)
    parser.feed(html)
    assert parser.done, f"no form {css_class}"
    return parser.action, dict(parser.fields)


def encoded(fields: dict[str, str]) -> bytes:
    return urlencode(fields).encode()


FORM = {"Content-Type": "application/x-www-form-urlencoded"}


def csrf_of(html: str) -> str:
    found = re.search(r'name="csrf" value="([0-9a-f]+)"', html)
    assert found, "no CSRF token on the page"
    return found.group(1)
