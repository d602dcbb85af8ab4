"""The words only the printed sheet says (its title, section headings, footer);
their translations are in the core's catalog (``resources/locale``) like every
other word. The game terms it shares with the window, the CLI and
CSV (dealer, contract, thrown in, points, settlement, ...) are the glossary's
(:mod:`scorekeeper.words.glossary`), rendered in the sheet's language by
:mod:`scorekeeper.export.sheet`.
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.errors import Code, RecordError
from scorekeeper.words.catalog import LANGUAGES, translate
from scorekeeper.words.text import Msg

_HEADINGS: Mapping[str, Msg] = {
    "title": Msg("{game} — score sheet"),
    "date_place": Msg("{date} · {place}"),
    "players": Msg("Players in order of play"),
    "first_dealer": Msg("first dealer {dealer}"),
    "teams": Msg("teams {teams}"),
    "rules": Msg("House rules"),
    "rule": Msg("Rule"),
    "value": Msg("Value"),
    "about": Msg("Meaning"),
    "deals": Msg("Deals"),
    "chart": Msg("Running totals"),
    "totals": Msg("Final totals"),
    "games": Msg("Games"),
    "notes": Msg("Notes"),
    "page": Msg("page {page} of {pages}"),
    "made": Msg("made {date} with Scorekeeper"),
}


def headings(language: str) -> Mapping[str, str]:
    """The headings in ``language``, as templates still to be filled in."""
    if language not in LANGUAGES:
        reason = Msg(
            "{value} is not one of {allowed}", value=repr(language), allowed=", ".join(LANGUAGES)
        )
        raise RecordError("language", reason, Code.NOT_CHOICE)
    return {key: translate(m.template, language) for key, m in _HEADINGS.items()}
