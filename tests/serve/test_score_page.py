"""The score page on a real server: the form of the next deal built from the
game's description, posted as a phone posts it (every field the page holds, the
typed ones changed), pending until an opponent accepts it on its summary, and only
then in the sheet. Every record expected here is written by hand from the rules
and the deal format (``docs/deal-format.md``): what the window writes for the same
deal."""

from __future__ import annotations

import json
from typing import Any

import pytest

from scorekeeper.games import get_game
from scorekeeper.games.entry import form_from_deal
from scorekeeper.serve import Role
from tests.serve.conftest import TABLES, Tables, game_example
from tests.serve.forms import FORM, csrf_of, encoded, form_of

# game: (what the phone types over the page's defaults, the record stored)
TYPED: dict[str, tuple[dict[str, str], dict[str, Any]]] = {
    # Ultimate without partners: Cai declares 45 in hearts (the second suit offered)
    # and takes 50 points; the dealer is the first dealer, Eve (the default)
    "ultimate": (
        {"declarer": "Cai", "bid": "45", "trump": "1", "result.declarer_points": "50"},
        {
            "dealer": "Eve",
            "declarer": "Cai",
            "bid": 45,
            "trump": "hearts",
            "result": {"declarer_points": 50},
        },
    ),
    # Marjapussi: Aino (the first bidder after Onni, the default) bids 120 and plays
    # 120; her side takes 80 of the 120 card points (the other side's 40 is what is
    # left) and 6 of the 9 tricks (3 left), and the last trick; no Kontra (level 0)
    "marjapussi": (
        {
            "bid": "120",
            "contract": "120",
            "result.card_points[0]": "80",
            "result.tricks[0]": "6",
            "result.last_trick": "0",
        },
        {
            "dealer": "Onni",
            "declarer": "Aino",
            "bid": 120,
            "contract": 120,
            "kontra": 0,
            "result": {"card_points": [80, 40], "tricks": [6, 3], "last_trick": 0, "marriages": []},
        },
    ),
    # Huutopussi: Aino bids 150 and plays 160; her side takes every card point (140:
    # 0 left) and every trick, the last, and declares hearts
    "huutopussi": (
        {
            "bid": "150",
            "contract": "160",
            "result.card_points[0]": "140",
            "result.tricks[0]": "9",
            "result.last_trick": "0",
            "result.marriages.hearts": "0",
        },
        {
            "dealer": "Onni",
            "declarer": "Aino",
            "bid": 150,
            "contract": 160,
            "result": {
                "card_points": [140, 0],
                "tricks": [9, 0],
                "last_trick": 0,
                "marriages": [{"side": 0, "suit": "hearts"}],
            },
        },
    ),
    # Zwanzigerrufen: a normal game (the default) of Franz (forehand after Ilse, the
    # default) calling the XIX (the second tarock offered), held by Hans; the
    # declarers take 40 points in 4 tricks; nothing announced, no Kontra
    "zwanzigerrufen": (
        {
            "called": "1",
            "partner": "Hans",
            "result.declarer_points": "40",
            "result.declarer_tricks": "4",
        },
        {
            "dealer": "Ilse",
            "contract": "normal",
            "declarer": "Franz",
            "called": "XIX",
            "partner": "Hans",
            "result": {"declarer_points": 40, "declarer_tricks": 4},
        },
    ),
}
DESCRIBED = [g for g in TABLES if get_game(g).entry is not None]


class Phone:
    """A phone holding a table's score link: its cookie and the score page."""

    def __init__(self, tables: Tables, table: int, language: str = "en") -> None:
        self.client, self.table = tables.client, table
        self.headers = {"Accept-Language": language}
        self.cookie, self.page = tables.client.enter(tables.link(Role.SCORE, table))
        assert self.page == f"/table/{table}/score"

    def get(self, path: str) -> Any:
        return self.client.get(path, cookie=self.cookie, headers=self.headers)

    def post(self, path: str, fields: dict[str, str], **headers: str) -> Any:
        return self.client.post(
            path,
            cookie=self.cookie,
            body=encoded(fields),
            headers={**self.headers, **FORM, **headers},
        )

    def fill(self, typed: dict[str, str]) -> tuple[str, dict[str, str]]:
        """The page's deal form with ``typed`` over what it holds."""
        answer = self.get(self.page)
        assert answer.status == 200, answer.body
        action, fields = form_of(answer.body)
        for name in typed:
            assert name in fields, f"the form has no field {name}"
        return action, {**fields, **typed}

    def enter(self, typed: dict[str, str]) -> str:
        """Submit the form; the pending deal's summary page (its path)."""
        action, fields = self.fill(typed)
        answer = self.post(action, fields)
        assert answer.status == 303, answer.body
        return answer.headers["location"]

    def accept(self, summary: str, by: str) -> Any:
        page = self.get(summary).body
        action, fields = form_of(page, "decide")
        return self.post(action, {**fields, "by": by})


