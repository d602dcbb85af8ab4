"""Reading a Zwanzigerrufen deal record and checking everything a person could
get wrong (rules ``docs/rules/zwanzigerrufen.md``; JSON shape ``docs/deal-format.md``).

The card-point checks of ``result`` live in :mod:`.result`, the auction log
in :mod:`.auction`. Every level of the record is strict: a field it does not
know (a misspelt ``kontar``) is refused by the one shared check,
:meth:`~scorekeeper.games.base.Reader.only`, rather than scored as if absent.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import COMMON_KEYS, Reader, Table, check_choice, check_int
from scorekeeper.words.text import Msg

from .auction import check_auction
from .record import (
    GAME,
    STANCES,
    TAROCKS,
    Bonus,
    Contract,
    Played,
    Record,
    Side,
    ThrownIn,
    side_name,
)
from .result import check_mond_players, read_result

_PLAY_KEYS = ("contract", "declarer", "called", "partner", "announced", "kontra", "result", "bids")
_OPTIONAL = ("called", "partner", "announced", "kontra")
KEYS = COMMON_KEYS | {*_PLAY_KEYS, "double_round"}  # spec "zwanzigerrufen"
_BONUSES = tuple(b.value for b in Bonus)


def parse(raw: Mapping[str, Any], table: Table) -> Record:
    r = Reader(raw)
    r.only(KEYS)
    thrown_in = _flag(r, "thrown_in")
    double_round = _flag(r, "double_round")
    if thrown_in:
        return _thrown_in(r, double_round)
    record = _played(r, table, thrown_in, double_round)
    if "bids" in raw:
        bids = check_auction(r.array("bids"), table, record)
        record = replace(record, bids=bids)
    return record


def _flag(r: Reader, key: str) -> bool | None:
    if key in r.data and r.data[key] is None:
        reason = Msg("null is not true or false (leave it out instead)")
        raise RecordError(key, reason, Code.NOT_BOOLEAN)
    return r.boolean(key) if key in r.data else None


def _thrown_in(r: Reader, double_round: bool | None) -> ThrownIn:
    """Rules "Contracts": a Zusammenwerfen is thrown in before the auction."""
    for key in _PLAY_KEYS:
        if key in r.data:
            raise RecordError(
                key, Msg("a thrown-in deal (Zusammenwerfen) is not played: leave it out")
            )
    return ThrownIn(double_round)


def _played(r: Reader, table: Table, thrown_in: bool | None, double_round: bool | None) -> Played:
    contract = Contract(r.choice("contract", [c.value for c in Contract]))
    declarer = _declarer(r, table, contract)
    called, partner = _call(r, table, contract, declarer)
    announced = _announced(r, contract)
    kontra = _kontra(r, announced)
    record = Played(
        contract,
        declarer,
        read_result(r.sub("result"), contract, table.players),
        called=called,
        partner=partner,
        announced=announced,
        kontra=kontra,
        thrown_in=thrown_in,
        double_round=double_round,
        given=frozenset(k for k in _OPTIONAL if k in r.data),
        dagegen_implies_kontra=table.rules["dagegen_implies_kontra"],
    )
    _check_pagat_kontra(record)
    _check_announced_pagat(record)
    check_mond_players(record, table)
    return record


def _declarer(r: Reader, table: Table, contract: Contract) -> str:
    declarer: str = r.player("declarer", table.players)
    forehand = table.after(table.dealer)
    if contract is Contract.NORMAL and declarer != forehand:
        raise RecordError(
            "declarer",
            Msg(
                "in a normal game the declarer is forehand, {forehand} (after the dealer)",
                forehand=forehand,
            ),
        )
    return declarer


def _call(
    r: Reader, table: Table, contract: Contract, declarer: str
) -> tuple[str | None, str | None]:
    if contract is not Contract.NORMAL:
        _absent_in_solo(r, "called", Msg("a solo calls no tarock: leave it out or null"))
        _absent_in_solo(
            r,
            "partner",
            Msg("a solo has no partner (the soloist plays alone): leave it out or null"),
        )
        return None, None
    return r.choice("called", TAROCKS), _partner(r, table, declarer)


def _partner(r: Reader, table: Table, declarer: str) -> str:
    """Our reading: no talon and forehand calls a tarock he does not hold, so the
    called tarock always has another holder, who is the partner."""
    if r.raw("partner") is None:
        raise RecordError(
            "partner",
            Msg(
                "every card is dealt (no talon), so the called tarock had a holder: "
                "name the partner"
            ),
            Code.MISSING,
        )
    partner: str = r.player("partner", table.players)
    if partner == declarer:
        raise RecordError(
            "partner",
            Msg(
                "forehand must call a tarock another player holds, so he cannot be his own partner"
            ),
        )
    return partner


def _absent_in_solo(r: Reader, key: str, reason: Msg) -> None:
    if r.has(key):
        raise RecordError(key, reason)


def _announced(r: Reader, contract: Contract) -> tuple[tuple[Bonus, Side], ...]:
    if "announced" not in r.data:
        return ()
    a = r.sub("announced")
    a.only(_BONUSES)
    return tuple(_announcement(a, key, contract) for key in a.data)


def _announcement(a: Reader, key: str, contract: Contract) -> tuple[Bonus, Side]:
    path = a.at(key)
    side = STANCES[check_choice(a.data[key], path, tuple(STANCES))]
    if key == Bonus.PAGAT.value and contract is Contract.SUIT_SOLO:
        raise RecordError(path, Msg("Pagat ultimo cannot be announced in a suit solo"))
    return Bonus(key), side


def _kontra(r: Reader, announced: tuple[tuple[Bonus, Side], ...]) -> tuple[tuple[str, int], ...]:
    if "kontra" not in r.data:
        return ()
    k = r.sub("kontra")
    k.only((GAME, *_BONUSES))
    said = {b.value for b, _side in announced}
    for key in k.data:
        if key != GAME and key not in said:
            reason = Msg(
                "{bonus} was not announced, and a silent bonus cannot be doubled", bonus=key
            )
            raise RecordError(k.at(key), reason)
    return tuple((key, check_int(k.data[key], k.at(key), 0, 4)) for key in k.data)


def _check_pagat_kontra(record: Played) -> None:
    """Rules "Bonuses": "Pagat dagegen" needs a Kontra on the game."""
    if record.announced_side(Bonus.PAGAT) is Side.DEFENDERS and record.game_kontra() == 0:
        raise RecordError("kontra.game", Msg("Pagat dagegen needs a Kontra on the game"))


def _check_announced_pagat(record: Played) -> None:
    side = record.announced_side(Bonus.PAGAT)
    pagat = record.result.pagat
    if side is not None and pagat is None:
        reason = Msg("Pagat ultimo was announced: record its outcome")
        raise RecordError("result.pagat", reason, Code.MISSING)
    if side is not None and pagat is not None and pagat.side is not side:
        raise RecordError(
            "result.pagat.side",
            Msg("the Pagat ultimo was announced by the {side}", side=side_name(side)),
            Code.MISMATCH,
        )
