"""One description of a game's deal-entry fields, declared once in its package
(``GameSpec.entry``) and read by the window's deal forms (``ui/entry/``) and the
phones' score page (``scorekeeper/serve/``).

A field names its place in the deal record (``result.card_points``), its kind,
its words (``Msg``: its label, and a short name for messages when the label is
long), its choices, range and default, and when it applies (a house
rule, another field's value). :func:`deal_from_form` turns what a form holds (text
per field, as an HTML form posts it) into the deal as a session record's
``deals`` holds it: the JSON the window's form produces for the same input.

Kinds:

- ``player``: one of the table's players (``nobody``: a first choice, JSON null);
- ``choice``: one of ``choices`` (each a value and its word), posted as its index;
- ``side``: one of the table's sides (the game's partnerships), its index;
- ``number``: a whole number (``lo``..``hi`` when given; empty is "not given");
- ``level``: a doubling level 0..``hi`` (empty is 0);
- ``text``: a short text;
- ``check``: a check box (posted ``on`` when ticked);
- ``sides``: one whole number per side (``total``: an empty one is what is left);
- ``list``: one side (or none) per key (``keys``: Pussi's marriage suits),
  written as a list of ``{value_name: side, key_name: key}`` for the keys given one;
- ``keys``: one check box per key (``keys``, their words ``key_words``: the suits
  of the marriages Ulti's soloist showed), posted ``path.key`` as ``on`` when
  ticked, written as the list of the keys ticked, in ``keys``' order;
- ``levels``: one doubling level 0..``hi`` per player (a Kontra on an Ulti no-trump
  component, doubled per defender), posted ``path.player`` (empty is 0), written
  as ``{player: level}`` for the levels above 0.

A default known from the table (``default_from``): ``first_bidder``, the player
after the dealer; ``declarer_side``, the declarer's side; ``declarer``, the
declaring player himself (Ulti's soloist takes the last trick unless told).

Standard library and the ground only.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.table import Table
from scorekeeper.values import field, frozen
from scorekeeper.words.text import Msg, Text

KINDS = (
    "player",
    "choice",
    "side",
    "number",
    "level",
    "text",
    "check",
    "sides",
    "list",
    "keys",
    "levels",
)
DEFAULTS_FROM = ("", "first_bidder", "declarer_side", "declarer")


@frozen
class Choice:
    """A value a choice field offers (any JSON value) and its word."""

    value: Any
    word: Text


@frozen
class When:
    """A field applies when ``key`` holds one of ``values`` (``negate``: none of
    them); ``key`` is a house rule (``rule``) or an earlier field's path."""

    key: str
    values: tuple[Any, ...]
    rule: bool = False
    negate: bool = False

    def holds(self, rules: Mapping[str, Any], values: Mapping[str, Any]) -> bool:
        held = (rules if self.rule else values).get(self.key)
        inside = any(held == v and type(held) is type(v) for v in self.values)
        return inside != self.negate


@frozen
class EntryField:
    """One field of a deal form (module docstring: the kinds)."""

    path: str
    kind: str
    label: Msg
    choices: tuple[Choice, ...] = ()
    nobody: Text | None = None  # player: a first choice meaning JSON null
    lo: int | None = None
    hi: int | None = None
    default: Any = None
    default_from: str = ""  # "first_bidder", "declarer_side", "declarer": from the table
    when: tuple[When, ...] = ()
    omit: tuple[Any, ...] = (None,)  # values left out of the record
    keys: tuple[Any, ...] = ()  # list: one choice per key; keys: one check box per key
    key_name: str = ""
    value_name: str = ""
    key_words: tuple[Text, ...] = ()  # list, keys: each key's word
    total: int | None = None  # sides: what the sides' numbers add up to
    total_rule: str = ""  # sides: the house rule that sets the total …
    totals: Mapping[Any, int] = field(default_factory=dict)  # … its value → total
    total_sides: Mapping[int, int] = field(default_factory=dict)  # sides: total by their count
    upper: bool = False  # text: written in capitals (a card: QH)
    rare: bool = False  # left alone by a typical deal: shown last, or off the Tab path
    name: Text | None = None  # its short name in a message ("Kontra: …"), if not its label

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"entry field {self.path}: unknown kind {self.kind}")
        if self.default_from not in DEFAULTS_FROM:
            raise ValueError(f"entry field {self.path}: unknown default {self.default_from}")
        if self.kind == "choice" and not self.choices:
            raise ValueError(f"entry field {self.path}: a choice needs choices")

    def applies(self, rules: Mapping[str, Any], values: Mapping[str, Any]) -> bool:
        return all(w.holds(rules, values) for w in self.when)

    def named(self) -> Text:
        """What a message calls the field: its short name, else its label."""
        return self.name if self.name is not None else self.label

    def total_for(self, rules: Mapping[str, Any], sides: int = 0) -> int | None:
        if sides in self.total_sides:
            return self.total_sides[sides]
        if self.total_rule:
            return self.totals.get(rules.get(self.total_rule), self.total)
        return self.total


