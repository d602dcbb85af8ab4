"""House rules changed during a session: the session's ``rule_changes``, an app
field of the session record (``docs/deal-format.md``, "Session")::

    "rule_changes": [{"from_deal": 5, "rules": {"lapari": "tricks"}}, ...]

``from_deal`` is the deal's number as on the score sheet (1-based); each change
starts at deal 2 or later, after the one before, at the next deal (number of
deals + 1) at the latest, as a substitution does
(:func:`scorekeeper.session.substitution.check_reach`), and holds only the
options it changes. A deal is scored under the session's ``rules``, changed by each entry
whose deal it has reached, in order, then by its own ``rules``
(``scorekeeper.session.record.rules_in_force``). A record without the field reads
exactly as before. Standard library only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.base import Option, Reader, check_int, resolve_rules
from scorekeeper.session.substitution import check_reach
from scorekeeper.values import frozen
from scorekeeper.words.text import Msg

LAST_DEAL = 10**9  # a change's deal number at most (no session comes near)
NONE_YET = Msg(
    "there is no deal yet: before the first deal, change the session's house rules instead"
)


@frozen
class RuleChange:
    """House rules changed from deal ``from_deal`` (1-based, as on the sheet) on:
    ``rules`` the options changed, as entered; ``in_force`` every option from
    that deal on (until the next change)."""

    from_deal: int
    rules: Mapping[str, Any]
    in_force: Mapping[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {"from_deal": self.from_deal, "rules": dict(self.rules)}


def parse_rule_changes(
    options: Sequence[Option], rules: Mapping[str, Any], raw: Any, deals: int
) -> tuple[RuleChange, ...]:
    """The session's ``rule_changes`` (absent: none), each checked against the
    game's ``options`` and within reach of a session of ``deals`` deals; ``rules``
    are the session's rules in force before any."""
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise RecordError("rule_changes", Msg("must be a JSON array"), Code.NOT_ARRAY)
    changes: list[RuleChange] = []
    for i, entry in enumerate(raw):
        r = Reader(entry, f"rule_changes[{i}]")
        r.only(("from_deal", "rules"))
        first = changes[-1].from_deal + 1 if changes else 2  # deal 1: the session's rules
        from_deal = check_int(r.raw("from_deal"), r.at("from_deal"), first, LAST_DEAL)
        check_reach(from_deal, r.at("from_deal"), deals, none_yet=NONE_YET)
        given = r.raw("rules")
        resolved = resolve_rules(options, given, r.at("rules"))  # null: changes nothing
        changed = {key: resolved[key] for key in given or {}}
        in_force = dict(changes[-1].in_force if changes else rules) | changed
        changes.append(RuleChange(from_deal, changed, in_force))
    return tuple(changes)


def check_all_reach(changes: Sequence[RuleChange], deals: int) -> None:
    """Every change still within reach of a session of ``deals`` deals (the
    replay of a session whose deals were changed checks it again)."""
    for i, change in enumerate(changes):
        check_reach(change.from_deal, f"rule_changes[{i}].from_deal", deals, none_yet=NONE_YET)


def in_force(
    changes: Sequence[RuleChange], rules: Mapping[str, Any], index: int
) -> Mapping[str, Any]:
    """The rules for the deal at ``index`` (0-based): ``rules``, or the last of
    ``changes`` that deal has reached."""
    for change in reversed(changes):
        if index >= change.from_deal - 1:
            return change.in_force
    return rules


def change_at(changes: Sequence[RuleChange], index: int) -> RuleChange | None:
    """The change that starts at the deal at ``index`` (0-based), if any."""
    for change in changes:
        if change.from_deal == index + 1:
            return change
    return None
