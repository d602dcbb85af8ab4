"""The routes table says who may call each route; here every route is called by
every kind of caller, and only the ones its line admits get through.

To see it fail: in ``scorekeeper/serve/access.py``, ``Gate._holder``, remove the
line ``if wanted not in device.grants: raise Refusal(403, ...)`` (a follow phone
then opens the score and organiser pages), or give a route in
``scorekeeper/serve/routes.py`` another role."""

from __future__ import annotations

import pytest

from scorekeeper.serve import Grant, Role
from scorekeeper.serve.routes import ROUTES, Route, link
from tests.serve.conftest import next_deal


def concrete(route: Route, served, token: str = "x") -> str:
    """``route``'s path at the served table; a pending deal of that table (entered
    for the test: a page of one opens for its role only)."""
    path = route.path.replace("{token}", token).replace("{table:int}", str(served.table))
    if "{pending}" in path and route.method == "GET":
        count = len(served.writer.session_json(served.table)["deals"])
        pending = served.writer.propose_deal(served.table, next_deal(count), "test")
        path = path.replace("{pending}", pending)
    path = path.replace("{session:int}", str(served.table)).replace("{deal:int}", "1")
    return path.replace("{pending}", "0" * 36).replace("{device}", "0" * 16)


def phones(served) -> dict[str, str]:
    """A cookie for each role at the served table, and one of the other table."""
    cookies = {role.value: served.client.enter(served.link(role))[0] for role in Role}
    cookies["follow of another table"] = served.client.enter(
        served.link(Role.FOLLOW, served.other)
    )[0]
    return cookies


def test_the_table_names_every_route_once():
    assert len({(r.method, r.path) for r in ROUTES}) == len(ROUTES)
    # a change is a holder's or a device's (a cookie and its CSRF token, or a bearer),
    # or a score link's with its token in the path (POST <score URL>/deals)
    changes = [r for r in ROUTES if r.method != "GET"]
    assert all(r.who.kind in ("device", "holder") or r.who == link(Role.SCORE) for r in changes)


@pytest.mark.parametrize(
    "route", [r for r in ROUTES if r.who.kind == "holder" and r.method == "GET"], ids=str
)
def test_a_page_opens_only_for_its_role_at_its_table(served, route):
    cookies = phones(served)
    path = concrete(route, served)
    admitted = route.who.role.value
    for who, cookie in cookies.items():
        if route.path.endswith("events") and who == admitted:
            continue  # a stream: test_live
        status = served.client.get(path, cookie=cookie).status
        assert (status == 200) == (who == admitted), (who, path, status)
        assert status in (200, 403), (who, path, status)


@pytest.mark.parametrize(
    "route", [r for r in ROUTES if r.who.kind == "holder" and r.method == "GET"], ids=str
)
def test_a_program_s_token_opens_only_its_own_route(served, route):
    path = concrete(route, served)
    for role in Role:
        token = served.link(role).rsplit("/", 1)[1]
        bearer = {"Authorization": f"Bearer {token}"}
        if route.path.endswith("events") and role is route.who.role:
            stream = served.client.stream(path, **bearer)
            assert stream.status == 200
            stream.close()
            continue
        status = served.client.get(path, headers=bearer).status
        assert (status == 200) == (role is route.who.role), (role, path, status)


@pytest.mark.parametrize(
    "route", [r for r in ROUTES if r.who.kind == "link" and r.method == "GET"], ids=str
)
def test_a_link_route_takes_only_a_link_of_its_role(served, route):
    for role in Role:
        path = concrete(route, served, served.link(role).rsplit("/", 1)[1])
        if role is route.who.role:
            continue  # the right link: test_security, test_live
        assert served.client.get(path).status == 404, (role, path)


def test_a_phone_holds_each_grant_it_opened(served):
    cookie, _ = served.client.enter(served.link(Role.FOLLOW))
    answer = served.client.get(served.link(Role.SCORE), cookie=cookie)
    device = served.keyring.devices()[0]
    assert answer.cookie() == cookie  # the same phone, the same cookie
    assert set(device.grants) == {Grant(Role.FOLLOW, served.table), Grant(Role.SCORE, served.table)}
    assert served.client.get(f"/table/{served.table}/score", cookie=cookie).status == 200


def test_the_organiser_page_lists_every_table_with_its_links(served):
    cookie, page = served.client.enter(served.link(Role.ORGANISER))
    assert page == "/organiser"
    html = served.client.get(page, cookie=cookie).body
    base = served.handle.address.base
    for table in (served.table, served.other):
        for role in (Role.FOLLOW, Role.SCORE):
            assert base + served.link(role, table) in html
    assert html.count("<svg") == 4  # a QR code per link
