"""Changing a session's house rules after deals are played, with a stated scope.

Players agree on a change of house rules in one of two ways, and the window
asks which (``docs/ui.md``, "Session details"):

- **all deals**: the evening is scored as if the options changed now had been
  agreed at the start. Those options are written into the session's ``rules`` and
  taken out of every ``rule_changes`` entry, so every deal is scored again under
  them; an option changed earlier "from a deal on" and not touched now keeps its
  change (a deal's own ``rules`` still override them, as they always do).
- **from a deal on** (the next deal, in the window): the deals before keep the
  rules they were scored under; the change is written in the session's
  ``rule_changes`` (``docs/deal-format.md``) from that deal on, and any change
  recorded from that deal or later is replaced by it.

:func:`rules_fields` gives the session fields to write (for
``SessionStore.update_session``); :func:`rescored` counts the deals whose
scores a change alters, which the window says before the change is made.

A rule change or a substitution belongs to the deals it was agreed for: a deal
inserted or deleted before it moves it with its deals (:func:`moved_with_deals`,
written by the store in the same transaction as the deal).

Standard library only.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.session import presets
from scorekeeper.session.record import SessionRecord
from scorekeeper.session.replay import SessionResult
from scorekeeper.session.rule_changes import in_force


def rules_fields(
    record: SessionRecord, rules: Mapping[str, Any], *, from_deal: int | None = None
) -> dict[str, Any]:
    """The session fields that put ``rules`` (the game's options; one left out
    keeps what is in force) in force for all deals (``from_deal`` None, or 1) or
    from deal ``from_deal`` (1-based) on; a field given as ``None`` is to be removed."""
    if from_deal is None or from_deal <= 1:
        return _for_all_deals(record, rules)
    entries = [c.to_json() for c in record.rule_changes if c.from_deal < from_deal]
    changed = _differing(record, rules, in_force(record.rule_changes, record.rules, from_deal - 2))
    if changed:
        entries.append({"from_deal": from_deal, "rules": changed})
    return {"rule_changes": entries or None}


def _for_all_deals(record: SessionRecord, rules: Mapping[str, Any]) -> dict[str, Any]:
    """Only what differs from the rules in force now is backdated: those options
    become the session's rules and leave every recorded change; an option changed
    earlier "from a deal on" and not touched now keeps its change."""
    now = in_force(record.rule_changes, record.rules, len(record.deals))
    changed = _differing(record, rules, now)
    entries = []
    for c in record.rule_changes:
        kept = {k: v for k, v in c.to_json()["rules"].items() if k not in changed}
        if kept:
            entries.append({"from_deal": c.from_deal, "rules": kept})
    session = {**record.rules, **changed}
    return {
        "rules": presets.overrides(record.game.options, session),
        "rule_changes": entries or None,
    }


def _differing(
    record: SessionRecord, rules: Mapping[str, Any], before: Mapping[str, Any]
) -> dict[str, Any]:
    """The options of ``rules`` that differ from ``before`` (1 and True differ);
    an option ``rules`` leaves out does not differ."""
    return {
        o.key: rules[o.key]
        for o in record.game.options
        if o.key in rules and not presets.same(rules[o.key], before[o.key])
    }


def rescored(before: SessionResult, after: SessionResult) -> int:
    """How many deals score differently in ``after`` than in ``before`` (the same
    session's deals under other rules)."""
    return sum(
        a.outcome.deltas != b.outcome.deltas for a, b in zip(before.rows, after.rows, strict=True)
    )


def moved_with_deals(record: SessionRecord, at: int, step: int) -> dict[str, Any]:
    """The session fields to write when a deal is inserted (``step`` +1) or deleted
    (−1) at 0-based ``at``: every rule change and substitution that starts after
    that place moves with its deals, so each deal keeps the rules it was scored
    under and the people who sat at it. A change that starts exactly at ``at``
    stays: a deal inserted there lands under it, and deleting the first deal under
    it leaves it on the deal that follows (so an undo puts everything back).
    Empty when nothing moves."""

    def moved(from_deal: int) -> int:
        return from_deal + step if at < from_deal - 1 else from_deal

    out: dict[str, Any] = {}
    changes = [c.to_json() for c in record.rule_changes]
    if any(moved(c["from_deal"]) != c["from_deal"] for c in changes):
        out["rule_changes"] = [c | {"from_deal": moved(c["from_deal"])} for c in changes]
    seats = record.extra.get("substitutions") or []  # kept as entered
    if any(moved(s["from_deal"]) != s["from_deal"] for s in seats):
        out["substitutions"] = [dict(s) | {"from_deal": moved(s["from_deal"])} for s in seats]
    return out


def with_fields(raw: dict[str, Any], new: Mapping[str, Any]) -> dict[str, Any]:
    """The session record ``raw`` with fields changed in place (``None`` removes
    one); the deals stay last."""
    deals = raw.pop("deals", [])
    for key, value in new.items():
        if value is None:
            raw.pop(key, None)
        else:
            raw[key] = value
    raw["deals"] = deals
    return raw
