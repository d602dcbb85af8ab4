"""Presets (scorekeeper/session/presets.py): a session starts from a named tradition; the
record's ``rules`` still hold every option in force, ``preset`` names where the
table started, and every output says the preset and the options changed from it.

The mechanism is tested on a tradition made here (Huutopussi with läpäri on
taking no trick), so that these tests do not depend on which presets the games
declare; every declared preset is checked by ``test_every_declared_preset``."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from typing import Any

import pytest

from scorekeeper.errors import Code, RecordError
from scorekeeper.export.sheet import build_sheet
from scorekeeper.games import GAME_IDS, get_game
from scorekeeper.games import huutopussi as huutopussi_module
from scorekeeper.games.base import Preset
from scorekeeper.session import presets
from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import replay_json
from scorekeeper.sheet import score_sheet
from scorekeeper.sheet.plain import sheet_text
from scorekeeper.words.text import Msg, render

# As in tests/session/test_rule_changes.py: Aino (with Helmi) declares 100, takes 140 card
# points, the last trick and eight tricks; Eero and Onni take one trick of no points.
LAPARI_DEAL = {
    "declarer": "Aino",
    "bid": 100,
    "contract": 100,
    "result": {"card_points": [140, 0], "last_trick": 0, "tricks": [8, 1], "marriages": []},
}
TRICKS = Preset("by_tricks", Msg("Läpäri by tricks"), "a test's tradition", {"lapari": "tricks"})


@pytest.fixture(autouse=True)
def tradition(monkeypatch: pytest.MonkeyPatch) -> None:
    spec = dataclasses.replace(huutopussi_module.SPEC, presets=(TRICKS,))
    monkeypatch.setattr(huutopussi_module, "SPEC", spec)


def session(**fields: Any) -> dict[str, Any]:
    return {
        "game": "huutopussi",
        "players": ["Aino", "Eero", "Helmi", "Onni"],
        "first_dealer": "Onni",
        "deals": [LAPARI_DEAL, LAPARI_DEAL],
        **fields,
    }


def test_the_preset_names_the_start_and_the_rules_hold_what_is_in_force() -> None:
    # The declarers make 140 + 20 = 160 >= 100: +100 each deal. Under läpäri by
    # tricks the opponents took a trick, so no läpäri: they score their 0 points.
    record = session(preset="by_tricks", rules={"lapari": "tricks"})
    result = replay_json(record)
    assert result.totals == {"Aino": 200, "Eero": 0, "Helmi": 200, "Onni": 0}
    out = result.to_json()
    assert out["preset"] == {"key": "by_tricks", "changed": {}}
    # A copy that ignores ``preset`` scores the same: the rules say it all.
    ignored = {k: v for k, v in record.items() if k != "preset"}
    assert replay_json(ignored).totals == result.totals
    assert parse_session(record).to_json()["preset"] == "by_tricks"  # kept as entered


def test_an_option_set_back_from_the_preset_is_a_changed_option() -> None:
    # Preset läpäri by tricks, but the rules say the seed's (points): läpäri on 0
    # points, so the opponents score minus the bid, -100 a deal.
    result = replay_json(session(preset="by_tricks"))
    assert result.totals == {"Aino": 200, "Eero": -200, "Helmi": 200, "Onni": -200}
    assert result.to_json()["preset"] == {"key": "by_tricks", "changed": {"lapari": "points"}}


def test_a_record_without_preset_prints_as_the_spec_says() -> None:
    out = replay_json(session(rules={"lapari": "tricks"})).to_json()
    assert "preset" not in out
    assert parse_session(session()).preset.key == "seed"


def test_the_seed_preset_may_be_named() -> None:
    out = replay_json(session(preset="seed", rules={"lapari": "tricks"})).to_json()
    assert out["preset"] == {"key": "seed", "changed": {"lapari": "tricks"}}


@pytest.mark.parametrize("bad", ["hu_tournament", "", 7, None, ["by_tricks"]])
def test_an_unknown_preset_is_refused_naming_the_field(bad: Any) -> None:
    with pytest.raises(RecordError) as err:
        parse_session(session(preset=bad))
    assert err.value.field == "preset"
    assert err.value.code == Code.NOT_CHOICE
    assert "seed" in err.value.reason and "by_tricks" in err.value.reason


def test_settle_refuses_an_unknown_preset_without_a_traceback(tmp_path: Any) -> None:
    # The real registry (no monkeypatch in a subprocess): Ultimate declares no presets.
    record = {
        "game": "ultimate",
        "players": ["A", "B", "C"],
        "first_dealer": "C",
        "preset": "nonsense",
        "deals": [],
    }
    path = tmp_path / "s.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "scorekeeper.cli.main", "settle", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 2
    assert run.stderr.startswith("preset: ")
    assert "Traceback" not in run.stderr


def test_the_sheet_says_the_preset_and_marks_each_rule() -> None:
    sheet = score_sheet(replay_json(session(preset="by_tricks")))
    assert render(sheet.preset) == "Preset: Läpäri by tricks (changed: Läpäri: points)"
    lapari = next(r for r in sheet.rules if r.key == "lapari")
    assert lapari.changed  # changed from the preset's value...
    assert render(lapari.mark) == "changed (Läpäri by tricks: tricks)"
    kept = score_sheet(replay_json(session(preset="by_tricks", rules={"lapari": "tricks"})))
    lapari = next(r for r in kept.rules if r.key == "lapari")
    assert not lapari.changed and render(lapari.mark) == "Läpäri by tricks"
    assert render(kept.preset) == "Preset: Läpäri by tricks"
    others = [r for r in kept.rules if r.key != "lapari"]
    assert all(render(r.mark) == "default" for r in others)


def test_without_a_preset_the_sheet_marks_changes_from_the_defaults() -> None:
    sheet = score_sheet(replay_json(session(rules={"lapari": "tricks"})))
    assert render(sheet.preset) == "Preset: Standard rules (changed: Läpäri: tricks)"
    lapari = next(r for r in sheet.rules if r.key == "lapari")
    assert lapari.changed and render(lapari.mark) == "changed (default points)"


def test_show_and_the_pdf_say_the_preset() -> None:
    result = replay_json(session(preset="by_tricks"))
    text = sheet_text(score_sheet(result))
    assert "Preset: Läpäri by tricks (changed: Läpäri: points)" in text
    printed = build_sheet(result)
    assert printed.preset == "Preset: Läpäri by tricks (changed: Läpäri: points)"
    japanese = build_sheet(result, language="ja")
    assert japanese.preset.startswith("プリセット: ")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_declared_preset(game_id: str) -> None:
    """Each preset of each game: well formed (known options, values in range,
    changing something), and a session started from it names it in ``settle``."""
    game = get_game(game_id)
    presets.check_presets(game)
    for preset in game.presets:
        assert preset.source.strip() and render(preset.title, "ja") != ""
        rules = presets.overrides(game.options, presets.preset_rules(game, preset))
        assert presets.changed_options(game, preset, presets.preset_rules(game, preset)) == {}
        assert presets.get_preset(game, preset.key) is preset
        assert rules  # what the record's ``rules`` hold under it


@pytest.mark.parametrize("language", ["en", "ja", "hu", "fi", "de"])
def test_show_refuses_in_its_language(tmp_path: Any, language: str) -> None:
    """``show --language``: the refusal is said in that language (the field's name
    stays the record's). Ultimate has only the seed's preset."""
    record = {"game": "ultimate", "players": ["A", "B", "C"], "first_dealer": "C"}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(record | {"preset": "nonsense"}), encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "scorekeeper.cli.main", "show", str(path), "--language", language],
        capture_output=True,
        text=True,
        check=False,
    )
    reason = Msg("{value} is not one of {allowed}", value='"nonsense"', allowed='"seed"')
    assert run.returncode == 2
    assert run.stderr == f"preset: {render(reason, language)}\n"
    assert language == "en" or "is not one of" not in run.stderr
