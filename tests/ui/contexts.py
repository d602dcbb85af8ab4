"""A deal form's context outside a session window: the first deal of a fresh
session at this table, optionally with running scores or a double round."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.session.record import parse_session
from scorekeeper.session.replay import DealContext


def deal_context(
    game_id: str,
    players: Sequence[str],
    dealer: str,
    rules: Mapping[str, Any] | None = None,
    scores: Mapping[str, int] | None = None,
    *,
    double_rounds_left: int = 0,
) -> DealContext:
    record = parse_session(
        {"game": game_id, "players": list(players), "first_dealer": dealer, "rules": rules or {}}
    )
    context = DealContext.first(record)
    return dataclasses.replace(
        context,
        scores=dict(context.scores) | dict(scores or {}),
        double_rounds_left=double_rounds_left,
    )
