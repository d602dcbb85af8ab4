"""Presets: the named traditions a session starts from.

A preset is a game's house rules as one tradition plays them (Hungarian
tournament Ulti, Erlangen Marjapussi, ...; ``GameSpec.presets``, each with the
source its readings were verified in). Every game also has the seed's rules,
:data:`~scorekeeper.games.base.SEED_PRESET`: the rules files' defaults.

How a session records it (``docs/deal-format.md``, "Presets"):

- ``"preset": "<key>"`` names the tradition the session started from; absent,
  the seed's rules.
- ``"rules"`` still holds **every** option that differs from the seed's
  defaults, the preset's own included, so a copy of the app that ignores
  ``preset`` scores the session the same. The preset says where the table
  started; ``rules`` says what is in force.
- The **changed options** are the rules in force that differ from the preset's
  (:func:`changed_options`): what the table changed after choosing the tradition.

The sheet, the PDF, the window and ``scorekeeper settle`` say the preset and its
changed options by asking this module. Standard library only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.games.base import (
    SEED_PRESET,
    GameSpec,
    Option,
    Preset,
    not_one_of,
    resolve_rules,
)
from scorekeeper.words.text import Join, Msg

FIELD = "preset"  # the session record's field

SEED_TITLE = Msg("Standard rules")  # the seed's: the rules files' defaults


def seed(game: GameSpec[Any]) -> Preset:
    """The seed's rules: every option at its default."""
    return Preset(SEED_PRESET, SEED_TITLE, f"docs/rules/{game.id}.md", {})


def presets(game: GameSpec[Any]) -> tuple[Preset, ...]:
    """The presets a session of ``game`` can start from, the seed's first."""
    return (seed(game), *game.presets)


def session_preset(game: GameSpec[Any], fields: Mapping[str, Any]) -> Preset:
    """The preset a session record's ``fields`` name (absent: the seed's)."""
    return get_preset(game, fields[FIELD]) if FIELD in fields else seed(game)


def get_preset(game: GameSpec[Any], key: Any, path: str = FIELD) -> Preset:
    """The preset named ``key``, or a
    :class:`~scorekeeper.errors.RecordError` naming ``path`` and the presets
    there are."""
    for preset in presets(game):
        if preset.key == key and isinstance(key, str):
            return preset
    raise not_one_of(key, [p.key for p in presets(game)], path)


def preset_rules(game: GameSpec[Any], preset: Preset) -> dict[str, Any]:
    """Every option of ``game`` as ``preset`` sets it (the defaults elsewhere)."""
    return resolve_rules(game.options, preset.rules, f"presets.{preset.key}")


def changed_options(
    game: GameSpec[Any], preset: Preset, rules: Mapping[str, Any]
) -> dict[str, Any]:
    """The options of ``rules`` (all options in force) that differ from the
    preset's, in the game's option order."""
    base = preset_rules(game, preset)
    return {o.key: rules[o.key] for o in game.options if not same(rules[o.key], base[o.key])}


def describe(game: GameSpec[Any], preset: Preset, rules: Mapping[str, Any]) -> Msg:
    """``Preset: Hungarian tournament (changed: Max kontra: 3)``: the tradition a
    session started from and the options changed from it, as the sheet, the PDF,
    ``show`` and the new-session dialog say it."""
    changed = changed_options(game, preset, rules)
    if not changed:
        return Msg("Preset: {preset}", preset=preset.title)
    words = Join(
        Msg("{rule}: {value}", rule=option.title, value=option.word(value))
        for option, value in ((game.option(key), value) for key, value in changed.items())
    )
    return Msg("Preset: {preset} (changed: {rules})", preset=preset.title, rules=words)


def overrides(options: Sequence[Option], rules: Mapping[str, Any]) -> dict[str, Any]:
    """What a session record's ``rules`` holds: every option that differs from
    the seed's default (a preset's own options included); also what the
    new-session form writes."""
    return {o.key: rules[o.key] for o in options if not same(rules[o.key], o.default)}


def same(a: Any, b: Any) -> bool:
    """Equal values of the same type (``1 == True`` in Python)."""
    return bool(a == b and type(a) is type(b))


def check_presets(game: GameSpec[Any]) -> None:
    """A game's declared presets are well formed: unique keys other than the
    seed's, known options with values in range, each changing something."""
    keys = [p.key for p in game.presets]
    if len(set(keys)) != len(keys) or SEED_PRESET in keys:
        raise ValueError(f"{game.id}: preset keys must be unique and not {SEED_PRESET!r}")
    for preset in game.presets:
        if not overrides(game.options, preset_rules(game, preset)):
            raise ValueError(f"{game.id}: preset {preset.key} sets nothing the seed does not")
