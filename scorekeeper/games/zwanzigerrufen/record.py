"""The Zwanzigerrufen deal record: the frozen, typed form of the JSON of
``docs/deal-format.md`` (section *zwanzigerrufen*) and its way back to JSON.

A record is either :class:`ThrownIn` (Zusammenwerfen: not played, rules
"Contracts") or :class:`Played`. Optional JSON keys are written back only when
they were given, so a record written as in the spec survives parse -> to_json.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from scorekeeper.values import frozen
from scorekeeper.words import glossary
from scorekeeper.words.text import Msg, Text

TAROCKS = ("XX", "XIX", "XVIII", "XVII", "XVI")  # rules "Contracts": the calling order
# rules "Kontra"; the raises are Latin in every language, as the club's rule page has them
KONTRA_NAMES: tuple[Text, ...] = (glossary.KONTRA, "Rekontra", "Supra", "Resupra")
GAME = "game"  # the kontra key of the game itself


class Contract(Enum):
    NORMAL = "normal"
    SUIT_SOLO = "suit-solo"
    SOLO = "solo"


class Side(Enum):
    DECLARERS = "declarers"
    DEFENDERS = "defenders"

    @property
    def other(self) -> Side:
        return Side.DEFENDERS if self is Side.DECLARERS else Side.DECLARERS


class Bonus(Enum):
    """The bonuses that can be announced (rules "Bonuses")."""

    ABSOLUT = "absolut"
    PAGAT = "pagat"
    VALAT = "valat"


# An announced bonus's name on the sheet ("Absolut dagegen"): Valat is Latin in every language
BONUS_TERMS: dict[Bonus, Msg | str] = {
    Bonus.ABSOLUT: glossary.ABSOLUT,
    Bonus.PAGAT: glossary.PAGAT,
    Bonus.VALAT: "Valat",
}


class PagatOutcome(Enum):
    WON = "won"
    LOST = "lost"
    EARLY = "early"


STANCES = {"for": Side.DECLARERS, "against": Side.DEFENDERS}  # dazu / dagegen


def side_name(side: Side) -> Msg:
    """The side as a person reads it after "the": ``declarers`` / ``defenders``."""
    if side is Side.DECLARERS:
        return Msg("declarers")
    return Msg("defenders")


def bid_name(bid: str) -> Text:
    """A bid or contract id as a person reads it; a called tarock stays as it is."""
    names = {
        Contract.NORMAL.value: Msg("normal"),
        Contract.SUIT_SOLO.value: Msg("suit-solo"),
        Contract.SOLO.value: Msg("solo"),
    }
    return names.get(bid, bid)


@frozen
class PagatPlay:
    """The Pagat ultimo: the side that played it and how it ended."""

    side: Side
    outcome: PagatOutcome


@frozen
class Result:
    """What the declarer side took: points, tricks and the Pagat."""

    declarer_points: int
    declarer_tricks: int
    pagat: PagatPlay | None = None
    trull: Side | None = None
    four_kings: Side | None = None
    mondfang: Side | None = None  # the side that LOST the Mond
    mond_lost_by: str | None = None  # the player whose Mond was caught (option ``mondfang``)
    mond_caught_by: str | None = None  # the player whose Sküs caught it
    given: frozenset[str] = frozenset()  # optional keys present in the JSON


@frozen
class Bid:
    """One auction entry: a player and the word bid."""

    player: str
    bid: str  # "pass", "normal", a called tarock, "suit-solo" or "solo"


@frozen
class Played:
    """A played Zwanzigerrufen deal: contract, declarer and result."""

    contract: Contract
    declarer: str
    result: Result
    called: str | None = None
    partner: str | None = None
    announced: tuple[tuple[Bonus, Side], ...] = ()
    kontra: tuple[tuple[str, int], ...] = ()
    bids: tuple[Bid, ...] | None = None
    thrown_in: bool | None = None  # only ``false`` if given
    double_round: bool | None = None
    given: frozenset[str] = frozenset()  # optional top-level keys present
    # the house rule ``dagegen_implies_kontra`` in force when the deal was read
    dagegen_implies_kontra: bool = True

    def announced_side(self, bonus: Bonus) -> Side | None:
        return dict(self.announced).get(bonus)

    def kontra_level(self, key: str) -> int:
        return dict(self.kontra).get(key, 0)

    def implied_game_kontra(self) -> bool:
        """Rules "Bonuses": Absolut dagegen and Valat dagegen put a Kontra on the game
        (house rule ``dagegen_implies_kontra: false``: they do not)."""
        if not self.dagegen_implies_kontra:
            return False
        against = (b for b, side in self.announced if side is Side.DEFENDERS)
        return any(b is not Bonus.PAGAT for b in against)

    def game_kontra(self) -> int:
        """The Kontra level in force on the game (the implied Kontra is level 1)."""
        return max(self.kontra_level(GAME), int(self.implied_game_kontra()))


@frozen
class ThrownIn:
    """Zusammenwerfen: recorded, not played, scores 0; the same dealer deals again."""

    double_round: bool | None = None


Record = Played | ThrownIn


def to_json(record: Record) -> dict[str, Any]:
    """The game-specific fields of the record, in the spec's shape."""
    if isinstance(record, ThrownIn):
        return _put({"thrown_in": True}, "double_round", record.double_round, frozenset())
    out: dict[str, Any] = {"contract": record.contract.value, "declarer": record.declarer}
    _put(out, "called", record.called, record.given)
    _put(out, "partner", record.partner, record.given)
    _put(out, "announced", _announced_json(record), record.given)
    _put(out, "kontra", dict(record.kontra) or None, record.given)
    out["result"] = _result_json(record.result)
    _put(out, "thrown_in", record.thrown_in, frozenset())
    _put(out, "double_round", record.double_round, frozenset())
    bids = (
        None if record.bids is None else [{"player": b.player, "bid": b.bid} for b in record.bids]
    )
    return _put(out, "bids", bids, frozenset())


def _put(out: dict[str, Any], key: str, value: Any, given: frozenset[str]) -> dict[str, Any]:
    if value is not None or key in given:
        out[key] = value if value is not None else _empty(key)
    return out


def _empty(key: str) -> Any:
    """What an absent optional value was written as: ``{}`` for maps, else null."""
    return {} if key in ("announced", "kontra") else None


def _announced_json(record: Played) -> dict[str, str] | None:
    words = {side: word for word, side in STANCES.items()}
    return {b.value: words[side] for b, side in record.announced} or None


def _result_json(result: Result) -> dict[str, Any]:
    out: dict[str, Any] = {
        "declarer_points": result.declarer_points,
        "declarer_tricks": result.declarer_tricks,
    }
    pagat = result.pagat
    pagat_json = (
        None if pagat is None else {"side": pagat.side.value, "outcome": pagat.outcome.value}
    )
    _put(out, "pagat", pagat_json, result.given)
    for key in ("trull", "four_kings", "mondfang"):
        side: Side | None = getattr(result, key)
        _put(out, key, None if side is None else side.value, result.given)
    _put(out, "mond_lost_by", result.mond_lost_by, result.given)
    _put(out, "mond_caught_by", result.mond_caught_by, result.given)
    return out
