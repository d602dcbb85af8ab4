"""Four tables record an evening each into one database at the same time (issue 12,
"Done when"): on one PostgreSQL database and on one SQLite file, nothing is lost
and no table sees an error.

Each table is its own process (``python -c``, as four laptops would be), with its
own store. They open the database, say they are ready and wait for one start
signal, so their writes really overlap: each starts its session and records its
twelve deals one by one. Tables 1 and 2 seat the same two new people, and so do
tables 3 and 4, each pair in a different order, so the inserts of new players race.

Afterwards: every process exited 0 with nothing on standard error; each session
holds its twelve deals, exactly as entered, in order; each replays to the totals
worked by hand below; every person is in the players table once.

Ulti (``docs/rules/ulti.md``), three at the table, every deal a parti in acorns
(value 1): made (the soloist takes 60 of 90, more than the defenders' 30) → each
defender pays the soloist 1: soloist +2, defenders −1 each; lost (30 against 60)
→ soloist −2, defenders +1 each. No marriages, no trump 7 in the last trick and
the aces split, so no silent bonus. The soloist is ``players[k % 3]`` in deal k.

Marjapussi (``docs/rules/marjapussi.md``): side 0 = seats 1 and 3, side 1 = seats
2 and 4; the declarer is ``players[k % 4]``, so side ``k % 2`` declares deal k,
contract 120. Made: the declarers take 100 card points and the last trick (120 ≥
120) → +120, the opponents their 20 → +20. Missed: 60 card points each, the
opponents take the last trick → declarers −120, opponents 60 + 20 = 80 → +80.
Both partners of a side get the side's score; the totals run across games.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from sqlalchemy import text

from scorekeeper.storage import open_store
from tests.storage.storage_records import entered_deals

DEALS = 12
HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent


def parti(soloist: str, defenders: list[str], made: bool) -> dict[str, Any]:
    points = 60 if made else 30
    return {
        "soloist": soloist,
        "contract": ["parti"],
        "trump": "acorns",
        "result": {
            "soloist_points": points,
            "soloist_tricks": points // 10,
            "marriages": {"soloist": [], "defenders": []},
            "last_trick": {"winner": soloist if made else defenders[0], "trump_seven": None},
            "trump_seven_early": False,
            "aces": "split",
        },
    }


def ulti_evening(players: list[str], made: Any) -> dict[str, Any]:
    deals = []
    for k in range(DEALS):
        soloist = players[k % 3]
        deals.append(parti(soloist, [p for p in players if p != soloist], made(k)))
    return {"game": "ulti", "players": players, "first_dealer": players[2], "deals": deals}


def marja(players: list[str], k: int, made: bool) -> dict[str, Any]:
    side = k % 2
    points, tricks = [0, 0], [0, 0]
    points[side], points[1 - side] = (100, 20) if made else (60, 60)
    tricks[side], tricks[1 - side] = (7, 2) if made else (4, 5)
    return {
        "declarer": players[k % 4],
        "bid": 120,
        "contract": 120,
        "kontra": 0,
        "result": {
            "card_points": points,
            "last_trick": side if made else 1 - side,
            "tricks": tricks,
            "marriages": [],
        },
    }


def marjapussi_evening(players: list[str], made: Any) -> dict[str, Any]:
    deals = [marja(players, k, made(k)) for k in range(DEALS)]
    return {"game": "marjapussi", "players": players, "first_dealer": players[3], "deals": deals}


EVENINGS = [
    # Table 1: Zsófi makes her 4 partis (k = 0, 3, 6, 9), Gábor 2 of his 4 (k = 1, 7 made;
    # k = 4, 10 lost), Anna none of hers (k = 2, 5, 8, 11).
    #   as soloist: Zsófi +8, Gábor +4 − 4 = 0, Anna −8;
    #   as defender: Zsófi against Gábor 2 made, 2 lost (0) and Anna 4 lost (+4): +4;
    #   Gábor against Zsófi 4 made (−4) and Anna 4 lost (+4): 0;
    #   Anna against Zsófi (−4) and Gábor (0): −4.
    #   Totals: Zsófi 12, Gábor 0, Anna −12 (sum 0).
    (
        ulti_evening(["Zsófi", "Gábor", "Anna"], lambda k: k % 3 == 0 or k in (1, 7)),
        {"Zsófi": 12, "Gábor": 0, "Anna": -12},
    ),
    # Table 2: the same two new people, seated in the other order, and Béla; Béla (k % 3
    # == 2) loses all his 4 partis, the others make all theirs.
    #   as soloist: Gábor +8, Zsófi +8, Béla −8;
    #   as defender: Gábor against Zsófi (−4) and Béla (+4): 0; Zsófi likewise 0;
    #   Béla against Gábor (−4) and Zsófi (−4): −8.
    #   Totals: Gábor 8, Zsófi 8, Béla −16 (sum 0).
    (
        ulti_evening(["Gábor", "Zsófi", "Béla"], lambda k: k % 3 != 2),
        {"Gábor": 8, "Zsófi": 8, "Béla": -16},
    ),
    # Table 3: side 0 (Réka, Helmi) declares the even deals and makes all 6, side 1
    # (Onni, Eero) the odd ones and misses all 6.
    #   side 0: 6 × 120 + 6 × 80 = 1200; side 1: 6 × 20 + 6 × (−120) = −600.
    (
        marjapussi_evening(["Réka", "Onni", "Helmi", "Eero"], lambda k: k % 2 == 0),
        {"Réka": 1200, "Helmi": 1200, "Onni": -600, "Eero": -600},
    ),
    # Table 4: Réka and Onni again, in the other order. Deal k is made unless k % 3 == 2
    # (deals k = 2, 5, 8, 11 missed: by side 0, 1, 0, 1).
    #   side 0 (Onni, Aino) declares k = 0, 2, 4, 6, 8, 10: +120 −120 +120 +120 −120 +120
    #   = 240; as opponents on k = 1, 3, 5, 7, 9, 11: 20 + 20 + 80 + 20 + 20 + 80 = 240;
    #   total 480. Side 1 (Réka, Väinö) declares k = 1, 3, 5, 7, 9, 11: +120 +120 −120
    #   +120 +120 −120 = 240; as opponents on the even deals: 20 + 80 + 20 + 20 + 80 + 20
    #   = 240; total 480.
    (
        marjapussi_evening(["Onni", "Réka", "Aino", "Väinö"], lambda k: k % 3 != 2),
        {"Onni": 480, "Aino": 480, "Réka": 480, "Väinö": 480},
    ),
]
PEOPLE = {"Zsófi", "Gábor", "Anna", "Béla", "Réka", "Onni", "Helmi", "Eero", "Aino", "Väinö"}


def table(url: str, evening_json: str, folder: str, number: int) -> None:
    """One table (run in its own process): open the database, say it is ready,
    wait for the start, start the session and record its deals one by one."""
    evening = json.loads(evening_json)
    deals = evening.pop("deals")
    with open_store(url) as store:
        Path(folder, f"ready-{number}").touch()
        go = Path(folder, "go")
        deadline = time.monotonic() + 60
        while not go.exists() and time.monotonic() < deadline:
            time.sleep(0.002)
        session_id = store.create_session(evening)
        for deal in deals:
            store.add_deal(session_id, deal)
    print(session_id)


SCRIPT = "import sys, test_tables_at_once as t; t.table(*sys.argv[1:4], int(sys.argv[4]))"


def test_four_tables_record_an_evening_each_at_once(db_url: str, tmp_path: Path) -> None:
    open_store(db_url).close()  # the database exists before the tables come
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(HERE), str(ROOT)])}
    tables = [
        subprocess.Popen(
            [sys.executable, "-c", SCRIPT, db_url, json.dumps(evening), str(tmp_path), str(n)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for n, (evening, _totals) in enumerate(EVENINGS)
    ]
    deadline = time.monotonic() + 120
    while len(list(tmp_path.glob("ready-*"))) < len(tables) and time.monotonic() < deadline:
        if any(t.poll() is not None for t in tables):
            break  # one ended before it was ready: its output says why
        time.sleep(0.01)
    (tmp_path / "go").touch()
    finished = [t.communicate(timeout=180) for t in tables]
    assert [(t.returncode, err) for t, (_, err) in zip(tables, finished, strict=True)] == [
        (0, "")
    ] * len(tables)
    session_ids = [int(out) for out, _ in finished]

    with open_store(db_url) as store:
        for session_id, (evening, totals) in zip(session_ids, EVENINGS, strict=True):
            stored = entered_deals(store.session_json(session_id))
            assert stored == evening["deals"]  # all, in order
            assert store.session_json(session_id)["players"] == evening["players"]
            result = store.result(session_id)
            assert len(result.rows) == DEALS
            assert dict(result.totals) == totals
            assert store.tally(session_id).totals == result.totals
        assert len(store.list_sessions()) == len(EVENINGS)
        with store._engine.connect() as db:
            names = db.execute(text("SELECT name FROM players")).scalars().all()
    assert sorted(names) == sorted(PEOPLE)  # each person once
