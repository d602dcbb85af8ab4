"""The score page (issue 26, "Score page"; ``docs/serve.md``, "The score page"):
the sheet as the follow page shows it, the deals waiting for an opponent, and the
form of the session's next deal with its live preview; a pending deal's summary,
where an opponent accepts it (or someone cancels it).

The page's forms post urlencoded text with the page's CSRF token to the same
routes as the programs' JSON (:mod:`.deals`); a form is answered with a page: a
refused deal is the page again (400) holding every value typed and the error at
its field, an entered deal a redirect (303) to its summary, a decided one a
redirect to the score page. The preview changes nothing: the page's script posts
the form there and gets the preview as JSON; with scripts off, the Preview button
posts it and gets the page again, with the preview.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from markupsafe import Markup
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from scorekeeper.errors import RecordError
from scorekeeper.serve import score_view, score_words, words
from scorekeeper.serve.access import Caller, Refusal, read_form
from scorekeeper.serve.deals import DealEndpoints, Decision, device_of, table_of
from scorekeeper.serve.pages import page, said
from scorekeeper.serve.routes import events_path
from scorekeeper.session.pending import PendingDeal
from scorekeeper.session.replay import DealContext

WORDS = {
    "next_deal": score_words.NEXT_DEAL,
    "enter": score_words.ENTER,
    "preview": score_words.PREVIEW,
    "pending": score_words.PENDING,
    "pending_note": score_words.PENDING_NOTE,
    "check": score_words.CHECK,
    "summary": score_words.SUMMARY,
    "summary_note": score_words.SUMMARY_NOTE,
    "who_accepts": score_words.WHO_ACCEPTS,
    "accept": score_words.ACCEPT,
    "cancel": score_words.CANCEL,
    "back": score_words.BACK,
    "no_form": score_words.NO_FORM,
    "forget": words.FORGET,
}
LIVE_WORDS = {"live": words.LIVE, "reconnecting": words.RECONNECTING, "stopped": words.STOPPED}


def is_form(request: Request) -> bool:
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    return kind == "application/x-www-form-urlencoded"


def _wants_json(request: Request) -> bool:
    return "application/json" in request.headers.get("accept", "")


class ScoreEndpoints(DealEndpoints):
    """The score page's endpoints (mixed into :class:`~.endpoints.Endpoints`); a
    deal's routes take a form besides the programs' JSON."""

    async def score(self, request: Request, caller: Caller) -> Response:
        return await self._score_page(caller, None)

    async def propose(self, request: Request, caller: Caller) -> Response:
        if not is_form(request):
            return await super().propose(request, caller)
        form = await read_form(request)
        context = await self._context(caller)
        if context.game.entry is None:  # no form for this game: its deals are JSON
            return await self._score_page(caller, None, status=400)
        reading = score_view.read(context, form)
        if reading.error is None and reading.deal is not None:
            store, table = self.live.reader.store, table_of(caller)
            try:
                pending = await self.live.reader.call(
                    store.propose_deal, table, reading.deal, device_of(caller)
                )
            except RecordError:  # refused by the store (checked again there)
                return await self._score_page(caller, form, status=400)
            await self.live.refresh(table)
            return RedirectResponse(f"/table/{table}/score/pending/{pending}", 303)
        return await self._score_page(caller, form, status=400)

    async def preview(self, request: Request, caller: Caller) -> Response:
        """The preview of the form's deal: JSON for the page's script, else the page."""
        form = await read_form(request)
        if not _wants_json(request):
            return await self._score_page(caller, form)
        context = await self._context(caller)
        if context.game.entry is None:
            raise Refusal(404, words.NOT_FOUND)
        shown = await self.live.reader.call(score_view.live_form, context, form, caller.language)
        html = page("preview.html", caller.language, p=shown.preview)
        return JSONResponse(
            {"html": html, "row": shown.error_row, "error": _row_error(shown), "form": shown.error}
        )

    async def summary(self, request: Request, caller: Caller) -> Response:
        return await self._summary_page(request, caller)

    async def accept(self, request: Request, caller: Caller) -> Response:
        if not is_form(request):
            return await super().accept(request, caller)
        form = await read_form(request)
        return await self._decide_form(request, caller, form.get("by", ""))

    async def cancel(self, request: Request, caller: Caller) -> Response:
        if not is_form(request):
            return await super().cancel(request, caller)
        return await self._decide_form(request, caller, None)

    async def _decide_form(self, request: Request, caller: Caller, by: Any) -> Response:
        pending_id = str(request.path_params.get("pending", ""))
        decision = await self.decide(caller, pending_id, by)
        if decision.status == 404:
            raise Refusal(404, words.NOT_FOUND)
        if decision.status == 200:
            return RedirectResponse(f"/table/{table_of(caller)}/score", 303)
        return await self._summary_page(request, caller, decision.status, decision)

    # --- the pages ---------------------------------------------------------------

    async def _context(self, caller: Caller) -> DealContext:
        table = table_of(caller)
        await self.live.refresh(table)
        snapshot = await self.live.snapshot(table)
        if snapshot is None:
            raise Refusal(404, words.GONE)
        return snapshot.result.next_context()

    def _csrf(self, caller: Caller) -> str:
        assert caller.grant is not None
        return self.keyring.csrf(caller.device, caller.grant) if caller.device else ""

    async def _score_page(
        self, caller: Caller, form: Mapping[str, str] | None, status: int = 200
    ) -> Response:
        table, lang = table_of(caller), caller.language
        context = await self._context(caller)
        fragment = await self.live.fragment(table, lang)
        if fragment is None:
            raise Refusal(404, words.GONE)
        reader = self.live.reader
        waiting = await reader.call(reader.store.pending_deals, table)
        assert caller.grant is not None
        where = Where(table, self._csrf(caller), events_path(caller.grant))
        html = await reader.call(
            render_score, context, form, waiting, lang, where, (fragment.title, fragment.html)
        )
        return HTMLResponse(html, status)

    async def pending_list(self, caller: Caller) -> str:
        """The score page's pending deals as they are now (its ``pending`` events)."""
        table, lang = table_of(caller), caller.language
        context = await self._context(caller)
        reader = self.live.reader
        waiting = await reader.call(reader.store.pending_deals, table)
        where = Where(table, "", "")
        listed = [_listed(p, context, lang, where) for p in waiting]
        return page("pending_list.html", lang, pending=listed, w=said(WORDS, lang))

    async def _summary_page(
        self, request: Request, caller: Caller, status: int = 200, decision: Decision | None = None
    ) -> Response:
        reader, table = self.live.reader, table_of(caller)
        found = await reader.call(reader.store.pending_deal, str(request.path_params["pending"]))
        if found is None or found.session_id != table:
            raise Refusal(404, words.NOT_FOUND)
        context = await self._context(caller)
        where = Where(table, self._csrf(caller), "")
        html = await reader.call(render_summary, found, context, caller.language, where, decision)
        return HTMLResponse(html, status)


