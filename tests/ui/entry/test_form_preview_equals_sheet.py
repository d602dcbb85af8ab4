"""Every deal of every example evening, opened in the deal form at its position
(the session's context for it, its record shown as the edit form shows it),
previews exactly the row the score sheet holds: the same deltas and totals
after, the same breakdown, warnings and double round, in the labels the player
reads."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper.session.replay import replay_json
from scorekeeper.sheet import score_sheet
from scorekeeper_ui.entry.editor import DealEditor
from scorekeeper_ui.widgets.i18n import show

EXAMPLES = sorted((Path(__file__).parents[3] / "resources" / "examples").glob("*.json"))


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_the_form_previews_each_row_of_the_sheet(qtbot, path):
    raw = json.loads(path.read_text(encoding="utf-8"))
    result = replay_json(raw)
    printed = score_sheet(result)
    for k, (stored, row) in enumerate(zip(raw["deals"], result.rows, strict=True)):
        editor = DealEditor(result.context(k))
        qtbot.addWidget(editor)
        editor.set_record({"dealer": row.deal.table.dealer} | stored)
        assert editor.is_valid(), f"deal {k}: {editor.error.text()}"
        sheet = (row.outcome.deltas, row.outcome.lines, row.warnings, row.double_round, row.totals)
        shown = editor.row
        assert (shown.outcome.deltas, shown.outcome.lines, shown.warnings) == sheet[:3], k
        assert (shown.double_round, shown.totals) == sheet[3:], f"deal {k}"
        preview, cells = editor.preview, printed.rows[k]
        players = result.record.players
        assert preview.delta_texts() == {p: cells.delta_text(i) for i, p in enumerate(players)}
        assert {p: t.text() for p, t in preview.totals.items()} == {
            p: cells.total_text(i) for i, p in enumerate(players)
        }
        assert preview.marks.text() == " · ".join(show(m) for m in cells.marks)
        assert preview.breakdown.text() == "\n\n".join(show(x) for x in row.outcome.lines)
        assert preview.warnings.text() == "\n".join(show(w) for w in row.warnings)
