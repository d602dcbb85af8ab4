"""Each security point of ``docs/serve.md`` against a real server; each test's
docstring names the line whose removal makes it fail (each was tried)."""

from __future__ import annotations

import base64
import logging
import re

import pytest

from scorekeeper.serve import Keyring, Role
from scorekeeper.serve.capability import Grant
from scorekeeper.serve.routes import ROUTES
from scorekeeper.serve.throttle import LIMIT

HEADERS = {
    "content-security-policy": "default-src 'self'",
    "referrer-policy": "no-referrer",
    "cache-control": "no-store",
}


def test_tokens_carry_at_least_128_random_bits():
    """Fails with ``LINK_BYTES = 8`` in ``scorekeeper/serve/capability.py``."""
    keyring = Keyring()
    tokens = [link.token for t in range(50) for link in keyring.share(t)]
    assert len(set(tokens)) == len(tokens)
    for token in tokens:
        assert len(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))) * 8 >= 128


def test_a_link_is_its_token_as_the_last_segment(served):
    for role, table, url in served.app.links():
        token = url.rsplit("/", 1)[1]
        assert served.keyring.link(token).grant == Grant(role, table)
        assert url.startswith(served.handle.address.base + "/")


def test_the_first_visit_swaps_the_token_for_a_strict_httponly_cookie(served):
    """Fails without ``httponly=True`` or ``samesite="strict"`` in ``Endpoints.enter``,
    or with ``page_path`` returning the link's own path."""
    link = served.link(Role.FOLLOW)
    answer = served.client.get(link)
    assert answer.status == 303
    page = answer.headers["location"]
    assert page == f"/table/{served.table}"
    token = link.rsplit("/", 1)[1]
    assert token not in page and token not in answer.cookies[0]
    cookie = answer.cookies[0].lower()
    assert "httponly" in cookie and "samesite=strict" in cookie and "path=/" in cookie
    assert served.client.get(page, cookie=answer.cookie()).status == 200
    assert served.client.get(page).status == 404  # the page needs the cookie


def test_a_page_opened_from_another_site_only_reloads_itself(served):
    """Without its cookie, on a navigation another site started, a page answers
    only "reload" (then the browser's own navigation sends the Strict cookie);
    nothing of the table is in it, and any other request without a cookie is 404."""
    page = f"/table/{served.table}"
    other_site = {"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate"}
    answer = served.client.get(page, headers=other_site)
    assert answer.status == 200 and '<meta http-equiv="refresh" content="0">' in answer.body
    assert "Ulti" not in answer.body and "<script" not in answer.body
    for headers in ({}, {**other_site, "Sec-Fetch-Site": "same-origin"}):
        assert served.client.get(page, headers=headers).status == 404
    events = {**other_site, "Sec-Fetch-Mode": "cors"}
    assert served.client.get(page + "/events", headers=events).status == 404


def test_a_program_sends_the_token_as_bearer(served):
    token = served.link(Role.FOLLOW).rsplit("/", 1)[1]
    page = f"/table/{served.table}"
    ok = served.client.get(page, headers={"Authorization": f"Bearer {token}"})
    assert ok.status == 200 and "Ulti" in ok.body
    wrong = served.client.get(page, headers={"Authorization": "Bearer " + "A" * 32})
    assert wrong.status == 404 and wrong.headers["content-type"].startswith("application/json")


def test_a_wrong_revoked_or_expired_link_is_404(served):
    """Fails without the ``_alive`` check in ``Keyring.link`` (expired), or with
    ``revoke_device`` / ``end_evening`` keeping what they drop."""
    assert served.client.get("/follow/" + "x" * 32).status == 404
    cookie, page = served.client.enter(served.link(Role.FOLLOW))
    served.keyring.revoke_device(served.keyring.devices()[0].id)
    assert served.client.get(page, cookie=cookie).status == 404
    link = served.link(Role.FOLLOW)
    served.keyring.end_evening()
    assert served.client.get(link).status == 404
    assert served.keyring.links() == [] and served.keyring.devices() == []