@frozen
class Entry:
    """A game's deal form: its fields in the order shown, and the record's objects
    written (empty) whenever one of their fields applies (``containers``)."""

    fields: tuple[EntryField, ...]
    containers: tuple[str, ...] = ("result",)

    def field(self, path: str) -> EntryField:
        for f in self.fields:
            if f.path == path:
                return f
        raise KeyError(path)

    def top_keys(self) -> frozenset[str]:
        """The record's fields the form fills in (``bids``: the auction log, apart)."""
        return frozenset(f.path.split(".")[0] for f in self.fields)


def _int(path: str, text: str) -> int | None:
    text = text.strip().replace("−", "-")
    if not text:
        return None
    try:
        return int(text)
    except ValueError:
        raise RecordError(
            path, Msg("“{text}” is not a whole number", text=text), Code.NOT_INTEGER
        ) from None


def _index(path: str, text: str, count: int) -> int:
    text = text.strip()
    if not (text.isdecimal() and text.isascii() and int(text) < count):
        raise RecordError(path, Msg("is not one of the choices offered"), Code.NOT_CHOICE)
    return int(text)


def _level(f: EntryField, path: str, text: str) -> int:
    level = _int(path, text) or 0
    if not 0 <= level <= (f.hi or 0):
        raise RecordError(
            path,
            Msg("{level} is not a level: 0 to {hi}", level=level, hi=f.hi or 0),
            Code.OUT_OF_RANGE,
        )
    return level


def field_value(
    f: EntryField,
    form: Mapping[str, str],
    players: Sequence[str],
    sides: int,
    rules: Mapping[str, Any],
) -> Any:
    """The record's value of ``f`` from the form's text (``form[path]``)."""
    text = form.get(f.path, "")
    if f.kind == "player":
        if f.nobody is not None and text in ("", "-"):
            return None
        if text not in players:
            if text == "" and f.nobody is None:
                return None
            raise RecordError(f.path, Msg("is not a player at this table"), Code.NOT_PLAYER)
        return text
    if f.kind == "choice":  # a copy: the record may be changed, the description not
        return (
            copy.deepcopy(f.choices[_index(f.path, text, len(f.choices))].value) if text else None
        )
    if f.kind == "side":
        return _index(f.path, text, sides) if text not in ("", "-") else None
    if f.kind == "number":
        return _int(f.path, text)
    if f.kind == "level":
        return _level(f, f.path, text)
    if f.kind == "text":
        return (text.strip().upper() if f.upper else text.strip()) or None
    if f.kind == "check":
        return text in ("on", "true", "1")
    if f.kind == "keys":
        return [key for key in f.keys if form.get(f"{f.path}.{key}", "") in ("on", "true", "1")]
    if f.kind == "levels":
        levels = {p: _level(f, f"{f.path}.{p}", form.get(f"{f.path}.{p}", "")) for p in players}
        return {p: level for p, level in levels.items() if level}
    if f.kind == "sides":
        values = [_int(f"{f.path}[{i}]", form.get(f"{f.path}[{i}]", "")) for i in range(sides)]
        total = f.total_for(rules, sides)
        missing = [i for i, v in enumerate(values) if v is None]
        if total is not None and len(missing) == 1:
            values[missing[0]] = total - sum(v for v in values if v is not None)
        return None if any(v is None for v in values) else values
    # list: one side (or none) per key
    out = []
    for i, key in enumerate(f.keys):
        item = form.get(f"{f.path}.{key}", "")
        if item in ("", "-"):
            continue
        value = _index(f"{f.path}[{i}]", item, sides)
        if value is not None:
            out.append({f.value_name: value, f.key_name: key})
    return out


def _put(out: dict[str, Any], path: str, value: Any) -> None:
    *parents, last = path.split(".")
    for key in parents:
        out = out.setdefault(key, {})
    out[last] = value


