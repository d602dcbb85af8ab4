"""Issue 28: the welcome screen lists the sessions before the store is open, read
with the standard library (``scorekeeper/storage/listing.py``). The quick read must
answer exactly what the store's ``list_sessions`` answers, and give way to the
store (``None``) whenever it cannot be sure to."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from datetime import date
from pathlib import Path

from scorekeeper.league.model import League
from scorekeeper.storage import open_store
from scorekeeper.storage.listing import quick_session_list
from scorekeeper.storage.restoring import journal_path

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "examples"
ULTIMATE_WON = {  # docs/rules/ultimate.md: 100 + 100 = 200 ≥ 150, Aki wins: finished
    "game": "ultimate",
    "players": ["Aki", "Ben", "Chie"],
    "first_dealer": "Chie",
    "date": "2026-11-20",
    "place": "Kissa Tsubame",
    "note": "the last evening",
    "deals": [
        {"declarer": "Aki", "bid": 100, "trump": "spades", "result": {"declarer_points": 100}},
        {"declarer": "Aki", "bid": 100, "trump": "spades", "result": {"declarer_points": 100}},
    ],
}
SUBSTITUTED = {  # from deal 2 Emi sits in Ben's seat: listed are the seats, not Emi
    "game": "ultimate",
    "players": ["Aki", "Ben", "Chie", "Dai"],
    "first_dealer": "Dai",
    "substitutions": [{"from_deal": 2, "out": "Ben", "in": "Emi"}],
    "deals": [
        {"declarer": "Ben", "bid": 60, "trump": "spades", "result": {"declarer_points": 60}},
        {"declarer": "Emi", "bid": 20, "trump": "hearts", "result": {"declarer_points": 30}},
    ],
}


def club(db: Path) -> list[int]:
    """A database like a club's: every game's example evening, one of them twice,
    a finished race, a substitute, an empty session, two archived, a league."""
    ids = []
    with open_store(str(db)) as store:
        for path in sorted(EXAMPLES.glob("*.json")):
            ids.append(store.create_session(json.loads(path.read_text(encoding="utf-8"))))
        ids.append(store.create_session(ULTIMATE_WON))
        ids.append(store.create_session(SUBSTITUTED))
        ids.append(store.create_session(dict(ULTIMATE_WON, deals=[], note=None)))
        ids.append(store.create_session(json.loads((EXAMPLES / "ulti.json").read_text("utf-8"))))
        store.archive_session(ids[1], True)
        store.archive_session(ids[-2], True)
        store.save_league(
            League(None, None, "Autumn", "ultimate", date(2026, 9, 1), date(2026, 12, 31))
        )
    return ids


def test_the_quick_list_is_the_stores_list(tmp_path):
    db = tmp_path / "club.sqlite"
    ids = club(db)
    with open_store(str(db)) as store:
        expected = store.list_sessions()
    quick = quick_session_list(str(db))
    assert quick == expected
    assert [info.id for info in quick] == sorted(ids, reverse=True)  # newest first
    assert sum(info.archived for info in quick) == 2
    won = next(info for info in quick if info.note == "the last evening")
    assert won.finished and won.deal_count == 2 and won.place == "Kissa Tsubame"
    substituted = next(info for info in quick if info.id == ids[-3])
    assert substituted.players == ("Aki", "Ben", "Chie", "Dai")
    assert quick_session_list(f"sqlite:///{db}") == expected  # a URL as the store takes it


def test_where_only_the_store_can_answer_the_quick_list_gives_way(tmp_path):
    db = tmp_path / "club.sqlite"
    assert quick_session_list(str(db)) is None  # no file yet: the store creates it
    assert not db.exists()  # and the quick read did not
    assert quick_session_list("sqlite://") is None  # in memory
    assert quick_session_list("postgresql+psycopg://u@127.0.0.1/db") is None  # a server
    club(db)
    journal_path(db).write_text("{}", encoding="utf-8")  # a restore the store finishes first
    assert quick_session_list(str(db)) is None
    journal_path(db).unlink()
    with sqlite3.connect(db) as raw:
        raw.execute("UPDATE alembic_version SET version_num = '0007'")  # an upgrade comes first
    assert quick_session_list(str(db)) is None
    with sqlite3.connect(db) as raw:
        raw.execute("UPDATE alembic_version SET version_num = '0008'")
        raw.execute("UPDATE sessions SET finished = NULL WHERE id = 1")  # before 0002: a replay
    assert quick_session_list(str(db)) is None
    other = tmp_path / "other.sqlite"
    other.write_bytes(b"not a database " * 100)
    assert quick_session_list(str(other)) is None


def test_the_quick_list_loads_no_storage_stack_and_no_rules(tmp_path):
    db = tmp_path / "club.sqlite"
    club(db)
    code = (
        "import sys\n"
        "from scorekeeper.storage.listing import quick_session_list\n"
        f"assert len(quick_session_list({str(db)!r})) == 9\n"
        "from scorekeeper_ui.entry.games import GAMES, game_title\n"
        "assert [game_title(g.id) for g in GAMES]\n"
        "print('\\n'.join(sorted(sys.modules)))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    modules = done.stdout.split()
    games = ("ulti", "pussi", "marjapussi", "huutopussi", "zwanzigerrufen", "ultimate")
    heavy = (
        "sqlalchemy",
        "sqlmodel",
        "alembic",
        "PySide6",
        *(f"scorekeeper.games.{g}" for g in games),
    )
    assert [m for m in modules if m.startswith(heavy)] == []
