"""Deals entered on phones (``docs/serve.md``, "Entering deals"), against a real
uvicorn on 127.0.0.1: pending until an opponent accepts, checked as ``settle``
checks a deal, two phones at once both kept, every route's role proved."""

from __future__ import annotations

import json
import re
from concurrent.futures import ThreadPoolExecutor

import pytest

from scorekeeper.serve import Role
from scorekeeper.serve.routes import ROUTES
from scorekeeper.session.pending import declaring_side
from scorekeeper.session.store import InsertDeal
from tests.serve.conftest import next_deal
from tests.serve.test_routes import concrete, phones

JSON = {"Content-Type": "application/json"}


def bearer(served, role: Role = Role.SCORE) -> dict[str, str]:
    return {**JSON, "Authorization": f"Bearer {served.link(role).rsplit('/', 1)[1]}"}


def sides(served, deal) -> tuple[str, str]:
    """A player of the declaring side and an opponent, for ``deal`` as the next deal."""
    checked = served.writer.check(served.table, InsertDeal(deal, at_end=True))
    row = checked.result.rows[checked.position]
    side = declaring_side(row, checked.result.record)
    opponent = next(p for p in row.deal.table.players if p not in side)
    return sorted(side)[0], opponent


def post(served, path: str, body, headers) -> tuple[int, dict]:
    answer = served.client.post(path, headers=headers, body=json.dumps(body).encode())
    return answer.status, json.loads(answer.body)


def test_a_deal_is_pending_until_an_opponent_accepts_it(served):
    deal = next_deal(3)
    score = served.link(Role.SCORE)
    status, body = post(served, score + "/deals", deal, JSON)
    assert status == 202
    pending = body["pending"]
    assert len(served.writer.session_json(served.table)["deals"]) == 3  # not in the sheet
    assert [p.id for p in served.writer.pending_deals(served.table)] == [pending]
    declarer, opponent = sides(served, deal)
    status, body = post(served, f"{score}/deals/{pending}/accept", {"by": declarer}, JSON)
    assert (status, body["field"]) == (400, "by")
    status, _ = post(served, f"{score}/deals/{pending}/accept", {"by": opponent}, JSON)
    assert status == 200
    deals = served.writer.session_json(served.table)["deals"]
    assert len(deals) == 4 and deals[3]["id"] == pending
    (step,) = served.writer.pending_history(served.table)
    assert (step.decided_by, step.device, step.decided_device) == (opponent, "program", "program")
    status, _ = post(served, f"{score}/deals/{pending}/accept", {"by": opponent}, JSON)
    assert status == 409  # never twice


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"soloist": "Nobody"}, "soloist"),
        ({**next_deal(3), "colour": "red"}, "colour"),
        ([1, 2], ""),
    ],
    ids=["unknown-player", "unknown-field", "not-an-object"],
)
def test_a_refused_record_names_its_field(served, body, field):
    status, answer = post(served, served.link(Role.SCORE) + "/deals", body, JSON)
    assert status == 400 and field in answer["field"] and answer["reason"]
    assert served.writer.pending_deals(served.table) == []


def test_bad_bodies_are_one_clear_refusal(served):
    path = served.link(Role.SCORE) + "/deals"
    for headers, body in [(JSON, b"{"), ({}, b"{}"), (JSON, b"\xff"), (JSON, b"[" * 100000)]:
        status = served.client.post(path, headers=headers, body=body).status
        assert status in (400, 413), (headers, body[:5], status)


def test_two_phones_at_one_table_at_once_are_both_pending(served):
    path = f"/table/{served.table}/score/deals"
    deals = [next_deal(3), next_deal(3)]
    with ThreadPoolExecutor(2) as pool:
        answers = list(pool.map(lambda d: post(served, path, d, bearer(served)), deals))
    assert sorted(status for status, _ in answers) == [202, 202]
    ids = {body["pending"] for _, body in answers}
    assert {p.id for p in served.writer.pending_deals(served.table)} == ids and len(ids) == 2
    _, opponent = sides(served, deals[0])
    first, second = (body["pending"] for _, body in answers)
    accept = f"/table/{served.table}/score/deals/{{}}/accept"
    with ThreadPoolExecutor(2) as pool:
        done = list(
            pool.map(
                lambda p: post(served, accept.format(p), {"by": opponent}, bearer(served)),
                [first, first],
            )
        )
    assert sorted(status for status, _ in done) == [200, 409]  # the same deal: stored once
    assert len(served.writer.session_json(served.table)["deals"]) == 4
    cancel = f"/table/{served.table}/score/deals/{second}/cancel"
    assert post(served, cancel, {}, bearer(served))[0] == 200
    assert served.writer.pending_deals(served.table) == []


def test_a_phone_enters_with_its_page_s_csrf_token(served):
    cookie, page = served.client.enter(served.link(Role.SCORE))
    html = served.client.get(page, cookie=cookie).body
    csrf = re.search(r'name="csrf" value="([0-9a-f]+)"', html).group(1)
    body = json.dumps(next_deal(3)).encode()
    path = f"/table/{served.table}/score/deals"
    assert served.client.post(path, cookie=cookie, headers=JSON, body=body).status == 403
    with_token = {**JSON, "X-CSRF-Token": csrf}
    answer = served.client.post(path, cookie=cookie, headers=with_token, body=body)
    assert answer.status == 202
    (pending,) = served.writer.pending_deals(served.table)
    assert pending.device == f"phone {served.keyring.devices()[0].id}"


@pytest.mark.parametrize(
    "route",
    [r for r in ROUTES if r.method == "POST" and r.path.startswith("/table") and "deals" in r.path],
    ids=str,
)
def test_a_deal_route_admits_only_the_score_role_of_its_table(served, route):
    """Every role's cookie with its own page's CSRF token, and every role's bearer:
    only the score role of the table gets past the gate (to the body's check)."""
    path = concrete(route, served)
    for who, cookie in phones(served).items():
        status = served.client.post(path, cookie=cookie, headers=JSON, body=b"{}").status
        assert status == 403, (who, path, status)  # wrong role, or no CSRF token
    for role in Role:
        answer = served.client.post(path, headers=bearer(served, role), body=b"{}")
        reached = answer.status == 400 or "pending" in answer.body
        assert reached == (role is Role.SCORE), (role, path, answer.status, answer.body)


def test_the_organiser_revokes_a_phone_discards_a_deal_and_ends_the_evening(served):
    phone, page = served.client.enter(served.link(Role.FOLLOW))
    organiser = bearer(served, Role.ORGANISER)
    (device,) = served.keyring.devices()
    path = f"/organiser/devices/{device.id}/revoke"
    assert served.client.post(path, headers=bearer(served)).status == 403  # a score link
    assert served.client.post(path, headers=organiser).status == 200
    assert served.client.get(page, cookie=phone).status == 404
    pending = post(served, served.link(Role.SCORE) + "/deals", next_deal(3), JSON)[1]["pending"]
    cancel = f"/organiser/pending/{pending}/cancel"
    assert served.client.post(cancel, headers=organiser).status == 200
    assert served.writer.pending_history(served.table)[0].decided_device == "organiser"
    score = served.link(Role.SCORE)
    assert served.client.post("/organiser/end", headers=organiser).status == 200
    assert served.client.get(score).status == 404  # every link expired
