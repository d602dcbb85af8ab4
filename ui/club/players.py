"""The Players dialog (Club ▸ Players…): everyone who played, as people.

The list shows each person's name, note, the sessions they played in and when
they last played. The selected person can be renamed (F2, with a note: the
sessions already played keep the names as written, ``docs/storage.md``,
"People"), given a note that tells two people of the same name apart, or merged
into another entry of the same person (a typo "Bela" next to "Béla"; asked
first, through :mod:`ui.widgets.dialogs`). The store refuses what cannot be (a name and
note another person has, a name that is not valid text, two people of one session): the
reason is shown and nothing is written; a refused name or note is said in its form, the
field at fault outlined, and the form stays open as typed. Each change emits
``changed``; the window reads the names it suggests from the store whenever a form
opens, so they follow at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.errors import RecordError
from scorekeeper.session.store import Person, SessionStore
from scorekeeper_ui.widgets import crash, dialogs
from scorekeeper_ui.widgets.i18n import describe
from scorekeeper_ui.widgets.palette import error_colour, invalid_style

_Index = QModelIndex | QPersistentModelIndex
COLUMNS = 4


class PeopleModel(QAbstractTableModel):
    """Columns: name, note, sessions, last played."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._people: list[Person] = []

    def set_people(self, people: Sequence[Person]) -> None:
        self.beginResetModel()
        self._people = list(people)
        self.endResetModel()

    def person(self, row: int) -> Person | None:
        return self._people[row] if 0 <= row < len(self._people) else None

    def row_of(self, uuid: str) -> int | None:
        rows = [row for row, p in enumerate(self._people) if p.uuid == uuid]
        return rows[0] if rows else None

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._people)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else COLUMNS

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        titles = (self.tr("Name"), self.tr("Note"), self.tr("Sessions"), self.tr("Last played"))
        return titles[section] if 0 <= section < len(titles) else None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        person = self.person(index.row()) if index.isValid() else None
        if person is None or not 0 <= index.column() < COLUMNS:
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 2:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and person.former:
            return self.tr("Formerly: {names}").format(names=", ".join(person.former))
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        last = f"{person.last_played:%Y-%m-%d}" if person.last_played else ""
        return (person.name, person.note, str(person.sessions), last)[index.column()]


class PersonDialog(QDialog):
    """A person's name and note, to rename them or set the note. OK hands them to
    ``save``; what it refuses is said under the form (``name: not valid text``)
    with the field outlined, and the form stays open as typed."""

    def __init__(
        self,
        person: Person,
        title: str,
        parent: QWidget | None = None,
        *,
        save: Callable[[str, str], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self._save = save
        self.name = QLineEdit(person.name)
        self.note = QLineEdit(person.note)
        self.note.setPlaceholderText(self.tr("tells two people of the same name apart"))
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("N&ote:"), self.note)
        hint = QLabel(self.tr("Sessions already played keep the name as it was written."))
        hint.setWordWrap(True)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"QLabel {{ color: {error_colour(self.palette()).name()}; }}")
        self.error.hide()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

    def accept(self) -> None:
        """Saved, then closed; refused, the form stays as typed."""
        if self._save is not None:
            try:
                self._save(self.name.text(), self.note.text())
            except RecordError as err:
                self._refused(err)
                return
            except Exception as err:  # storage: read-only, busy, gone; else a bug: ui.crash
                title = QCoreApplication.translate("PlayersDialog", "The change was not saved")
                crash.show_failure(self, title, err)
                return
        super().accept()

    def _refused(self, err: RecordError) -> None:
        for field in (self.name, self.note):
            field.setStyleSheet("")
        self.error.setText(describe(err))
        self.error.show()
        field = self.note if err.field == "note" else self.name
        field.setStyleSheet(invalid_style(self.palette()))
        field.setFocus()


