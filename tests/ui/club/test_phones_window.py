"""Club ▸ Phones… (issue 26): the server off until switched on, on the loopback
address here; the links served, their QR codes on screen and on the printed
sheet; a port in use refused at its field; switching off and closing the main
window leave no server thread and the port free; the organiser's view revokes a
phone and ends the evening; the open session's pending deals on its page (not in
the sheet), a deal accepted from a phone in the sheet and in the undo history
naming the phone and who accepted it, undone like any deal."""

from __future__ import annotations

import http.cookiejar
import re
import socket
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest
import segno
from PySide6.QtGui import QGuiApplication

from scorekeeper.serve import Role
from scorekeeper.sheet.phones import phone_device
from tests.storage.storage_records import THREE_DEALS, ult, ultimate_session

LOOPBACK = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((LOOPBACK, 0))
        return int(sock.getsockname()[1])


def port_free(port: int) -> bool:
    with socket.socket() as sock:
        try:
            sock.bind((LOOPBACK, port))
        except OSError:
            return False
        return True


def server_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("scorekeeper-serve")]


def phones(window, port: int | None = None):
    window.show_phones()
    found = window.club.phones_window
    index = next(i for i, a in enumerate(found.choices) if a.address == LOOPBACK)
    found.address.setCurrentIndex(index)
    found.port.setValue(port or free_port())
    return found


def browser() -> urllib.request.OpenerDirector:
    """A client keeping cookies, as a phone's browser does."""
    return urllib.request.build_opener(
        urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar())
    )


@pytest.fixture(autouse=True)
def _no_dialog_left_open(qapp):
    """The window looks for phones' changes only when no form is open (a form is
    filled in against what is shown); a dialog an earlier test left open
    (tests/ui/club/test_league_window.py leaves its league editors) is closed first."""
    from PySide6.QtWidgets import QApplication, QDialog

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QDialog) and widget.isVisible():
            widget.close()


@pytest.fixture
def table(store) -> int:
    return store.create_session(ultimate_session(*THREE_DEALS))


def test_the_server_is_off_until_switched_on(make_window, table) -> None:
    window = make_window()
    window.show_phones()
    shown = window.club.phones_window
    assert shown.isVisible() and not shown.isModal()
    assert not shown.server.running()
    assert shown.links.cards == [] and not shown.print_codes.isEnabled()
    assert server_threads() == []


def test_a_follow_link_opens_its_table_and_its_code_is_the_link(make_window, table) -> None:
    window = make_window()
    shown = phones(window)
    assert shown.switch_on()
    links = shown.server.links()
    # One table shared: its follow and score link, then the organiser's.
    assert [(role, t) for role, t, _ in links] == [
        (Role.FOLLOW, table),
        (Role.SCORE, table),
        (Role.ORGANISER, None),
    ]
    follow = links[0][2]
    assert follow.startswith(f"http://{LOOPBACK}:{shown.port.value()}/follow/")
    page = browser().open(follow, timeout=5)  # token -> cookie -> the table's page
    assert page.status == 200 and page.url.endswith(f"/table/{table}")
    assert "Aki" in page.read().decode("utf-8")
    assert [card.url for card in shown.links.cards] == [url for _, _, url in links]
    for card in shown.links.cards:
        assert on_screen(card.image) == segno.make(card.url, error="m", micro=False).matrix
    shown.links.cards[1].copy.click()
    assert QGuiApplication.clipboard().text() == links[1][2]
    assert window.settings().phones_address() == LOOPBACK  # offered first next time
    shown.switch_off()


def on_screen(image) -> tuple[tuple[int, ...], ...]:
    """The modules read back off the image: the centre pixel of each, inside the
    4-module quiet zone."""
    from scorekeeper_ui.club.phones.codes import MODULE, QUIET

    n = image.width() // MODULE - 2 * QUIET
    centre = MODULE // 2
    return tuple(
        bytearray(
            image.pixelColor((c + QUIET) * MODULE + centre, (r + QUIET) * MODULE + centre).value()
            < 128
            for c in range(n)
        )
        for r in range(n)
    )


