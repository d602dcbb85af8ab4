"""A session record read: its fields checked and kept, its deals left as entered.

:func:`parse_session` checks a session record's own fields (game, players, first
dealer, house rules and their changes, stake, substitutions, preset, agreed end,
ids) and gives a :class:`SessionRecord`; the deals stay raw JSON objects, checked
one by one when the session is replayed (:mod:`scorekeeper.session.replay`).
:func:`rules_in_force` and :func:`rule_change_at` read the house rules at a deal;
:func:`deal_json` is a session's deal as a full deal record.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games import get_game
from scorekeeper.games.base import (
    GameSpec,
    Preset,
    check_names,
    check_player,
    check_players,
    resolve_rules,
)
from scorekeeper.identity import ID, check_deal_ids, record_id
from scorekeeper.jsonio import check_limits
from scorekeeper.session import presets, substitution
from scorekeeper.session.end import parse_end
from scorekeeper.session.rule_changes import RuleChange, change_at, in_force, parse_rule_changes
from scorekeeper.settlement import Stake, parse_stake
from scorekeeper.values import field, frozen
from scorekeeper.words.text import Msg

# Fields of a session record we read; anything else (date, place, note, ...) is kept as is.
# ``id``, the session's identity (scorekeeper/identity.py), is checked and not kept in
# the record read: a store keeps it beside the record (docs/storage.md, "Identity").
_SESSION_KEYS = ("game", "players", "first_dealer", "rules", "stake", "deals", "rule_changes", ID)


@frozen
class SessionRecord:
    """A session as entered: the deals stay raw JSON objects until replayed."""

    game: GameSpec[Any]
    players: tuple[str, ...]
    first_dealer: str
    rules: Mapping[str, Any]
    stake: Stake
    deals: tuple[Mapping[str, Any], ...]
    extra: Mapping[str, Any] = field(default_factory=dict)
    rule_changes: tuple[RuleChange, ...] = ()  # the app's field ``rule_changes``
    # parsed from ``extra["substitutions"]``, which keeps them as entered
    substitutions: tuple[substitution.Substitution, ...] = ()

    def with_deals(self, deals: Sequence[Mapping[str, Any]]) -> SessionRecord:
        return SessionRecord(
            self.game,
            self.players,
            self.first_dealer,
            self.rules,
            self.stake,
            tuple(deals),
            self.extra,
            self.rule_changes,
            self.substitutions,
        )

    def seated(self, index: int) -> tuple[str, ...]:
        """Who sits at the table for the deal at 0-based ``index`` (seat order):
        ``players`` until a substitution (:mod:`scorekeeper.session.substitution`)."""
        return substitution.seated_at(self.players, self.substitutions, index)

    @property
    def people(self) -> tuple[str, ...]:
        """Everyone who plays in the session: ``players``, then the newcomers."""
        return substitution.everyone(self.players, self.substitutions)

    @property
    def preset(self) -> Preset:
        """The tradition the session started from (:mod:`scorekeeper.session.presets`)."""
        return presets.session_preset(self.game, self.extra)

    def to_json(self) -> dict[str, Any]:
        overrides = presets.overrides(self.game.options, self.rules)
        out: dict[str, Any] = {
            "game": self.game.id,
            "players": list(self.players),
            "first_dealer": self.first_dealer,
            "rules": overrides,
            "stake": self.stake.to_json(),
        }
        if self.rule_changes:
            out["rule_changes"] = [c.to_json() for c in self.rule_changes]
        out.update(self.extra)
        out["deals"] = [dict(d) for d in self.deals]
        return out


def parse_session(raw: Any) -> SessionRecord:
    """Validate the session fields (deals are validated by :func:`replay`)."""
    if not isinstance(raw, Mapping):
        raise RecordError("record", Msg("must be a JSON object"), Code.NOT_OBJECT)
    check_limits({k: v for k, v in raw.items() if k != "deals"})  # deals: by parse_deal
    record_id(raw)
    game = get_game(raw.get("game"))
    players = raw.get("players")
    if players is None:
        raise RecordError("players", Msg("is missing"), Code.MISSING)
    names = check_players(players, game.player_counts)
    first = check_player(raw.get("first_dealer"), "first_dealer", names)
    deals = raw.get("deals", [])  # optional: a session not yet played
    if not isinstance(deals, list):
        raise RecordError("deals", Msg("must be a JSON array of deal records"), Code.NOT_ARRAY)
    check_deal_ids(deals)
    extra = {k: v for k, v in raw.items() if k not in _SESSION_KEYS}
    parse_end(extra.get("end"), game)  # the agreed end (scorekeeper/session/end.py)
    presets.session_preset(game, extra)  # checked; kept as entered in ``extra``
    rules = resolve_rules(game.options, raw.get("rules"))
    changes: tuple[substitution.Substitution, ...] = ()
    if substitution.FIELD in raw:  # kept as entered in ``extra``
        alone = substitution.race_alone(game, names)
        changes = substitution.parse_substitutions(
            raw[substitution.FIELD], names, len(deals), race_alone=alone
        )
    return SessionRecord(
        game,
        names,
        first,
        rules,
        parse_stake(raw.get("stake"), "stake"),
        tuple(deals),
        extra,
        parse_rule_changes(game.options, rules, raw.get("rule_changes"), len(deals)),
        changes,
    )


def rules_in_force(record: SessionRecord, index: int) -> Mapping[str, Any]:
    """The session's house rules for the deal at ``index`` (0-based): its
    ``rules``, changed by each of its ``rule_changes`` from that change's deal on
    (a deal's own ``rules`` override these: :func:`deal_json`)."""
    return in_force(record.rule_changes, record.rules, index)


def rule_change_at(record: SessionRecord, index: int) -> RuleChange | None:
    """The rule change that starts at the deal at ``index`` (0-based), if any."""
    return change_at(record.rule_changes, index)


def deal_json(
    record: SessionRecord,
    raw: Any,
    dealer: str,
    in_force: Mapping[str, Any] | None = None,
    *,
    players: tuple[str, ...] | None = None,
) -> dict[str, Any]:
    """A session's deal as a full deal record (game, players, rules inherited:
    ``in_force``, the rules in force at the deal, default the session's).
    ``players``: who sits at the table for it (the session's ``players`` unless a
    substitution changed them). Errors name fields of the deal (``declarer``); the
    replay puts them under ``deals[i]``."""
    seated = record.players if players is None else players
    if not isinstance(raw, Mapping):
        raise RecordError("", Msg("must be a JSON object"), Code.NOT_OBJECT)
    if "game" in raw and raw["game"] != record.game.id:
        raise RecordError("game", Msg("differs from the session's"), Code.MISMATCH)
    if "players" in raw and _names(raw["players"]) != seated:
        raise RecordError("players", Msg("differs from the session's"), Code.MISMATCH)
    rules = raw.get("rules")
    if rules is None:  # absent or null: the rules in force (false, 0 or "" is no object)
        rules = {}
    if not isinstance(rules, Mapping):
        raise RecordError("rules", Msg("must be an object of house-rule options"), Code.NOT_OBJECT)
    full: dict[str, Any] = {
        "game": record.game.id,
        "players": list(seated),
        "dealer": dealer,
    }
    full.update(raw)
    full["rules"] = dict(record.rules if in_force is None else in_force) | dict(rules)
    return full


def _names(players: Any) -> tuple[str, ...] | None:
    """A deal's own ``players`` as the session would keep them (None: not a list)."""
    return check_names(players) if isinstance(players, list) else None