def test_a_link_expires_after_its_evening():
    now = [1000.0]
    keyring = Keyring(lifetime=3600, clock=lambda: now[0])
    follow, _ = keyring.share(5)
    device = keyring.visit(follow, None, "127.0.0.1")
    assert keyring.link(follow.token) is not None and keyring.device(device.secret) is not None
    now[0] += 3601
    assert keyring.link(follow.token) is None and keyring.device(device.secret) is None


def test_guessing_is_throttled_after_twenty_wrong_links(served):
    """Fails without ``self.throttle.failed(address)`` (or without the ``wait``
    check) in ``Gate.check``."""
    for i in range(LIMIT):
        assert served.client.get(f"/follow/wrong{i:028d}").status == 404
    held = served.client.get(served.link(Role.FOLLOW))  # even the right one, for now
    assert held.status == 429 and int(held.headers["retry-after"]) > 0
    assert served.client.get("/static/page.css").status == 200  # nothing secret is held back


def test_every_change_needs_the_csrf_token_of_its_page(served):
    """Fails without the ``check_csrf`` call in ``WebApp.endpoint``."""
    cookie, page = served.client.enter(served.link(Role.FOLLOW))
    html = served.client.get(page, cookie=cookie).body
    csrf = re.search(r'name="csrf" value="([0-9a-f]+)"', html).group(1)
    form = {"Content-Type": "application/x-www-form-urlencoded"}
    for body in (b"", b"csrf=" + b"0" * 64, b"csrf="):
        refused = served.client.post("/forget", cookie=cookie, headers=form, body=body)
        assert refused.status == 403, body
    assert served.client.get(page, cookie=cookie).status == 200  # nothing was forgotten
    done = served.client.post("/forget", cookie=cookie, headers=form, body=f"csrf={csrf}".encode())
    assert done.status == 200 and "forgotten" in done.body
    assert served.client.get(page, cookie=cookie).status == 404


def test_a_csrf_token_is_bound_to_its_page_s_grant_and_device():
    """Fails with ``grant.scope`` left out of the HMAC in ``Keyring.csrf``."""
    keyring = Keyring()
    follow, score = keyring.share(5)
    phone = keyring.visit(follow, None, "192.0.2.7")
    keyring.visit(score, phone.secret, "192.0.2.7")
    token = keyring.csrf(phone, follow.grant)
    assert keyring.csrf_ok(phone, token, follow.grant)
    assert not keyring.csrf_ok(phone, token, score.grant)  # a score change needs the score page's
    assert keyring.csrf_ok(phone, token)  # the phone's own change (forget it): any of its pages
    another = keyring.visit(follow, None, "192.0.2.8")
    assert not keyring.csrf_ok(another, token, follow.grant)


DEAL_PATHS = ("/deals", "/deals/{pending}/accept", "/deals/{pending}/cancel")


def test_a_get_changes_nothing(served):
    """Every change is a POST: a GET of it is refused and changes nothing. Fails
    with ``"GET"`` as the method of ``/forget`` in ``scorekeeper/serve/routes.py``."""
    deals = [p + s for p in ("/score/{token}", "/table/{table:int}/score") for s in DEAL_PATHS]
    organiser = [
        "/organiser/devices/{device}/revoke",
        "/organiser/pending/{pending}/cancel",
        "/organiser/end",
        "/organiser/standings",
        "/organiser/sessions/{session:int}/deals/{deal:int}",
        "/organiser/sessions/{session:int}/deals/{deal:int}/delete",
    ]
    # the score page's preview is a POST too (the deal never sits in an address),
    # though it changes nothing (test_score_page)
    preview = ["/table/{table:int}/score/preview"]
    assert [r.path for r in ROUTES if r.changes] == ["/forget", *deals, *preview, *organiser]
    assert all(r.method == "POST" for r in ROUTES if r.changes)
    cookie, page = served.client.enter(served.link(Role.FOLLOW))
    stamp = served.writer.change_stamp()
    for route in ROUTES:
        path = route.path.replace("{table:int}", str(served.table)).replace("{name}", "page.css")
        role = Role.SCORE if route.path.startswith("/score") else Role.FOLLOW
        path = path.replace("{token}", served.link(role).rsplit("/", 1)[1])
        path = path.replace("{pending}", "0" * 36)
        if not path.endswith("events"):
            served.client.get(path, cookie=cookie)
    assert served.client.get(page, cookie=cookie).status == 200  # the phone is still known
    assert served.writer.change_stamp() == stamp


