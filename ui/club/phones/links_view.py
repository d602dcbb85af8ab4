"""The links on screen: for each table its follow and score link, then the
organiser's, each as a card with its caption, its QR code big enough to scan
from a phone, the link itself (selectable) and a Copy button."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from scorekeeper_ui.club.phones.codes import qr_image

COLUMNS = 2  # cards to a row: a table's follow and score link side by side


class LinkCard(QFrame):
    """One link: caption, QR code, URL, Copy."""

    def __init__(self, caption: str, url: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.url = url
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.caption = QLabel(caption, self)
        font = self.caption.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.caption.setFont(font)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.image = qr_image(url)
        self.code = QLabel(self)
        self.code.setPixmap(QPixmap.fromImage(self.image))
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.link = QLabel(url, self)
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.link.setWordWrap(True)
        self.link.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.copy = QPushButton(QCoreApplication.translate("Phones", "Copy the link"), self)
        layout = QVBoxLayout(self)
        for widget in (self.caption, self.code, self.link, self.copy):
            layout.addWidget(widget)
        self.copy.clicked.connect(self._on_copy)

    def _on_copy(self) -> None:
        QGuiApplication.clipboard().setText(self.url)


class LinksView(QScrollArea):
    """The cards of the links shown (:meth:`set_links`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.cards: list[LinkCard] = []
        self._shown: tuple[tuple[str, str], ...] = ()
        self._inner = QWidget()
        self._grid = QGridLayout(self._inner)
        self.setWidget(self._inner)

    def set_links(self, links: Sequence[tuple[str, str]]) -> None:
        """Show ``links`` as (caption, URL); the same ones again: nothing is redrawn."""
        if tuple(links) == self._shown:
            return
        self._shown = tuple(links)
        for card in self.cards:
            self._grid.removeWidget(card)
            card.hide()
            card.deleteLater()
        self.cards = [LinkCard(caption, url, self._inner) for caption, url in links]
        for i, card in enumerate(self.cards):
            self._grid.addWidget(card, i // COLUMNS, i % COLUMNS)