def test_the_printed_sheet_has_one_code_per_link(make_window, table, messages, tmp_path) -> None:
    from pypdf import PdfReader

    window = make_window()
    shown = phones(window)
    shown.switch_on()
    out = tmp_path / "codes.pdf"
    messages.paths = [str(out)]
    messages.offer_answer = False  # not opened in a viewer here
    shown.print_qr_codes()
    assert out.read_bytes().startswith(b"%PDF")
    text = "".join(page.extract_text() for page in PdfReader(out).pages)
    for _, _, url in shown.server.links():
        assert text.count(url) == 1
    assert [m[0] for m in messages] == ["offer"]
    shown.switch_off()


def test_a_port_in_use_is_refused_at_its_field(make_window, table) -> None:
    window = make_window()
    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        shown = phones(window, port)
        assert not shown.switch_on()
        assert shown.port_error.isVisible() and str(port) in shown.port_error.text()
    assert not shown.server.running() and server_threads() == []


def test_switching_off_frees_the_port_and_keeps_the_links(make_window, table) -> None:
    window = make_window()
    shown = phones(window)
    shown.switch_on()
    port, before = shown.port.value(), shown.server.links()
    assert not port_free(port) and server_threads()
    shown.switch_off()
    assert server_threads() == [] and port_free(port)
    shown.switch_on()
    assert shown.server.links() == before  # the printed codes stay valid
    shown.switch_off()


def test_closing_the_main_window_stops_the_server(make_window, table) -> None:
    window = make_window()
    shown = phones(window)
    shown.switch_on()
    port = shown.port.value()
    window.close()
    assert server_threads() == [] and port_free(port)


def test_the_organiser_revokes_a_phone_and_ends_the_evening(make_window, table, messages):
    window = make_window()
    shown = phones(window)
    shown.switch_on()
    follow = shown.server.links()[0][2]
    phone = browser()
    phone.open(follow, timeout=5)
    shown.refresh()
    view = shown.organiser
    assert view.tables.rowCount() == 1 and view.tables.item(0, 2).text() == "3"
    assert view.devices.rowCount() == 1 and view.devices.item(0, 2).text() == "follow"
    view.devices.cellWidget(0, 4).click()  # Revoke
    assert view.devices.rowCount() == 0
    with pytest.raises(urllib.error.HTTPError) as refused:
        phone.open(follow.rsplit("/follow/", 1)[0] + f"/table/{table}", timeout=5)
    assert refused.value.code == 404
    keyring = shown.server.keyring
    view.end.click()
    assert messages[-1][0] == "confirm"
    assert keyring.links() == [] and not shown.server.running() and server_threads() == []


def test_pending_deals_show_on_the_page_and_an_accepted_one_is_undoable(
    make_window, store, table
) -> None:
    window = make_window()
    window.open_session(table)
    phone = store.twin()  # the server's store: the same database
    pending = phone.propose_deal(table, ult("Ben", 41, 50), phone_device("a1b2"))
    window.others.look()
    box = window.page.pending
    assert box.isVisible() and "a1b2" in box.lines.text()
    assert "Deal 4:" in box.lines.text()  # after the three stored deals, in the sheet's words
    assert window.page.model.rowCount() == 3  # not in the sheet
    phone.accept_pending(pending, "Aki", phone_device("c3d4"))
    window.others.look()
    assert not box.isVisible()
    # Made 41 (Ben +41) after the three deals: Aki 60, Ben 41, Chie 40.
    assert dict(window.result().totals) == {"Aki": 60, "Ben": 41, "Chie": 40}
    stack = window.undo_stack
    assert stack.count() == 1
    assert "c3d4" in stack.undoText() and "Aki" in stack.undoText()
    assert "deal 4" in stack.undoText()
    stack.undo()
    assert len(store.result(table).rows) == 3 and window.page.model.rowCount() == 3
    stack.redo()
    assert dict(store.result(table).totals) == {"Aki": 60, "Ben": 41, "Chie": 40}


def test_closing_mid_entry_loses_nothing_accepted(make_window, tmp_path: Path) -> None:
    from scorekeeper.storage import open_store

    path = str(tmp_path / "evening.sqlite")
    with open_store(path) as laptop:
        sid = laptop.create_session(ultimate_session(*THREE_DEALS))
        accepted = laptop.propose_deal(sid, ult("Ben", 41, 50), phone_device("a1"))
        laptop.accept_pending(accepted, "Chie", phone_device("b2"))
        waiting = laptop.propose_deal(sid, ult("Chie", 30, 40), phone_device("a1"))
    # The laptop closed with one deal accepted and one still pending.
    reopened = open_store(path)
    try:
        assert [p.id for p in reopened.pending_deals(sid)] == [waiting]
        assert reopened.session_json(sid)["deals"][3]["id"] == accepted
        window = make_window(store=reopened)
        window.open_session(sid)
        assert window.page.model.rowCount() == 4
        assert window.page.pending.isVisible() and "a1" in window.page.pending.lines.text()
        assert window.undo_stack.count() == 0  # accepted before it opened: history
    finally:
        window.close()
        reopened.close()


