"""The window's reading of a game's one description of its deal form
(``GameSpec.entry``, :mod:`scorekeeper.games.entry`): what a field is called (its
label in the window's language, with an Alt+letter, and its short name in the error
line), what it offers (its choices as combo items, in the description's order),
what it starts at, and whether it applies to the deal as typed so far. The forms
keep their own layout and keys (grids, the typed Ulti contract, Tab order); what a
field says, offers and defaults to is said once, in the game's package.

An Alt+letter is the first free initial of a word of the label, else its first
free letter ("D&eclarer": Alt+D is the dealer's), else, for a label in a script
without Latin letters, a free letter of the English label after it
("コントラ（倍付けの回数）(&K)"), as the window's Japanese catalog writes them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.errors import RecordError
from scorekeeper.games import get_game
from scorekeeper.games.base import resolve_rules
from scorekeeper.games.entry import Entry, EntryField
from scorekeeper.words.text import render
from scorekeeper_ui.widgets.i18n import show

DEALER_KEY = "d"  # the editor's "&Dealer" row, above every game's fields


def _free(text: str, taken: set[str]) -> int | None:
    """The index of the letter to underline in ``text``, or None."""
    letters = [i for i, c in enumerate(text) if c.isascii() and c.isalpha()]
    initials = [i for i in letters if i == 0 or not text[i - 1].isalnum()]
    for i in (*initials, *letters):
        if text[i].lower() not in taken:
            return i
    return None


def with_mnemonic(text: str, english: str, taken: set[str]) -> str:
    """``text`` with an Alt+letter no label in ``taken`` has (``taken`` gains it)."""
    i = _free(text, taken)
    if i is not None:
        taken.add(text[i].lower())
        return f"{text[:i]}&{text[i:]}"
    j = _free(english, taken)
    if j is None:
        return text
    taken.add(english[j].lower())
    return f"{text}(&{english[j].upper()})"


class Described:
    """A game's entry description as one form shows it (a form makes one)."""

    def __init__(self, game_id: str, rules: Mapping[str, Any]):
        spec = get_game(game_id)
        if spec.entry is None:  # pragma: no cover - every game is described
            raise LookupError(f"{game_id} has no entry description")
        self.entry: Entry = spec.entry
        try:
            self.rules = resolve_rules(spec.options, rules)
        except RecordError:  # the session's own error says so; the form still opens
            self.rules = dict(rules)
        self._taken = {DEALER_KEY}

    def field(self, path: str) -> EntryField:
        return self.entry.field(path)

    def has(self, path: str) -> bool:
        return any(f.path == path for f in self.entry.fields)

    def name(self, path: str) -> str:
        """The field's name in the error line ("Kontra: …")."""
        return show(self.field(path).named())

    def text(self, path: str) -> str:
        """The field's label as shown, without an Alt+letter (a check box's text)."""
        return show(self.field(path).label)

    def label(self, path: str) -> str:
        """The field's label as a form row shows it, with its Alt+letter."""
        label = self.field(path).label
        return with_mnemonic(show(label), render(label, "en"), self._taken)

    def items(self, path: str, players: Sequence[str] = ()) -> list[tuple[str, Any]]:
        """A choice's (words, value) pairs; a player field's players, after its
        "nobody" when it has one."""
        f = self.field(path)
        if f.kind == "player":
            nobody = [] if f.nobody is None else [(show(f.nobody), None)]
            return nobody + [(p, p) for p in players]
        if f.kind in ("keys", "list"):
            return [(show(word), key) for key, word in zip(f.keys, f.key_words, strict=True)]
        return [(show(c.word), c.value) for c in f.choices]

    def default(self, path: str) -> Any:
        return self.field(path).default

    def applies(self, path: str, values: Mapping[str, Any]) -> bool:
        """Whether the field applies under the table's house rules to the deal whose
        other fields hold ``values`` (by path)."""
        return self.field(path).applies(self.rules, values)