class MergeDialog(QDialog):
    """Choose the entry the selected one is merged into."""

    def __init__(self, gone: Person, others: Sequence[Person], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Merge {name} into…").format(name=gone.label()))
        self.others = list(others)
        self.into = QComboBox()
        for person in self.others:
            self.into.addItem(_described(person), person.uuid)
        form = QFormLayout()
        form.addRow(self.tr("&Into:"), self.into)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

    def chosen(self) -> Person | None:
        index = self.into.currentIndex()
        return self.others[index] if 0 <= index < len(self.others) else None


def _described(person: Person) -> str:
    return QCoreApplication.translate("MergeDialog", "{person} (sessions: {n})").format(
        person=person.label(), n=person.sessions
    )


class PlayersDialog(QDialog):
    """Arrows choose a person; F2 renames, Ctrl+M merges into another entry,
    Alt+O sets the note; Escape closes."""

    changed = Signal()

    def __init__(self, store: SessionStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Players"))
        self._store = store
        self.editor: QDialog | None = None  # the form opened last (tests drive it)
        self.model = PeopleModel(self)
        self.view = QTableView()
        self._build()
        self._connect()
        self.refresh()
        self.view.setFocus()

    def _build(self) -> None:
        view = self.view
        view.setModel(self.model)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.verticalHeader().hide()
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.rename_button = QPushButton(self.tr("&Rename…"))
        self.note_button = QPushButton(self.tr("N&ote…"))
        self.merge_button = QPushButton(self.tr("&Merge into…"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        for button in (self.rename_button, self.note_button, self.merge_button):
            button.setAutoDefault(False)
            self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addWidget(view)
        layout.addWidget(self.buttons)
        self.resize(620, 420)

    def _connect(self) -> None:
        self.buttons.rejected.connect(self.reject)
        self.rename_button.clicked.connect(lambda: self._on_edit(rename=True))
        self.note_button.clicked.connect(lambda: self._on_edit(rename=False))
        self.merge_button.clicked.connect(self._on_merge)
        QShortcut(QKeySequence(Qt.Key.Key_F2), self, lambda: self._on_edit(rename=True))
        QShortcut(QKeySequence("Ctrl+M"), self, self._on_merge)
        writable = self._store.read_only is None
        for button in (self.rename_button, self.note_button, self.merge_button):
            button.setEnabled(writable)

    def refresh(self, select: str | None = None) -> None:
        """The list again from the store, the person ``select`` (a uuid) selected."""
        row = self.view.currentIndex().row()
        self.model.set_people(self._store.people())
        found = None if select is None else self.model.row_of(select)
        count = self.model.rowCount()
        if count:
            self.view.selectRow(found if found is not None else min(max(row, 0), count - 1))

    def selected(self) -> Person | None:
        return self.model.person(self.view.currentIndex().row())

    # ----- slots -----
    def _on_edit(self, *, rename: bool) -> None:
        person = self.selected()
        if person is None or self._store.read_only is not None:
            return
        title = self.tr("Rename {name}") if rename else self.tr("Note for {name}")
        editor = PersonDialog(
            person,
            title.format(name=person.label()),
            self,
            save=lambda name, note: self._save_person(person, name, note),
        )
        (editor.name if rename else editor.note).setFocus()
        (editor.name if rename else editor.note).selectAll()
        self._open(editor)

    def _save_person(self, person: Person, name: str, note: str) -> None:
        """The name and note typed for ``person``, written (``RecordError``: refused,
        nothing written; the form says why)."""
        if name.strip() == person.name:
            changed = self._store.set_note(person.uuid, note)
        else:
            changed = self._store.rename_person(person.uuid, name, note)
        self._changed(changed.uuid)

    def _on_merge(self) -> None:
        gone = self.selected()
        if gone is None or self._store.read_only is not None:
            return
        others = [p for p in self.model_people() if p.uuid != gone.uuid]
        if not others:
            return
        others.sort(key=lambda p: (p.name != gone.name, p.name, p.note))  # namesakes first
        editor = MergeDialog(gone, others, self)
        editor.into.setFocus()
        editor.accepted.connect(lambda: self._on_merge_chosen(gone, editor.chosen()))
        self._open(editor)

    def _on_merge_chosen(self, gone: Person, keep: Person | None) -> None:
        if keep is None:
            return
        text = self.tr(
            "Merge {gone} into {keep}? The sessions {gone} played become {keep}'s; "
            "the score sheets keep the names as they were written."
        ).format(gone=gone.label(), keep=keep.label())
        if not dialogs.confirm(self, self.tr("Merge players"), text):
            return
        try:
            merged = self._store.merge_people(keep.uuid, gone.uuid)
        except Exception as err:  # RecordError (two people of one session), storage
            crash.show_failure(self, self.tr("The players were not merged"), err)
            return
        self._changed(merged.uuid)

    def model_people(self) -> list[Person]:
        return [p for row in range(self.model.rowCount()) if (p := self.model.person(row))]

    def _changed(self, uuid: str) -> None:
        self.refresh(select=uuid)
        self.changed.emit()

    def _open(self, editor: QDialog) -> None:
        self.editor = editor
        editor.finished.connect(editor.deleteLater)
        editor.open()