def stored_deals(tables: Tables, table: int) -> list[dict[str, Any]]:
    deals = tables.writer.session_json(table)["deals"]
    return [{k: v for k, v in d.items() if k != "id"} for d in deals]


def opponents_offered(html: str) -> list[str]:
    _, fields = form_of(html, "decide")
    assert "by" in fields
    return [
        o.split('"')[1]
        for o in html.split('<select name="by">')[1]
        .split("</select>")[0]
        .split("<option value=")[1:]
    ]


@pytest.mark.parametrize("game_id", DESCRIBED)
def test_a_deal_entered_through_the_form_is_the_record_the_window_writes(tables, game_id):
    table = tables.ids[game_id]
    typed, expected = TYPED[game_id]
    phone = Phone(tables, table)
    summary = phone.enter(typed)
    assert stored_deals(tables, table) == []  # pending: not in the sheet
    pending = tables.writer.pending_deals(table)
    assert [p.record for p in pending] == [expected]
    answer = phone.accept(summary, opponents_offered(phone.get(summary).body)[0])
    assert answer.status == 303 and answer.headers["location"] == f"/table/{table}/score"
    assert stored_deals(tables, table) == [expected]


@pytest.mark.parametrize("game_id", sorted({*DESCRIBED}))
def test_the_example_s_second_deal_goes_through_the_form_unchanged(tables, game_id):
    """Any described game (a new description too): the form filled in as
    ``form_from_deal`` fills it for the example's second deal posts that deal."""
    if game_id not in tables.examples:
        pytest.skip("no example")
    spec, deal = get_game(game_id), game_example(game_id)["deals"][1]
    assert spec.entry is not None
    if set(deal) - spec.entry.top_keys() - {"dealer"}:
        pytest.skip("the example's deal holds more than the form (an auction log)")
    table = tables.examples[game_id]
    record = tables.writer.session_json(table)
    sides = len(spec.teams(record["players"]))
    phone = Phone(tables, table)
    action, fields = phone.fill({})
    typed = form_from_deal(spec.entry, deal, sides=sides)
    typed.pop("dealer")  # the example's deals leave the dealer to the rotation: the page's
    answer = phone.post(action, {**fields, **typed})
    assert answer.status == 303, answer.body
    expected = {"dealer": fields["dealer"], **without_nulls(deal)}
    assert [p.record for p in tables.writer.pending_deals(table)] == [expected]


def without_nulls(deal: dict[str, Any]) -> dict[str, Any]:
    """A deal's ``null`` result fields are the same as absent ones (the form leaves them out)."""
    return {
        k: without_nulls(v) if isinstance(v, dict) else v for k, v in deal.items() if v is not None
    }


def test_the_form_starts_with_the_defaults_known_from_the_table(tables):
    phone = Phone(tables, tables.ids["marjapussi"])
    _, fields = form_of(phone.get(phone.page).body)
    # the dealer by the rotation (the first dealer), the first bidder after him,
    # the opening bid (bids start at 120: docs/rules/marjapussi.md "Auction"), the
    # declarer's side (Aino's, the first) for the last trick
    assert fields["dealer"] == "Onni" and fields["declarer"] == "Aino"
    assert fields["bid"] == "120" and fields["result.last_trick"] == "0"


@pytest.mark.parametrize(
    ("language", "said"),
    [("en", "150 is not between 1 and 100"), ("ja", "150 は 1〜100 の範囲外です")],
    ids=["english", "japanese"],
)
def test_a_refused_deal_is_the_page_again_with_the_error_at_its_field(tables, language, said):
    table = tables.ids["ultimate"]
    phone = Phone(tables, table, language)
    typed = {**TYPED["ultimate"][0], "bid": "150"}
    action, fields = phone.fill(typed)
    answer = phone.post(action, fields)
    assert answer.status == 400
    html = answer.body
    bid = html.split('id="f-bid"')[1].split("</fieldset>")[0]
    assert 'class="error"' in bid and said in bid
    assert html.count('class="error" role="alert">') == 1  # the form's own line is hidden
    _, kept = form_of(html)
    assert {k: kept[k] for k in typed} == typed  # everything typed is kept
    assert tables.writer.pending_deals(table) == []


def test_text_that_is_no_number_is_refused_at_its_field(tables):
    phone = Phone(tables, tables.ids["ultimate"])
    action, fields = phone.fill({**TYPED["ultimate"][0], "result.declarer_points": "fifty"})
    answer = phone.post(action, fields)
    assert answer.status == 400
    points = answer.body.split('id="f-result.declarer_points"')[1].split("</fieldset>")[0]
    assert "“fifty” is not a whole number" in points and 'value="fifty"' in points