def deal_from_form(
    entry: Entry,
    form: Mapping[str, str],
    *,
    players: Sequence[str],
    sides: int,
    rules: Mapping[str, Any],
) -> dict[str, Any]:
    """The deal a form holds, as a session record's ``deals`` holds it (the JSON the
    window's form writes for the same input): ``dealer``, then every field that
    applies, left out when its value is one of its ``omit``. ``form`` maps a field's
    path to its text (``sides``: ``path[i]``; ``list``, ``keys``: ``path.key``;
    ``levels``: ``path.player``). A text that is
    no value of its field raises the ``RecordError`` of that field."""
    values = form_values(entry, form, players=players, sides=sides, rules=rules)
    out: dict[str, Any] = {"dealer": form.get("dealer", "")}
    for f in entry.fields:
        if f.path not in values:
            continue
        value = values[f.path]
        for container in entry.containers:
            if f.path.startswith(container + "."):
                out.setdefault(container, {})
        if any(value == o and type(value) is type(o) for o in f.omit):
            continue
        _put(out, f.path, value)
    return out


def form_values(
    entry: Entry,
    form: Mapping[str, str],
    *,
    players: Sequence[str],
    sides: int,
    rules: Mapping[str, Any],
) -> dict[str, Any]:
    """The value of every field that applies, by path (a field a condition names
    is read first, wherever it is shown)."""
    values: dict[str, Any] = {}
    applying: dict[str, bool] = {}
    paths = {f.path: f for f in entry.fields}

    def applies(f: EntryField) -> bool:
        if f.path not in applying:
            applying[f.path] = False  # a cycle reads as "does not apply"
            for w in f.when:
                if not w.rule and w.key in paths:
                    read(paths[w.key])
            applying[f.path] = f.applies(rules, values)
        return applying[f.path]

    def read(f: EntryField) -> None:
        if f.path not in values and applies(f):
            values[f.path] = field_value(f, form, players, sides, rules)

    for f in entry.fields:
        read(f)
    return values


def _get(deal: Mapping[str, Any], path: str) -> Any:
    value: Any = deal
    for key in path.split("."):
        value = value.get(key) if isinstance(value, Mapping) else None
    return value


def _same(choice: Any, value: Any) -> bool:
    """A recorded value is this choice's; a list in another order too (Ulti's
    contract lists its components in any order)."""
    if isinstance(choice, list) and isinstance(value, list):
        return sorted(map(str, choice)) == sorted(map(str, value))
    return bool(choice == value)


def form_from_deal(entry: Entry, deal: Mapping[str, Any], *, sides: int) -> dict[str, str]:
    """The text a form shows for a recorded deal (the inverse of
    :func:`deal_from_form` for what the description covers)."""
    form: dict[str, str] = {"dealer": str(deal.get("dealer", ""))}
    for f in entry.fields:
        value = _get(deal, f.path)
        if f.kind == "sides":
            for i in range(sides):
                item = value[i] if isinstance(value, list) and i < len(value) else None
                form[f"{f.path}[{i}]"] = "" if item is None else str(item)
        elif f.kind == "list":
            given = {
                m.get(f.key_name): m.get(f.value_name)
                for m in value or ()
                if isinstance(m, Mapping)
            }
            for key in f.keys:
                form[f"{f.path}.{key}"] = "" if given.get(key) is None else str(given[key])
        elif f.kind == "keys":
            ticked = value if isinstance(value, list) else []
            for key in f.keys:
                form[f"{f.path}.{key}"] = "on" if key in ticked else ""
        elif f.kind == "levels":
            for player, level in value.items() if isinstance(value, Mapping) else ():
                form[f"{f.path}.{player}"] = str(level)
        elif f.kind == "choice":
            index = next((i for i, c in enumerate(f.choices) if _same(c.value, value)), None)
            form[f.path] = "" if index is None else str(index)
        elif f.kind == "check":
            form[f.path] = "on" if value is True else ""
        else:
            form[f.path] = "" if value is None else str(value)
    return form


def form_defaults(
    entry: Entry, *, dealer: str, players: Sequence[str], teams: Sequence[Sequence[str]]
) -> dict[str, str]:
    """The text a new deal's form starts with: ``dealer``, each field's ``default``
    (a choice's: its index), the first bidder (the player after the dealer, as the
    auction goes) as the declarer, and what follows from that default declarer:
    the declarer himself, the declarer's side."""
    form = {"dealer": dealer}
    declarer = ""
    for f in entry.fields:
        if f.default_from == "first_bidder" and dealer in players:
            form[f.path] = declarer = Table(tuple(players), dealer, {}).after(dealer)
        elif f.default_from == "declarer":
            form[f.path] = declarer
        elif f.default_from == "declarer_side":
            side = next((i for i, team in enumerate(teams) if declarer in team), None)
            form[f.path] = "" if side is None else str(side)
        elif f.kind == "choice" and f.default is not None:
            index = next((i for i, c in enumerate(f.choices) if c.value == f.default), None)
            form[f.path] = "" if index is None else str(index)
        elif f.default is not None:
            form[f.path] = str(f.default)
    return form
