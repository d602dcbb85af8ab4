"""Bad or fuzzed requests get one clear refusal, never a 500: every route of the
table, with every method, garbage in its path, its headers and its body, and
bytes that are not HTTP at all."""

from __future__ import annotations

import json
import string
from urllib.parse import quote, urlencode

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.serve import Role
from scorekeeper.serve.routes import ROUTES

METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "BREW"]
SEGMENTS = [
    "x",
    "%00",
    "%ff%fe",
    "..%2f..%2fetc%2fpasswd",
    "-1",
    "99999999999999999999999999",
    "1e9",
    "%E2%80%AE",
    "a" * 3000,
    "😀",
    "<script>",
    "%",
]
FORM_NAMES = ["declarer", "bid", "trump", "partner", "partner_card", "result.declarer_points"]
FORM_NAMES += ["thrown_in", "dealer", "csrf", "x", "bid[0]", ""]
REFUSALS = {400, 403, 404, 405, 413, 421, 429}


def paths(served) -> list[str]:
    """Every route's path with each garbage segment in each of its parameters."""
    out = []
    for route in ROUTES:
        for junk in SEGMENTS:
            path = route.path.replace("{table:int}", junk).replace("{token}", junk)
            out.append(_filled(path, junk))
            out.append(route.path.replace("{table:int}", str(served.table)).replace("{name}", junk))
            shared = route.path.replace("{session:int}", str(served.table))
            out.append(_filled(shared.replace("{deal:int}", "1"), junk))
    return out


def _filled(path: str, junk: str) -> str:
    """Every parameter of ``path`` left in it replaced by ``junk``."""
    for name in ("{name}", "{session:int}", "{deal:int}", "{pending}", "{device}"):
        path = path.replace(name, junk)
    return path


def test_every_route_refuses_garbage_clearly(served):
    cookie, _ = served.client.enter(served.link(Role.ORGANISER))
    for path in paths(served):
        for method in METHODS:
            if path.endswith("/events") and method in ("GET", "HEAD"):
                continue  # a stream that may open: test_live
            answer = served.client.request(method, path, cookie=cookie)
            assert answer.status in REFUSALS | {200, 303}, (method, path, answer.status)
        # the throttle is per address and these are mostly wrong links: start afresh
        served.app.gate.throttle._failures.clear()


def test_bad_bodies_and_headers_are_refused(served):
    cookie, page = served.client.enter(served.link(Role.FOLLOW))
    bodies = [b"\xff\xfe\x00", b"csrf=%ff%fe", b"&&&===", b"csrf=" + b"a" * 20000, b"{}"]
    kinds = ["application/x-www-form-urlencoded", "application/json", "text/plain", "x/y; q=\x01"]
    for body in bodies:
        for kind in kinds:
            answer = served.client.post(
                "/forget", cookie=cookie, body=body, headers={"Content-Type": kind}
            )
            assert answer.status in (400, 403, 413), (body[:20], kind, answer.status)
    odd = [
        {"Cookie": "scorekeeper=" + "x" * 4000},
        {"Cookie": "scorekeeper"},
        {"Cookie": '=;;;="'},
        {"Authorization": "Bearer"},
        {"Authorization": "Basic dXNlcjpwYXNz"},
        {"Authorization": "Bearer \u00e9"},
        {"Accept-Language": "x" * 5000},
        {"Last-Event-ID": "\u00ff" * 100},
    ]
    for headers in odd:
        answer = served.client.get(page, headers=headers)
        assert answer.status in REFUSALS | {200}, (headers, answer.status)


def test_bytes_that_are_not_http_get_a_refusal_or_nothing(served):
    for data in [
        b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03",  # a TLS hello: https to a plain port
        b"GET / HTTP/9.9\r\n\r\n",
        b"GET /follow/x HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
        b"GET " + b"/a" * 40000 + b" HTTP/1.1\r\n\r\n",
        b"\r\n\r\n\r\n",
        b"POST /forget HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n",
        b"POST /forget HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
    ]:
        line = served.client.raw(data)
        assert line == b"" or line.split(b" ")[1][:1] == b"4", (data[:30], line)
    assert served.client.get("/static/page.css").status == 200  # still serving


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    method=st.sampled_from(["GET", "POST", "PUT"]),
    path=st.text(alphabet=string.printable.strip() + "é日", min_size=1, max_size=60),
    body=st.binary(max_size=200),
)
def test_fuzzed_requests_are_never_a_500(served, method, path, body):
    path = "/" + path.replace(" ", "%20").replace("#", "%23").replace("?", "%3F")
    answer = served.client.request(method, path, body=body)
    assert answer.status < 500, (method, path, answer.status)
    served.app.gate.throttle._failures.clear()


