"""The settings dialog: the language (the window is rebuilt in it on OK) and
whether to check for new versions (:mod:`ui.app.updates`).
Light and dark colours are not a setting: the app follows the system palette."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from scorekeeper_ui.widgets.choice_box import SearchComboBox
from scorekeeper_ui.widgets.settings import LANGUAGES, AppSettings


class SettingsDialog(QDialog):
    """Language choice; the window is rebuilt in the new language on OK."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.setWindowTitle(self.tr("Settings"))
        self.language = SearchComboBox()
        self.language.addItem("English", "en")
        self.language.addItem("日本語 (Japanese)", "ja")
        self.language.addItem("Magyar (Hungarian)", "hu")
        self.language.addItem("Suomi (Finnish)", "fi")
        self.language.addItem("Deutsch (German)", "de")
        self.language.setCurrentIndex(max(0, LANGUAGES.index(settings.language())))
        self.check_updates = QCheckBox(self.tr("&Check for new versions"))
        self.check_updates.setToolTip(
            self.tr(
                "At most once a day, when Scorekeeper starts on the welcome screen: "
                "one question to the project's release page, never during a game."
            )
        )
        self.check_updates.setChecked(settings.check_updates())
        form = QFormLayout()
        form.addRow(self.tr("&Language:"), self.language)
        form.addRow("", self.check_updates)
        note = QLabel(
            self.tr(
                "The window switches language as soon as you press OK. "
                "Colours follow the system's light or dark setting."
            )
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)
        buttons.accepted.connect(self._on_accepted)
        buttons.rejected.connect(self.reject)

    def chosen_language(self) -> str:
        return str(self.language.currentData())

    def _on_accepted(self) -> None:
        self._settings.set_check_updates(self.check_updates.isChecked())
        self._settings.set_language(self.chosen_language())
        self.accept()
