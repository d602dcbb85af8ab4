"""The organiser's page and changes (``docs/serve.md``, "The organiser"), against
a real uvicorn on 127.0.0.1: the running standings hidden from the follow and
score pages and their events and shown again; corrections of stored deals by the
organiser only, with totals worked by hand; revoking a phone; ending the evening.

The table is the Ulti example's first three deals (``docs/rules/ulti.md``; four
seated, the dealer sits out; the deal passes to the next player in the list).
Tóth deals deal 1: Bíró's parti with the trump marriage, 60 + 40 = 100: made, and
silent 100 doubles it: 2 from each of Szűcs and Kovács (Bíró +4, each −2).
Bíró deals deal 2: Szűcs's 40-100 (70 + 40 ≥ 100: 4) and ulti under kontra
(made: 4 × 2 = 8): 12 from each of Kovács and Tóth (Szűcs +24). Szűcs deals
deal 3: Kovács's betli, no trick: 5 from each of Bíró and Tóth (Kovács +10).
Totals: Bíró −1, Szűcs 22, Kovács −4, Tóth −17.
"""

from __future__ import annotations

import html as html_module
import json
import re
from urllib.parse import quote

import pytest

from scorekeeper.serve import Role
from scorekeeper.serve.routes import ROUTES
from tests.serve.conftest import next_deal
from tests.serve.test_deals import JSON, bearer, post, sides
from tests.serve.test_routes import concrete, phones

BIRO, SZUCS, KOVACS, TOTH = "Bíró Gergő", "Szűcs Zsófia", "Kovács Lőrinc", "Tóth Ildikó"
TOTALS = {BIRO: -1, SZUCS: 22, KOVACS: -4, TOTH: -17}
RUNNING = re.compile(r'<td class="num">([^<]*?)\s*(?:<small>|</td>)')  # a sheet row's total


def csrf_of(html: str) -> str:
    return re.search(r'name="csrf" value="([0-9a-f]+)"', html).group(1)


def organiser(served) -> tuple[str, str]:
    """The organiser's cookie and its page's CSRF token."""
    cookie, page = served.client.enter(served.link(Role.ORGANISER))
    return cookie, csrf_of(served.client.get(page, cookie=cookie).body)


def form(csrf: str, **fields: str) -> dict[str, object]:
    body = "&".join(f"{k}={v}" for k, v in {"csrf": csrf, **fields}.items())
    return {"headers": {"Content-Type": "application/x-www-form-urlencoded"}, "body": body.encode()}


def totals(served) -> dict[str, int]:
    return dict(served.writer.result(served.table).totals)


def test_the_table_s_totals_are_worked_by_hand(served):
    assert totals(served) == TOTALS


def shows_standings(html: str) -> bool:
    """The settlement, a side's score or a running total is on the page."""
    running = [t for t in RUNNING.findall(html) if t.strip()]
    has_sides = re.search(r'<ul class="sides">\s*<li', html) is not None
    return '<section class="settlement">' in html or has_sides or bool(running)


def test_hidden_standings_leave_the_follow_and_score_pages_and_their_events(served):
    """Fails without ``if not hidden: return view`` in ``scorekeeper/serve/view.py``
    (the totals stay), or with the events' id the version alone in
    ``scorekeeper/serve/live.py`` (open pages keep the sheet they had)."""
    client = served.client
    follow, follow_page = client.enter(served.link(Role.FOLLOW))
    score, score_page = client.enter(served.link(Role.SCORE))
    stream = client.stream(follow_page + "/events", cookie=follow)
    first = stream.next_event(10)
    assert first.name == "sheet" and shows_standings(first.data)
    assert shows_standings(client.get(follow_page, cookie=follow).body)
    cookie, csrf = organiser(served)
    answer = client.post("/organiser/standings", cookie=cookie, **form(csrf, hidden="on"))
    assert answer.status == 303 and served.keyring.standings_hidden
    hidden = stream.next_event(10)
    assert hidden.name == "sheet" and not shows_standings(hidden.data)
    assert "The organiser has hidden the running standings." in hidden.data
    assert "Deal 3:" in hidden.data  # the deals are still listed, with their own points
    for page, phone in ((follow_page, follow), (score_page, score)):
        assert not shows_standings(client.get(page, cookie=phone).body), page
    assert '<td class="num">22</td>' in client.get("/organiser", cookie=cookie).body
    answer = client.post("/organiser/standings", cookie=cookie, **form(csrf, hidden="off"))
    assert answer.status == 303
    shown = stream.next_event(10)
    assert shown.name == "sheet" and shows_standings(shown.data)
    assert shows_standings(client.get(follow_page, cookie=follow).body)
    stream.close()


