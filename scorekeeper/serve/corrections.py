"""The organiser's corrections of stored deals (issue 26: after acceptance only
the organiser corrects): ``POST /organiser/sessions/S/deals/N`` with the deal as
JSON (programs) or the correction form (the page; :mod:`.correcting`), and
``…/delete``; each is ``store.correct_deal``, an ordinary edit of the session
recorded with the organiser's device (``docs/serve.md``, "Corrections after
acceptance")."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from scorekeeper.errors import RecordError
from scorekeeper.serve import pages, words
from scorekeeper.serve.access import Caller, Refusal, form_fields
from scorekeeper.serve.capability import Keyring
from scorekeeper.serve.correcting import DealPlace, correction_page, deal_place
from scorekeeper.serve.deals import device_of, read_json, refused
from scorekeeper.serve.live import Live
from scorekeeper.serve.organising import done, is_json
from scorekeeper.session.store import StaleChangeError

_DEAL_PATH = re.compile(r"^deals\[\d+\]\.?")  # the store names a deal's field within the session


class CorrectionEndpoints:
    """Mixed into :class:`~.endpoints.Endpoints`."""

    keyring: Keyring
    live: Live

    _csrf: Callable[[Caller], str]  # OrganiserEndpoints': the page's CSRF token

    async def correction(self, request: Request, caller: Caller) -> Response:
        """The correction form of the deal of the path, holding the deal as stored."""
        session, position = await self._stored_deal(request)
        place, deal = await self._place(session, position)
        form = {} if place is None else place.form(deal)
        return await self._correction_page(caller, session, position, place, form)

    async def correct(self, request: Request, caller: Caller) -> Response:
        """The deal of the path replaced by the record in the body (JSON: the
        deal as an entry of the session record's ``deals``), or by what the
        correction form posted."""
        session, position = await self._stored_deal(request)
        if not is_json(request):
            return await self._correct_from_form(request, caller, session, position)
        body = await read_json(request)
        if isinstance(body, Response):
            return body
        if not isinstance(body, dict):
            return refused("", "a deal is a JSON object (docs/deal-format.md)")
        return await self._correct(caller, session, position, body)

    async def delete_deal(self, request: Request, caller: Caller) -> Response:
        session, position = await self._stored_deal(request)
        return await self._correct(caller, session, position, None)

    async def _correct(
        self, caller: Caller, session: int, position: int, deal: dict[str, Any] | None
    ) -> Response:
        try:
            await self._store_correction(caller, session, position, deal)
        except RecordError as err:
            return refused(err.field, err.reason)
        except StaleChangeError as err:  # changed by the window meanwhile
            return JSONResponse({"error": 409, "reason": err.render("en")}, 409)
        state = "deleted" if deal is None else "corrected"
        return done(caller, {"session": session, "deal": position + 1, "state": state}, 200)

    async def _store_correction(
        self, caller: Caller, session: int, position: int, deal: dict[str, Any] | None
    ) -> None:
        reader = self.live.reader
        device = device_of(caller)
        await reader.call(reader.store.correct_deal, session, position, deal, device)
        await self.live.refresh(session)

    async def _correct_from_form(
        self, request: Request, caller: Caller, session: int, position: int
    ) -> Response:
        """The correction form posted: stored, then back to the organiser's page;
        refused, the form again with the reason at its field (400)."""
        fields = await form_fields(request)
        form = {key: values[0] for key, values in fields.items() if key != "csrf"}
        place, _ = await self._place(session, position)
        if place is None:
            raise Refusal(404, words.NOT_FOUND)  # no form for this game: JSON only
        try:
            await self._store_correction(caller, session, position, place.deal(form))
        except RecordError as err:
            at = RecordError(_DEAL_PATH.sub("", err.field), err.message)
            return await self._correction_page(caller, session, position, place, form, at, 400)
        except StaleChangeError as err:
            return JSONResponse({"error": 409, "reason": err.render("en")}, 409)
        return RedirectResponse("/organiser", status_code=303)

    async def _place(self, session: int, position: int) -> tuple[DealPlace | None, dict[str, Any]]:
        """The form's place of a stored deal (``None`` when this game declares no
        entry fields) and its record."""
        snapshot = await self.live.snapshot(session)
        if snapshot is None or position >= len(snapshot.result.rows):  # deleted meanwhile
            raise Refusal(404, words.NOT_FOUND)
        result = snapshot.result
        return deal_place(result, position), dict(result.record.deals[position])

    async def _correction_page(
        self,
        caller: Caller,
        session: int,
        position: int,
        place: DealPlace | None,
        form: dict[str, str],
        error: RecordError | None = None,
        status: int = 200,
    ) -> Response:
        fragment = await self.live.fragment(session, caller.language)
        title = fragment.title if fragment else ""
        view = correction_page(
            place,
            form,
            session=session,
            position=position,
            title=title,
            language=caller.language,
            error=error,
        )
        html = pages.page(
            "correct.html", caller.language, title=view.heading, c=view, csrf=self._csrf(caller)
        )
        return HTMLResponse(html, status)

    async def _stored_deal(self, request: Request) -> tuple[int, int]:
        """The shared session and the 0-based place of the deal the path names
        (its number on the sheet); else 404."""
        session = request.path_params.get("session")
        number = request.path_params.get("deal")
        if session not in self.keyring.tables() or not isinstance(number, int):
            raise Refusal(404, words.NOT_FOUND)
        await self.live.refresh(session)
        snapshot = await self.live.snapshot(session)
        if snapshot is None or not 1 <= number <= len(snapshot.deals):
            raise Refusal(404, words.NOT_FOUND)
        return session, number - 1