def test_only_an_opponent_accepts_and_then_no_phone_changes_the_deal(tables):
    table = tables.ids["ultimate"]
    phone = Phone(tables, table)
    summary = phone.enter(TYPED["ultimate"][0])
    page = phone.get(summary).body
    # Cai declared alone (no partner variant): the other four are the opponents
    assert opponents_offered(page) == ["Ann", "Ben", "Dee", "Eve"]
    # the summary: Cai's +45 (50 points reach the bid of 45; rules "Scoring one deal")
    assert "+45" in page
    refused = phone.accept(summary, "Cai")
    assert refused.status == 400 and "declaring side" in refused.body
    assert stored_deals(tables, table) == []
    assert phone.accept(summary, "Dee").status == 303
    assert stored_deals(tables, table) == [TYPED["ultimate"][1]]
    decided = phone.get(summary)
    assert "Accepted by Dee" in decided.body and 'class="decide"' not in decided.body
    pending_id = summary.rsplit("/", 1)[1]
    csrf = csrf_of(phone.get(phone.page).body)
    for step in ("cancel", "accept"):
        again = phone.post(
            f"/table/{table}/score/deals/{pending_id}/{step}", {"csrf": csrf, "by": "Ann"}
        )
        assert again.status == 409
    assert stored_deals(tables, table) == [TYPED["ultimate"][1]]


def test_a_pending_deal_is_listed_on_the_score_page_never_in_the_sheet(tables):
    table = tables.ids["ultimate"]
    phone = Phone(tables, table)
    summary = phone.enter(TYPED["ultimate"][0])
    follower, page = tables.client.enter(tables.link(Role.FOLLOW, table))
    assert "No deal has been entered yet." in tables.client.get(page, cookie=follower).body
    score = phone.get(phone.page).body
    assert f'href="{summary}"' in score
    assert "No deal has been entered yet." in score.split('id="live"')[1]
    cancelled = phone.post(
        summary.replace("/pending/", "/deals/") + "/cancel", {"csrf": csrf_of(score)}
    )
    assert cancelled.status == 303
    assert f'href="{summary}"' not in phone.get(phone.page).body
    assert stored_deals(tables, table) == [] and tables.writer.pending_deals(table) == []


def test_the_preview_shows_the_row_and_changes_nothing(tables):
    table = tables.ids["ultimate"]
    phone = Phone(tables, table)
    _, fields = phone.fill(TYPED["ultimate"][0])
    preview = f"/table/{table}/score/preview"
    # the page's script: JSON; Cai +45, his total after 45 (the first deal)
    answer = phone.post(preview, fields, Accept="application/json")
    assert answer.status == 200
    shown = json.loads(answer.body)
    assert shown["row"] == "" and shown["error"] == ""
    cai = shown["html"].split('<td class="name">Cai</td>')[1].split("</tr>")[0]
    assert '<td class="num delta">+45</td>' in cai and '<td class="num">45</td>' in cai
    # scripts off: the Preview button gets the page again, the preview in it
    page = phone.post(preview, fields)
    assert page.status == 200 and '<td class="num delta">+45</td>' in page.body
    _, kept = form_of(page.body)
    assert kept == fields
    # an error while typing is at its field
    wrong = phone.post(preview, {**fields, "bid": "x"}, Accept="application/json")
    assert json.loads(wrong.body)["row"] == "bid"
    assert tables.writer.pending_deals(table) == [] and stored_deals(tables, table) == []


def test_a_program_still_posts_json(tables):
    table = tables.ids["ultimate"]
    token = tables.link(Role.SCORE, table).rsplit("/", 1)[1]
    answer = tables.client.post(
        f"/score/{token}/deals",
        body=json.dumps(TYPED["ultimate"][1]).encode(),
        headers={"Content-Type": "application/json"},
    )
    assert answer.status == 202


def test_the_form_needs_the_score_page_s_csrf_token(tables):
    table = tables.ids["ultimate"]
    phone = Phone(tables, table)
    action, fields = phone.fill(TYPED["ultimate"][0])
    # the same phone's follow page: its token is not the score page's
    follow = tables.client.get(tables.link(Role.FOLLOW, table), cookie=phone.cookie)
    follow_csrf = csrf_of(phone.get(follow.headers["location"]).body)
    for csrf in ("", follow_csrf):
        for path in (action, f"/table/{table}/score/preview"):
            assert phone.post(path, {**fields, "csrf": csrf}).status == 403
    assert tables.writer.pending_deals(table) == []