def test_a_program_hides_and_shows_the_standings_with_json(served):
    path = "/organiser/standings"
    status, body = post(served, path, {"hidden": True}, bearer(served, Role.ORGANISER))
    assert (status, body, served.keyring.standings_hidden) == (200, {"hidden": True}, True)
    for bad in ({"hidden": "yes"}, {"hidden": 1}, {}, [True], {"hidden": True, "x": 1}):
        status, body = post(served, path, bad, bearer(served, Role.ORGANISER))
        assert (status, body["field"]) == (400, "hidden"), bad
    assert served.keyring.standings_hidden  # nothing changed by a refusal
    post(served, path, {"hidden": False}, bearer(served, Role.ORGANISER))
    assert not served.keyring.standings_hidden


def corrected_betli(tricks: int) -> dict:
    deal = next_deal(2)
    assert deal["contract"] == ["betli"] and deal["soloist"] == KOVACS
    deal["result"] = {"soloist_tricks": tricks}
    return deal


def test_the_organiser_corrects_a_stored_deal(served):
    """Deal 3's betli corrected to one trick taken: lost, Kovács pays 5 to each of
    Bíró and Tóth instead of receiving them (Kovács −20, Bíró and Tóth +10 each)."""
    path = f"/organiser/sessions/{served.table}/deals/3"
    status, body = post(served, path, corrected_betli(1), bearer(served, Role.ORGANISER))
    assert (status, body) == (200, {"session": served.table, "deal": 3, "state": "corrected"})
    assert totals(served) == {BIRO: 9, SZUCS: 22, KOVACS: -24, TOTH: -7}
    (step,) = served.writer.corrections(served.table)
    assert (step.position, step.action, step.device) == (2, "corrected", "program")
    assert step.before["result"] == {"soloist_tricks": 0}


def test_the_organiser_s_phone_deletes_a_deal_and_is_named(served):
    """Deal 3 deleted: Bíró 4, Szűcs 22, Kovács −14, Tóth −12."""
    cookie, csrf = organiser(served)
    path = f"/organiser/sessions/{served.table}/deals/3/delete"
    assert served.client.post(path, cookie=cookie).status == 403  # no CSRF token
    answer = served.client.post(path, cookie=cookie, **form(csrf))
    assert (answer.status, answer.headers["location"]) == (303, "/organiser")
    assert totals(served) == {BIRO: 4, SZUCS: 22, KOVACS: -14, TOTH: -12}
    device = next(d for d in served.keyring.devices())
    assert served.writer.corrections(served.table)[0].device == f"phone {device.id}"


@pytest.mark.parametrize(
    ("path", "body", "status", "field"),
    [
        ("/organiser/sessions/{t}/deals/3", {"soloist": "Nobody"}, 400, "soloist"),
        ("/organiser/sessions/{t}/deals/3", {"colour": "red"}, 400, "colour"),
        ("/organiser/sessions/{t}/deals/3", [1], 400, ""),
        ("/organiser/sessions/{t}/deals/4", next_deal(2), 404, None),
        ("/organiser/sessions/{t}/deals/0", next_deal(2), 404, None),
        ("/organiser/sessions/999/deals/1", next_deal(2), 404, None),
    ],
    ids=[
        "unknown-player",
        "unknown-field",
        "not-an-object",
        "no-deal-4",
        "no-deal-0",
        "not-shared",
    ],
)
def test_a_refused_correction_says_why_and_changes_nothing(served, path, body, status, field):
    path = path.format(t=served.table)
    answer = served.client.post(
        path, headers=bearer(served, Role.ORGANISER), body=json.dumps(body).encode()
    )
    assert answer.status == status, answer.body
    if field is not None:
        assert field in json.loads(answer.body)["field"]
    assert totals(served) == TOTALS and served.writer.corrections(served.table) == []