@dataclass(frozen=True)
class Where:
    """A page's table, its CSRF token and its events' path."""

    table: int
    csrf: str
    events: str

    @property
    def score(self) -> str:
        return f"/table/{self.table}/score"


def render_score(
    context: DealContext,
    form: Mapping[str, str] | None,
    waiting: Sequence[PendingDeal],
    lang: str,
    where: Where,
    sheet: tuple[str, str],
) -> str:
    """The score page: the pending deals, the form (``form``: what was typed;
    ``None``: a new deal's defaults) with its preview, the live sheet."""
    shown = None
    if context.game.entry is not None:
        typed = score_view.new_form(context) if form is None else form
        shown = score_view.deal_form(context, typed, lang, live=form is None)
    title, fragment = sheet
    return page(
        "score.html",
        lang,
        title=title,
        fragment=Markup(fragment),  # rendered (and escaped) by sheet.html
        form=shown,
        pending=[_listed(p, context, lang, where) for p in waiting],
        where=where,
        w=said(WORDS, lang),
        live=said(LIVE_WORDS, lang),
    )


def _listed(pending: PendingDeal, context: DealContext, lang: str, where: Where) -> tuple[str, str]:
    """A pending deal on the score page: its heading and its summary's path."""
    shown = score_view.summary(pending, context, lang)
    return shown.heading, f"{where.score}/pending/{pending.id}"


def render_summary(
    pending: PendingDeal, context: DealContext, lang: str, where: Where, decision: Decision | None
) -> str:
    shown = score_view.summary(pending, context, lang)
    error = ""
    if decision is not None and decision.error is not None:
        error = decision.error.render(lang)
    elif decision is not None and decision.status == 409:
        error = score_words.DECIDED.render(lang)
    return page(
        "pending.html",
        lang,
        title=score_words.SUMMARY.render(lang),
        s=shown,
        error=error,
        accept=f"{where.score}/deals/{pending.id}/accept",
        cancel=f"{where.score}/deals/{pending.id}/cancel",
        where=where,
        w=said(WORDS, lang),
    )


def _row_error(shown: score_view.DealForm) -> str:
    return next((r.error for r in shown.rows if r.error), "")
