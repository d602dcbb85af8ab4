"""The score page's deal form, rendered from the game's one description of its
entry fields (``GameSpec.entry``, ``scorekeeper.games.entry``) in the phone's
language: one row per field that applies under the session's house rules, its
inputs named as :func:`scorekeeper.games.entry.deal_from_form` reads them, the
error of a refused deal at its field. Plain HTML (``deal_form.html``): it works
with scripts off; the form posts to ``<score page>/deals``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.errors import RecordError
from scorekeeper.games.entry import Entry, EntryField
from scorekeeper.words.text import Text, render


@dataclass(frozen=True)
class Input:
    name: str  # the form's field name: the record path (``path[i]``, ``path.key``)
    label: str
    kind: str  # "select", "number", "text", "checkbox"
    options: tuple[tuple[str, str], ...] = ()  # (value posted, words)
    value: str = ""


@dataclass(frozen=True)
class Row:
    path: str
    label: str
    inputs: tuple[Input, ...]
    rare: bool
    error: str = ""


def _say(text: Text, lang: str) -> str:
    return render(text, lang)


def form_rows(
    entry: Entry,
    *,
    players: Sequence[str],
    sides: Sequence[str],
    rules: Mapping[str, Any],
    form: Mapping[str, str],
    lang: str,
    error: RecordError | None = None,
) -> list[Row]:
    """The rows of the form for these players and sides (named by their players),
    holding ``form``'s text; fields a house rule rules out are left out (a field
    that depends on another field is shown, and ignored when it does not apply)."""
    rows = []
    for f in entry.fields:
        if not all(w.holds(rules, {}) for w in f.when if w.rule):
            continue
        inputs = _inputs(f, players, sides, form, lang)
        message = ""
        if error is not None and under(error.field, f.path):
            message = _say(error.message, lang)
        rows.append(Row(f.path, _say(f.label, lang), inputs, f.rare, message))
    return rows


def under(field: str, path: str) -> bool:
    return field == path or field.startswith((path + ".", path + "["))


def _inputs(
    f: EntryField, players: Sequence[str], sides: Sequence[str], form: Mapping[str, str], lang: str
) -> tuple[Input, ...]:
    label = _say(f.label, lang)
    value = form.get(f.path, "")
    if f.kind == "player":
        nobody = () if f.nobody is None else (("", _say(f.nobody, lang)),)
        return (Input(f.path, label, "select", (*nobody, *((p, p) for p in players)), value),)
    if f.kind == "choice":
        options = tuple((str(i), _say(c.word, lang)) for i, c in enumerate(f.choices))
        return (Input(f.path, label, "select", options, value),)
    if f.kind == "side":
        return (
            Input(f.path, label, "select", tuple((str(i), s) for i, s in enumerate(sides)), value),
        )
    if f.kind in ("number", "level"):
        return (Input(f.path, label, "number", (), value),)
    if f.kind == "text":
        return (Input(f.path, label, "text", (), value),)
    if f.kind == "check":
        return (Input(f.path, label, "checkbox", (), value),)
    if f.kind == "keys":  # a check box per key (Ulti's marriages shown)
        return tuple(
            Input(
                f"{f.path}.{key}", _say(word, lang), "checkbox", (), form.get(f"{f.path}.{key}", "")
            )
            for key, word in zip(f.keys, f.key_words, strict=True)
        )
    if f.kind == "levels":  # a level per player (a Kontra doubled per defender)
        return tuple(
            Input(f"{f.path}.{p}", f"{label} ({p})", "number", (), form.get(f"{f.path}.{p}", ""))
            for p in players
        )
    if f.kind == "sides":
        return tuple(
            Input(
                f"{f.path}[{i}]", f"{label} ({side})", "number", (), form.get(f"{f.path}[{i}]", "")
            )
            for i, side in enumerate(sides)
        )
    options = (("", "—"), *((str(i), s) for i, s in enumerate(sides)))
    return tuple(
        Input(
            f"{f.path}.{key}",
            f"{label}: {_say(word, lang)}",
            "select",
            options,
            form.get(f"{f.path}.{key}", ""),
        )
        for key, word in zip(f.keys, f.key_words, strict=True)
    )
