"""The window's deal forms are built from each game's one description of its entry
fields (``GameSpec.entry``): a fresh form shows the description's fields in its
order (Tab visits them so), each labelled with its words, offering its choices in
its order, starting at its defaults. The window keeps its own layout (grids, the
typed Ulti contract) and keys; what a field says, offers and starts at is the
description's."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtWidgets import QCheckBox, QLabel, QWidget
from test_entry_edit import EXAMPLES

from scorekeeper.games import get_game
from scorekeeper.games.entry import EntryField
from scorekeeper.words.text import render
from scorekeeper_ui.entry.common import ChoiceBox, NumberEdit
from scorekeeper_ui.entry.editor import DealEditor
from scorekeeper_ui.widgets.i18n import Translations
from tests.ui.contexts import deal_context

# (game, its example's players and rules, the contract typed first: Ulti's Kontra
# levels are the components bid)
FORMS = [
    ("ulti", None, "40 ulti"),
    ("ulti", None, "betli"),
    ("marjapussi", None, None),
    ("huutopussi", None, None),
    ("huutopussi", {"card_values": "11-10-4-3-2"}, None),
    ("zwanzigerrufen", None, None),
    ("zwanzigerrufen", {"mondfang": "catcher_gains"}, None),
    ("ultimate", None, None),
    ("ultimate", {"partner_variant": True}, None),
]
IDS = [
    "ulti-40-100-ulti",
    "ulti-betli",
    "marjapussi",
    "huutopussi",
    "huutopussi-120-card-points",
    "zwanzigerrufen",
    "zwanzigerrufen-mond-players",
    "ultimate",
    "ultimate-partner-variant",
]


def fresh_editor(
    qtbot, game_id: str, rules: dict[str, Any] | None, contract: str | None
) -> DealEditor:
    players, example_rules, example = EXAMPLES[game_id]
    context = deal_context(game_id, players, example["dealer"], rules or example_rules)
    editor = DealEditor(context)
    qtbot.addWidget(editor)
    if contract is not None:
        editor.form.contract.setText(contract)
    return editor


def widgets(form: Any, f: EntryField) -> list[QWidget]:
    """The widgets the window registered for the field (a grid's, a key's, a
    defender's under ``path[i]``, ``path.key``)."""
    found = [
        w
        for path, w in form._fields.items()
        if path == f.path or path.startswith((f.path + ".", f.path + "["))
    ]
    return sorted(set(found), key=form.tab_chain().index)


def row_label(form: Any, widget: QWidget) -> str:
    """The form row's label as read (without its Alt+letter)."""
    label = form.layout_.labelForField(widget)
    text = label.text() if isinstance(label, QLabel) else ""
    suffix = re.fullmatch(r"(.*)\(&[A-Z]\)", text)  # "コントラ(&K)": no Latin letter of its own
    if suffix and not any(c.isascii() and c.isalpha() for c in suffix.group(1)):
        text = suffix.group(1)
    return text.replace("&", "")


def items(box: ChoiceBox) -> list[tuple[str, Any]]:
    return [(box.itemText(i), box.itemData(i)) for i in range(box.count())]


def shown_fields(form: Any, game_id: str) -> list[EntryField]:
    entry = get_game(game_id).entry
    assert entry is not None
    return [f for f in entry.fields if widgets(form, f)]


@pytest.mark.parametrize(("game_id", "rules", "contract"), FORMS, ids=IDS)
def test_the_form_shows_every_field_of_the_description_in_its_order(
    qtbot, game_id, rules, contract
):
    editor = fresh_editor(qtbot, game_id, rules, contract)
    form = editor.form
    entry = get_game(game_id).entry
    shown = shown_fields(form, game_id)
    # every field but the Kontra of a component not bid (Ulti: the contract says which)
    missing = [f.path for f in entry.fields if f not in shown]
    if game_id == "ulti":
        bid = [f"kontra.{c}" for c in form.row().components]
        assert all(p.startswith("kontra.") and p not in bid for p in missing), missing
        assert all(p in [f.path for f in shown] for p in bid)
    else:
        assert missing == []
    chain = form.tab_chain()
    firsts = [chain.index(widgets(form, f)[0]) for f in shown]
    assert firsts == sorted(firsts), [f.path for f in shown]


@pytest.mark.parametrize(("game_id", "rules", "contract"), FORMS, ids=IDS)
def test_each_field_says_the_descriptions_words_and_offers_its_choices(
    qtbot, game_id, rules, contract
):
    editor = fresh_editor(qtbot, game_id, rules, contract)
    form = editor.form
    for f in shown_fields(form, game_id):
        found = widgets(form, f)
        label = render(f.label)
        if f.kind == "check":
            assert found[0].text() == label, f.path
        elif f.kind != "list" and form.layout_.labelForField(found[0]) is not None:  # its row
            assert row_label(form, found[0]) == label, f.path
        if f.kind == "choice" and isinstance(found[0], ChoiceBox):  # not the typed contract
            words = [(render(c.word), c.value) for c in f.choices]
            assert items(found[0]) == words, f.path
        if f.kind == "player":
            offered = items(found[0])
            nobody = [] if f.nobody is None else [(render(f.nobody), None)]
            assert offered[: len(nobody)] == nobody, f.path
            assert all(text == value in form.players for text, value in offered[len(nobody) :])
        if f.kind == "keys":  # Ulti's marriages: a box per suit, in the description's order
            line = found[0].parentWidget()
            boxes = line.findChildren(QCheckBox)
            assert [w.text() for w in boxes] == [render(k) for k in f.key_words]
            assert row_label(form, line) == label
        if f.kind == "list":  # Pussi's marriages: a row per suit, in its order
            rows = [row_label(form, w) for w in found]
            assert rows == [f"{label}: {render(k)}" for k in f.key_words]


@pytest.mark.parametrize(("game_id", "rules", "contract"), FORMS, ids=IDS)
def test_a_fresh_form_starts_at_the_descriptions_defaults(qtbot, game_id, rules, contract):
    editor = fresh_editor(qtbot, game_id, rules, contract)
    form = editor.form
    values = {}
    for f in shown_fields(form, game_id):
        first = widgets(form, f)[0]
        value = first.value() if isinstance(first, ChoiceBox | NumberEdit) else None
        values[f.path] = value
        if f.default is not None:
            assert value == f.default, f.path
        if f.default_from == "first_bidder":
            assert value == form.bidders()[0], f.path
        if f.default_from == "declarer":  # Ulti: the soloist takes the last trick
            assert value == values["soloist"], f.path
        if f.default_from == "declarer_side":
            assert value == form.side_of(values["declarer"]), f.path


@pytest.mark.parametrize(
    ("rules", "total"),
    [({}, 140), ({"card_values": "11-10-4-3-2"}, 120)],
    ids=["huutopussi-140", "huutopussi-finnish-common-120"],
)
def test_the_other_sides_card_points_come_from_the_descriptions_total(qtbot, rules, total):
    """docs/rules/huutopussi.md: A 10, 10 10, K Q J 5 make 140; under the house rule
    card_values 11-10-4-3-2 the pack is 120. 100 typed for one side leaves the rest."""
    editor = fresh_editor(qtbot, "huutopussi", rules, None)
    form = editor.form
    qtbot.keyClicks(form.points[0], "100")
    assert form.points[1].text() == str(total - 100)


@pytest.fixture
def japanese(qapp):
    translations = Translations()
    translations.install(qapp, "ja")
    yield
    translations.install(qapp, "en")


def test_labels_are_the_descriptions_words_in_the_windows_language(qtbot, japanese):
    """The core's Japanese catalog says them; a label without Latin letters takes its
    Alt+letter from the English one, after it."""
    editor = fresh_editor(qtbot, "zwanzigerrufen", None, None)
    form = editor.form
    assert row_label(form, form.called) == "呼んだタロック"
    kontra = form.layout_.labelForField(form.kontra["game"]).text()
    assert kontra == "ゲームへのコントラ（倍付け）(&K)"
