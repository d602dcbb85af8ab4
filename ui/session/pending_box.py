"""The open session's pending deals on the laptop (issue 26): deals entered on a
phone that wait for an opponent's Accept. They are not in the sheet; this box,
under the totals, says each one in words (as the session's next deal now), who
is to accept it and the phone it came from. Hidden while none waits."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from scorekeeper.sheet.phones import PendingLine, device_words
from scorekeeper_ui.widgets.i18n import describe, show


class PendingBox(QFrame):
    """The pending deals of the open session (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pending")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.heading = QLabel(self)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.lines = QLabel(self)
        self.lines.setWordWrap(True)
        self.lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.heading)
        layout.addWidget(self.lines)
        self.hide()

    def set_lines(self, lines: Sequence[PendingLine]) -> None:
        """Show ``lines`` (none: the box hides)."""
        self.setVisible(bool(lines))
        self.heading.setText(
            QCoreApplication.translate(
                "PendingBox", "Entered on phones, waiting for an opponent to accept: {n}"
            ).format(n=len(lines))
        )
        self.lines.setText("\n".join(pending_text(line) for line in lines))


def pending_text(line: PendingLine) -> str:
    """One pending deal in words: what it is, then who entered it, from where."""
    stored = line.pending.created_at.replace(tzinfo=UTC)  # kept as naive UTC
    source = QCoreApplication.translate("PendingBox", "entered at {time} on {device}").format(
        time=stored.astimezone().strftime("%H:%M"), device=show(device_words(line.pending.device))
    )
    if line.row is None:
        assert line.refused is not None
        text = QCoreApplication.translate(
            "PendingBox", "• no longer fits as the next deal: {why} ({source})"
        )
        return text.format(why=describe(line.refused), source=source)
    row = line.row
    deal = show(row.heading)
    deltas = ", ".join(
        f"{player} {row.delta_text(i)}" for i, player in enumerate(row.seated) if row.deltas[i]
    )
    if not deltas:  # thrown in, or nobody scored
        text = QCoreApplication.translate("PendingBox", "• {deal} ({source})")
        return text.format(deal=deal, source=source)
    text = QCoreApplication.translate("PendingBox", "• {deal}: {deltas} ({source})")
    return text.format(deal=deal, deltas=deltas, source=source)
