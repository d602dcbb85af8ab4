"""The words only the printed sheet says (its title, section headings, footer),
in English and Japanese. The game terms it shares with the window, the CLI and
CSV (dealer, contract, thrown in, points, settlement, ...) are the glossary's
(:mod:`scorekeeper.glossary`), rendered in the sheet's language by
:mod:`scorekeeper.export.sheet`.
"""

from __future__ import annotations

from collections.abc import Mapping

from scorekeeper.errors import Code, RecordError
from scorekeeper.text import Msg

_EN = {
    "title": "{game} — score sheet",
    "date_place": "{date} · {place}",
    "players": "Players in order of play",
    "first_dealer": "first dealer {dealer}",
    "teams": "teams {teams}",
    "rules": "House rules",
    "rule": "Rule",
    "value": "Value",
    "about": "Meaning",
    "changed": "changed (default {default})",
    "default": "default",
    "deals": "Deals",
    "double_round": "×2 = {double_round} (Mondfang): the deal counts double",
    "chart": "Running totals",
    "totals": "Final totals",
    "games": "Games",
    "notes": "Notes",
    "page": "page {page} of {pages}",
    "made": "made {date} with Scorekeeper",
}

_JA = {
    "title": "{game} — スコア表",
    "date_place": "{date} · {place}",
    "players": "プレイヤー（手番順）",
    "first_dealer": "最初のディーラー {dealer}",
    "teams": "チーム {teams}",
    "rules": "ハウスルール",
    "rule": "ルール",
    "value": "設定",
    "about": "説明",
    "changed": "変更あり（既定 {default}）",
    "default": "既定",
    "deals": "ディール",
    "double_round": "×2 = {double_round}（Mondfang）：得点2倍",
    "chart": "累計得点の推移",
    "totals": "最終得点",
    "games": "ゲーム",
    "notes": "注記",
    "page": "{page} / {pages} ページ",
    "made": "作成日 {date}（Scorekeeper）",
}

HEADINGS: Mapping[str, Mapping[str, str]] = {"en": _EN, "ja": _JA}
LANGUAGES = tuple(HEADINGS)


def headings(language: str) -> Mapping[str, str]:
    """The headings in ``language`` (``en`` or ``ja``)."""
    if language not in HEADINGS:
        reason = Msg(
            "{value} is not one of {allowed}", value=repr(language), allowed=", ".join(LANGUAGES)
        )
        raise RecordError("language", reason, Code.NOT_CHOICE)
    return HEADINGS[language]
