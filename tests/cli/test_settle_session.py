"""`scorekeeper settle` of a session prints every deal as the sheet records it,
words in English (the JSON's language), warnings included."""

from __future__ import annotations

import json

from scorekeeper.cli.main import main

# docs/rules/ultimate.md "Scoring one deal": made → declarer +bid.
#   deal 1, Dai deals (first_dealer): Aki bids 45, takes 52 → Aki +45
#   deal 2, the rotation gives Aki, but the record says Ben dealt: taken as written,
#     with a warning; Ben bids 60, takes 60 → Ben +60. Next dealer after Ben: Chie.
SESSION = {
    "game": "ultimate",
    "players": ["Aki", "Ben", "Chie", "Dai"],
    "first_dealer": "Dai",
    "deals": [
        {"declarer": "Aki", "bid": 45, "trump": "spades", "result": {"declarer_points": 52}},
        {
            "dealer": "Ben",
            "declarer": "Ben",
            "bid": 60,
            "trump": "hearts",
            "result": {"declarer_points": 60},
        },
    ],
}


def test_a_dealer_against_the_rotation_is_a_warning_in_the_output(capsys, tmp_path):
    path = tmp_path / "session.json"
    path.write_text(json.dumps(SESSION), encoding="utf-8")
    code = main(["settle", str(path)])
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    result = json.loads(out)
    assert result["totals"] == {"Aki": 45, "Ben": 60, "Chie": 0, "Dai": 0}
    assert [d["dealer"] for d in result["deals"]] == ["Dai", "Ben"]
    assert "warnings" not in result["deals"][0]
    assert result["deals"][1]["warnings"] == ["dealer Ben differs from the rotation (Aki)"]
    assert all(isinstance(line, str) for d in result["deals"] for line in d["lines"])
    assert result["next_dealer"] == "Chie"