@pytest.mark.parametrize(
    "host", ["evil.example", "evil.example:{port}", "localhost:{port}", "127.0.0.1", ""]
)
def test_only_the_address_served_is_answered(served, host):
    """DNS rebinding: a page of another name pointed at the laptop reads nothing.
    Fails without the ``if _host(scope) not in self.hosts()`` check in ``Guard``."""
    port = served.handle.address.port
    cookie, page = served.client.enter(served.link(Role.FOLLOW))
    answer = served.client.get(page, cookie=cookie, headers={"Host": host.format(port=port)})
    assert answer.status == 421 and "Ulti" not in answer.body
    assert served.client.get(page, cookie=cookie).status == 200


def test_every_response_carries_the_security_headers(served):
    """Fails without ``message = _with_headers(message)`` in ``Guard``."""
    cookie, page = served.client.enter(served.link(Role.FOLLOW))
    answers = [
        served.client.get(served.link(Role.SCORE)),  # 303
        served.client.get(page, cookie=cookie),  # 200
        served.client.get("/static/live.js"),
        served.client.get("/nothing/here"),  # 404
        served.client.post(page, cookie=cookie),  # 405
        served.client.post("/forget", cookie=cookie),  # 403
        served.client.get(page, headers={"Host": "evil.example"}),  # 421
    ]
    stream = served.client.stream(page + "/events", cookie=cookie)
    for headers in [a.headers for a in answers] + [stream.headers]:
        for name, value in HEADERS.items():
            assert headers[name].startswith(value), (name, headers)
    stream.close()


def test_no_url_is_logged_and_there_is_no_access_log(served, caplog, tmp_path):
    """Fails without the line ``logging.getLogger("uvicorn.access").disabled = True``
    in ``scorekeeper/serve/server.py`` (uvicorn's access log writes each path and query)."""
    caplog.set_level(logging.DEBUG)
    secret = "QUERYSECRET"
    token = served.link(Role.FOLLOW).rsplit("/", 1)[1]
    served.client.get(served.link(Role.FOLLOW) + f"?k={secret}")
    served.client.get(f"/follow/{secret}?q={secret}")
    served.client.get(f"/table/{served.table}?{secret}", headers={"Host": "x"})
    served.client.raw(f"GET /{secret}?{secret} HTTP/1.1\r\nHost: \x00\r\n\r\n".encode())
    logged = "\n".join(f"{r.name} {r.getMessage()}" for r in caplog.records)
    assert secret not in logged and token not in logged
    assert not [r for r in caplog.records if r.name == "uvicorn.access"]
    logs = tmp_path / "logs"
    files = "".join(p.read_text() for p in logs.glob("*")) if logs.exists() else ""
    assert secret not in files and token not in files


def test_a_follow_page_holds_no_score_or_organiser_capability(served):
    """The phone holds every role, yet its follow page, the script and the events
    hold no score or organiser token, nor a CSRF token a score or organiser change
    would take. Fails with ``csrf = keyring.csrf(caller.device, Grant(Role.SCORE,
    ...))`` in ``Endpoints._sheet_page``, or with a link printed in ``sheet.html``."""
    cookie, page = served.client.enter(served.link(Role.FOLLOW))
    for role in (Role.SCORE, Role.ORGANISER):
        served.client.get(served.link(role), cookie=cookie)
    device = served.keyring.devices()[0]
    assert len(device.grants) == 3
    stream = served.client.stream(page + "/events", cookie=cookie)
    served.add_deal()
    stream.next_event(2), stream.next_event(2)
    held = served.client.get(page, cookie=cookie).body + stream.text
    held += served.client.get("/static/live.js").body
    stream.close()
    for role in (Role.SCORE, Role.ORGANISER):
        grant = Grant(role, None if role is Role.ORGANISER else served.table)
        assert served.link(role).rsplit("/", 1)[1] not in held
        assert served.keyring.csrf(device, grant) not in held
    assert served.keyring.csrf(device, Grant(Role.FOLLOW, served.table)) in held