def test_the_phone_step_is_named_in_the_window_language(make_window, store, table, qapp):
    from scorekeeper_ui.widgets.i18n import Translations

    translations = Translations()
    translations.install(qapp, "ja")
    try:
        window = make_window()
        window.open_session(table)
        phone = store.twin()
        pending = phone.propose_deal(table, ult("Ben", 41, 50), phone_device("a1b2"))
        phone.accept_pending(pending, "Chie", phone_device("c3d4"))
        window.others.look()
        assert window.undo_stack.undoText() == "端末 c3d4 からのディール 4（Chie が承認）"
    finally:
        translations.install(qapp, "en")


@pytest.mark.parametrize("language", ["en", "ja", "hu", "fi", "de"])
def test_the_phones_window_has_no_shortcut_letter_twice(make_window, table, qapp, language):
    from scorekeeper_ui.widgets.i18n import Translations
    from tests.ui.app.test_shortcut_letters import clashes

    translations = Translations()
    translations.install(qapp, language)
    try:
        window = make_window()
        shown = phones(window)
        for page in range(shown.tabs.count()):
            shown.tabs.setCurrentIndex(page)
            assert clashes(shown) == {}
    finally:
        translations.install(qapp, "en")


def test_a_language_switch_keeps_the_server_and_its_links(qtbot, store, table, qapp):
    from scorekeeper_ui.app.startup import Shell
    from scorekeeper_ui.widgets.settings import AppSettings

    shell = Shell(qapp, store, AppSettings())
    qtbot.addWidget(shell.window)
    shown = phones(shell.window)
    shown.switch_on()
    before, port = shown.server.links(), shown.port.value()
    try:
        shell.window.language_changed.emit("ja")
        qtbot.addWidget(shell.window)
        shell.window.show_phones()
        again = shell.window.club.phones_window
        assert again.server.running() and again.server.links() == before
        assert again.switch.text() == "オフにする(&F)"
    finally:
        shell.translations.install(qapp, "en")
    shell.window.close()
    assert server_threads() == [] and port_free(port)


# The table's totals by hand (/work/shared/rules/ultimate.md, "Scoring one deal": a
# made bid scores +bid to the declarer, a lost one +⌊bid / 2⌋ to each defender):
# Aki makes 45 (+45); Ben loses 30 (Aki and Chie +15 each); Chie makes 25 (+25).
TOTALS = {"Aki": 60, "Ben": 0, "Chie": 40}


def running_totals(html: str) -> dict[str, int]:
    """The follow page's table of totals (resources/serve/sheet.html): each
    player's points, by name; none while the standings are hidden."""
    table = re.search(r'<table class="totals">(.*?)</table>', html, re.S)
    rows = (
        re.findall(r'<tr><td>([^<]+)</td><td class="num">([^<]+)</td>', table.group(1))
        if table
        else []
    )
    return {name: int(points.replace("\u2212", "-")) for name, points in rows}


def test_the_organiser_hides_the_running_standings(make_window, table) -> None:
    window = make_window()
    shown = phones(window)
    shown.switch_on()
    phone = browser()
    page = phone.open(shown.server.links()[0][2], timeout=5).url  # the table's follow page
    box = shown.organiser.hide_standings
    assert box.isEnabled() and not box.isChecked()
    assert running_totals(phone.open(page, timeout=5).read().decode("utf-8")) == TOTALS
    box.click()
    hidden = phone.open(page, timeout=5).read().decode("utf-8")
    assert shown.server.keyring.standings_hidden and running_totals(hidden) == {}
    assert "The organiser has hidden the running standings." in hidden
    box.click()
    assert running_totals(phone.open(page, timeout=5).read().decode("utf-8")) == TOTALS
    shown.server.keyring.hide_standings(True)  # as the organiser's page does
    shown.refresh()
    assert box.isChecked()
    shown.server.keyring.hide_standings(False)
    shown.refresh()
    assert not box.isChecked()
    shown.switch_off()
    assert not box.isEnabled()