def test_a_score_link_never_changes_an_accepted_deal(served):
    """A phone's deal, accepted: the score link can neither cancel it, accept it
    again, nor reach the organiser's corrections (403); it stays as accepted.
    Fails without ``if found.grant != wanted`` in ``scorekeeper/serve/access.py``."""
    deal = next_deal(3)
    score = served.link(Role.SCORE)
    _, body = post(served, score + "/deals", deal, JSON)
    pending = body["pending"]
    _, opponent = sides(served, deal)
    assert post(served, f"{score}/deals/{pending}/accept", {"by": opponent}, JSON)[0] == 200
    stored = served.writer.session_json(served.table)["deals"]
    assert post(served, f"{score}/deals/{pending}/cancel", {}, JSON)[0] == 409
    assert post(served, f"{score}/deals/{pending}/accept", {"by": opponent}, JSON)[0] == 409
    cookie, page = served.client.enter(score)
    csrf = csrf_of(served.client.get(page, cookie=cookie).body)
    for suffix in ("", "/delete"):
        path = f"/organiser/sessions/{served.table}/deals/4{suffix}"
        body = json.dumps(corrected_betli(1)).encode()
        as_program = served.client.post(path, headers=bearer(served), body=body)
        as_phone = served.client.post(
            path, cookie=cookie, headers={**JSON, "X-CSRF-Token": csrf}, body=body
        )
        assert (as_program.status, as_phone.status) == (403, 403), path
    assert served.writer.session_json(served.table)["deals"] == stored
    assert served.writer.corrections(served.table) == []


@pytest.mark.parametrize(
    "route",
    [r for r in ROUTES if r.method == "POST" and r.path.startswith("/organiser")],
    ids=str,
)
def test_an_organiser_change_admits_only_the_organiser(served, route):
    """Every role's cookie (without the organiser page's CSRF token) and every
    other role's bearer is refused before anything changes."""
    path = concrete(route, served).replace("{session:int}", str(served.table))
    path = path.replace("{deal:int}", "1")
    for who, cookie in phones(served).items():
        status = served.client.post(path, cookie=cookie, headers=JSON, body=b"{}").status
        assert status == 403, (who, path, status)
    for role in (Role.FOLLOW, Role.SCORE):
        status = served.client.post(path, headers=bearer(served, role), body=b"{}").status
        assert status == 403, (role, path, status)
    assert totals(served) == TOTALS and not served.keyring.ended


def test_a_revoked_phone_s_next_request_is_404(served):
    phone, page = served.client.enter(served.link(Role.FOLLOW))
    assert served.client.get(page, cookie=phone).status == 200
    cookie, csrf = organiser(served)
    mine = served.keyring.devices()
    (follower,) = [d for d in mine if any(g.role is Role.FOLLOW for g in d.grants)]
    html = served.client.get("/organiser", cookie=cookie).body
    assert f"/organiser/devices/{follower.id}/revoke" in html  # listed, with Revoke
    path = f"/organiser/devices/{follower.id}/revoke"
    assert served.client.post(path, cookie=cookie, **form(csrf)).status == 303
    assert served.client.get(page, cookie=phone).status == 404
    assert served.client.get("/organiser", cookie=cookie).status == 200  # the organiser stays


def test_ending_the_evening_asks_first_then_expires_every_link(served):
    links = [k.path for k in served.keyring.links()]  # every table's, and the organiser's
    assert len(links) == 5
    cookie, csrf = organiser(served)
    phone, page = served.client.enter(served.link(Role.SCORE))
    stream = served.client.stream(page + "/events", cookie=phone)
    assert stream.next_event(10).name == "sheet"
    ask = served.client.get("/organiser/end", cookie=cookie)
    assert ask.status == 200 and 'action="/organiser/end"' in ask.body
    assert not served.keyring.ended  # asking changes nothing
    done = served.client.post("/organiser/end", cookie=cookie, **form(csrf))
    ended = "The evening has ended: every link has expired."
    assert done.status == 200 and ended in done.body
    gone = stream.next_event(10)
    assert gone.name == "gone" and ended in gone.data
    assert stream.ended(10)
    for link in links:
        answer = served.client.get(link)
        assert answer.status == 404 and ended in answer.body
    for who in (cookie, phone):
        answer = served.client.get("/organiser", cookie=who)
        assert answer.status == 404 and ended in answer.body


