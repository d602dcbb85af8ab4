"""The optional auction log of a deal, typed as one line of calls in turn order.

``120, pass, 125, p, p`` (Marjapussi), ``40 ulti, passz, ...`` (Ulti): each call
goes to the player whose turn it is, starting after the dealer. Where a pass is
final (every game but Ulti) a player who passed is skipped. The game's parser
then applies its own rule checks (turn order, rising bids, who won, the final
bid), and an error names the call (``bids[3].bid``) and is shown here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from scorekeeper.errors import Code, RecordError

PASS_WORDS = frozenset({"pass", "p", "passz", "passe", "-"})

# The game's reading of one typed call: (text, field path) -> the JSON bid.
BidReader = Callable[[str, str], Any]


def read_number_bid(text: str, path: str) -> Any:
    """A pass or a whole number (Marjapussi, Huutopussi, Ultimate)."""
    if text.lower() in PASS_WORDS:
        return "pass"
    try:
        return int(text)
    except ValueError:
        reason = QCoreApplication.translate("entry", "“{0}” is not pass or a number")
        raise RecordError(path, reason.format(text), Code.NOT_CHOICE) from None


def split_calls(text: str) -> list[str]:
    return [t.strip() for t in text.replace(";", ",").split(",") if t.strip()]


def assign_players(bids: Sequence[Any], bidders: Sequence[str], *, pass_final: bool) -> list[str]:
    """Whose call each bid is: the bidders in turn, skipping those out of the auction."""
    out: list[str] = []
    passed: set[str] = set()
    turn = 0
    for bid in bids:
        for _ in range(len(bidders)):
            if bidders[turn % len(bidders)] not in passed:
                break
            turn += 1
        player = bidders[turn % len(bidders)]
        out.append(player)
        if bid == "pass" and pass_final:
            passed.add(player)
        turn += 1
    return out


def auction_winner(entries: Sequence[dict[str, Any]]) -> tuple[str, Any] | None:
    """Who won the auction and with what: the last call that is not a pass (the
    game's parser checks that it is the winner; in every game the last bidder
    left, or in Ulti the last to bid, declares)."""
    for entry in reversed(entries):
        if entry["bid"] != "pass":
            return entry["player"], entry["bid"]
    return None


class AuctionEditor(QWidget):
    """A check box that opens one line of calls, and the calls read back by player."""

    def __init__(self, read_bid: BidReader, *, pass_final: bool, parent: QWidget | None = None):
        super().__init__(parent)
        self.read_bid = read_bid
        self.pass_final = pass_final
        self.toggle = QCheckBox(self.tr("Auction log (optional)"))
        self.calls = QLineEdit()
        self.calls.setPlaceholderText(self.tr("calls in turn order, separated by commas"))
        self.calls.setAccessibleName(self.tr("Auction log"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.toggle, self.calls, self.summary):
            layout.addWidget(widget)
        self.toggle.toggled.connect(self._on_toggled)
        self._on_toggled(False)

    def _on_toggled(self, on: bool) -> None:
        self.calls.setVisible(on)
        self.summary.setVisible(on)
        if on:
            self.calls.setFocus()

    def entries(self, bidders: Sequence[str]) -> list[dict[str, Any]] | None:
        """The ``bids`` array, or None when no log is kept."""
        tokens = split_calls(self.calls.text())
        if not self.toggle.isChecked() or not tokens:
            self.summary.setText("")
            return None
        bids = [self.read_bid(t, f"bids[{i}].bid") for i, t in enumerate(tokens)]
        players = assign_players(bids, bidders, pass_final=self.pass_final)
        self.summary.setText(" · ".join(f"{p}: {t}" for p, t in zip(players, tokens, strict=True)))
        return [{"player": p, "bid": b} for p, b in zip(players, bids, strict=True)]

    def set_entries(self, entries: Sequence[Any], write_bid: Callable[[Any], str]) -> None:
        """Show a recorded log (its players are implied by the turn order)."""
        texts = [write_bid(e.get("bid")) if isinstance(e, dict) else str(e) for e in entries]
        self.calls.setText(", ".join(texts))
        self.toggle.setChecked(bool(texts))