FIELD_TEXT = st.text(alphabet=string.printable + "é日−٣\x00", max_size=12) | st.sampled_from(
    ["", "0", "1", "-1", "99999999999999999999", "on", "Cai", "1e3", "NaN", "٣"]
)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_fuzzed_deal_forms_are_one_clear_answer(tables, data):
    """The score page's form with anything in its fields (and fields it does not
    have): the page again with the error (400) or a pending deal (303), the
    preview 200, never a 500; a decision on nonsense is a refusal."""
    from tests.serve.forms import FORM, csrf_of, encoded, form_of

    table = tables.ids[data.draw(st.sampled_from(sorted(tables.ids)))]
    cookie, page = tables.client.enter(tables.link(Role.SCORE, table))
    html = tables.client.get(page, cookie=cookie).body
    _, fields = form_of(html)
    names = st.sampled_from(sorted(fields)) | st.text(max_size=8)
    typed = data.draw(st.dictionaries(names, FIELD_TEXT, max_size=8))
    body = encoded({**fields, **typed, "csrf": csrf_of(html)})
    for path, allowed in (("/preview", {200}), ("/deals", {303, 400})):
        answer = tables.client.post(page + path, cookie=cookie, body=body, headers=FORM)
        assert answer.status in allowed, (path, typed, answer.status)
    junk = data.draw(FIELD_TEXT)
    for step in ("accept", "cancel"):
        answer = tables.client.post(
            f"{page}/deals/{quote(junk or 'x', safe='')}/{step}",
            cookie=cookie,
            body=encoded({"csrf": csrf_of(html), "by": junk}),
            headers=FORM,
        )
        assert answer.status in REFUSALS | {409}, (step, junk, answer.status)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    route=st.sampled_from(
        [r.path for r in ROUTES if r.method == "POST" and r.path.startswith("/organiser")]
    ),
    body=st.one_of(
        st.binary(max_size=300),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.text(max_size=20),
            lambda inner: (
                st.lists(inner, max_size=4)
                | st.dictionaries(st.text(max_size=10), inner, max_size=4)
            ),
            max_leaves=12,
        ).map(lambda value: json.dumps(value).encode()),
    ),
    kind=st.sampled_from(["application/json", "application/x-www-form-urlencoded", "text/plain"]),
)
def test_fuzzed_organiser_posts_are_one_clear_refusal(served, route, body, kind):
    """Garbage posted to every organiser change, as the organiser: a 4xx (or the
    change done, for a body that happens to be one), never a 500."""
    path = route.replace("{session:int}", str(served.table)).replace("{deal:int}", "2")
    path = path.replace("{pending}", "0" * 36).replace("{device}", "0" * 16)
    if path == "/organiser/end":
        return  # it needs no body: test_organiser ends the evening
    headers = {"Content-Type": kind, "Authorization": "Bearer " + served.link(Role.ORGANISER)[11:]}
    answer = served.client.post(path, headers=headers, body=body)
    assert answer.status in {200, 303, 400, 404, 409, 413}, (path, body[:40], answer.status)
    if answer.status >= 400 and kind == "application/json":
        assert json.loads(answer.body), answer.body  # one clear answer a program reads
    elif answer.status >= 400:  # a form: the page again, the reason at its field
        assert answer.body.strip(), answer


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    values=st.dictionaries(
        st.sampled_from(FORM_NAMES),
        st.text(alphabet=string.printable + "é日\x00", max_size=30),
        max_size=8,
    )
)
def test_fuzzed_correction_forms_are_one_clear_refusal(served, values):
    """The correction form of a game that has one (Ultimate), posted with any text
    in any of its fields: stored (303) or refused at a field (400), never a 500."""
    if not hasattr(served, "ultimate"):
        record = {
            "game": "ultimate",
            "players": ["Aki", "Ben", "Chie"],
            "first_dealer": "Chie",
            "deals": [
                {"declarer": "Aki", "bid": 45, "trump": "spades", "result": {"declarer_points": 52}}
            ],
        }
        served.ultimate = served.writer.create_session(record)
        served.keyring.share(served.ultimate)
    bearer = {"Authorization": "Bearer " + served.link(Role.ORGANISER)[11:]}
    body = urlencode(values).encode()
    headers = {**bearer, "Content-Type": "application/x-www-form-urlencoded"}
    path = f"/organiser/sessions/{served.ultimate}/deals/1"
    answer = served.client.post(path, headers=headers, body=body)
    assert answer.status in {303, 400}, (values, answer.status, answer.body[:200])