# The correction form: Ultimate (docs/rules/ultimate.md) declares its entry fields.
# Chie deals first; Aki makes 45 (+45); Ben misses 30 (Aki, Chie +15 each: ⌊30/2⌋);
# Chie makes 25 (+25): Aki 60, Ben 0, Chie 40.
ULTIMATE = {
    "game": "ultimate",
    "players": ["Aki", "Ben", "Chie"],
    "first_dealer": "Chie",
    "deals": [
        {"declarer": d, "bid": b, "trump": "spades", "result": {"declarer_points": p}}
        for d, b, p in (("Aki", 45, 52), ("Ben", 30, 10), ("Chie", 25, 25))
    ],
}


def form_fields(html: str) -> dict[str, str]:
    """What a browser posts for the page's deal form, as the server filled it."""
    form = html[html.index('<form class="deal-form"') : html.index("</form>")]
    fields = dict(
        re.findall(r'<input type="(?:hidden|text)"[^>]*name="([^"]+)" value="([^"]*)"', form)
    )
    fields.update(dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', form)))
    for name, options in re.findall(r'<select name="([^"]+)"[^>]*>(.*?)</select>', form, re.S):
        chosen = re.search(r'<option value="([^"]*)" selected>', options)
        fields[name] = chosen.group(1) if chosen else ""
    for name in re.findall(r'<input type="checkbox" name="([^"]+)" checked>', form):
        fields[name] = "on"
    return {html_module.unescape(k): html_module.unescape(v) for k, v in fields.items()}


def test_the_organiser_corrects_a_deal_with_its_form(served):
    """Deal 2 corrected on the form: Ben captured 35 of his 30: made, Ben +30
    instead of Aki and Chie +15: Aki 45, Ben 30, Chie 25."""
    table = served.writer.create_session(ULTIMATE)
    served.keyring.share(table)
    cookie, _ = organiser(served)
    assert (
        f"/organiser/sessions/{table}/deals/2"
        in served.client.get("/organiser", cookie=cookie).body
    )
    page = served.client.get(f"/organiser/sessions/{table}/deals/2", cookie=cookie)
    assert page.status == 200
    fields = form_fields(page.body)
    assert (fields["declarer"], fields["bid"], fields["result.declarer_points"]) == (
        "Ben",
        "30",
        "10",
    )
    path = f"/organiser/sessions/{table}/deals/2"
    bad = {**fields, "bid": "thirty"}
    refused = served.client.post(path, cookie=cookie, **_encoded(bad))
    assert refused.status == 400 and 'class="field invalid" id="f-bid"' in refused.body
    assert dict(served.writer.result(table).totals) == {"Aki": 60, "Ben": 0, "Chie": 40}
    fields["result.declarer_points"] = "35"
    answer = served.client.post(path, cookie=cookie, **_encoded(fields))
    assert (answer.status, answer.headers.get("location")) == (303, "/organiser")
    assert dict(served.writer.result(table).totals) == {"Aki": 45, "Ben": 30, "Chie": 25}
    (step,) = served.writer.corrections(table)
    assert step.after["result"] == {"declarer_points": 35} and step.device.startswith("phone ")


def test_an_ulti_deal_is_corrected_on_its_form(served):
    """Deal 3's form holds the deal as stored (Kovács's betli, no trick); posted
    back with one trick taken: lost, Kovács −20, Bíró and Tóth +10 each (as the
    JSON correction above): Bíró 9, Szűcs 22, Kovács −24, Tóth −7."""
    cookie, _ = organiser(served)
    path = f"/organiser/sessions/{served.table}/deals/3"
    page = served.client.get(path, cookie=cookie)
    assert page.status == 200
    assert f'action="{path}/delete"' in page.body
    fields = form_fields(page.body)
    assert (fields["soloist"], fields["result.soloist_tricks"]) == (KOVACS, "0")
    fields["result.soloist_tricks"] = "1"
    answer = served.client.post(path, cookie=cookie, **_encoded(fields))
    assert answer.status == 303, answer.body[:2000]
    assert totals(served) == {BIRO: 9, SZUCS: 22, KOVACS: -24, TOTH: -7}
    assert (
        served.client.get(f"/organiser/sessions/{served.table}/deals/4", cookie=cookie).status
        == 404
    )


def _encoded(fields: dict[str, str]) -> dict[str, object]:
    """The form as a browser posts it (its own ``csrf`` field included)."""
    body = "&".join(f"{quote(k, safe='')}={quote(v, safe='')}" for k, v in fields.items())
    return {"headers": {"Content-Type": "application/x-www-form-urlencoded"}, "body": body.encode()}
