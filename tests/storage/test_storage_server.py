"""A database server (PostgreSQL, issue 12 item 4): what goes wrong reaching it
is one line a person can act on, never the driver's text; a write the server
breaks off for another table's is run again; tables adding the same new players
at once all succeed, each player stored once.

The server tests use the test run's own PostgreSQL server (``conftest.py``).
"""

from __future__ import annotations

import multiprocessing
import random
import socket
import sys
from collections.abc import Iterator
from typing import Any

import pg_server
import pytest
from sqlalchemy import exc, text

import scorekeeper.storage.deal_changes as deal_changes_module
import scorekeeper.storage.transactions as transactions_module
from scorekeeper.cli.main import main
from scorekeeper.storage import StorageError, open_store
from scorekeeper.storage.engine import storage_error
from scorekeeper.storage.store import Store
from scorekeeper.storage.transactions import CONFLICT_TRIES
from tests.storage.storage_records import THREE_DEALS, entered_deals, ult, ultimate_session

fork = multiprocessing.get_context("fork")
PASSWORD = "s3cret-Pw"
# Words of the driver (libpq, psycopg) that must never reach the person at the table.
DRIVER_WORDS = ("FATAL", "connection failed", "psycopg.", "Error:", "Traceback", "\t")


def one_line(capsys: pytest.CaptureFixture[str], url: str) -> str:
    """``scorekeeper --db URL sessions``: exit status 2 and one line on standard
    error, with no driver text and no password; the line."""
    assert main(["--db", url, "sessions"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1, err
    assert not any(word in err for word in DRIVER_WORDS), err
    assert PASSWORD not in err
    return err.rstrip("\n")


@pytest.fixture(scope="module")
def password_user(pg: pg_server.Server) -> str:
    pg.add_password_user("sk_member", PASSWORD)
    return "sk_member"


def test_a_missing_driver_names_the_extra_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "psycopg", None)  # `import psycopg` fails
    url = "postgresql+psycopg://sk@db.example:5433/club"
    line = one_line(capsys, url)
    assert line == (
        f"{url}: the PostgreSQL driver (psycopg) is not installed; "
        "install it with: pip install 'trick-scorekeeper[postgresql]'"
    )
    # A plain postgresql:// URL means the same driver (not SQLAlchemy's psycopg2).
    assert "pip install 'trick-scorekeeper[postgresql]'" in one_line(
        capsys, "postgresql://sk@h/club"
    )


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.postgresql
def test_a_server_that_refuses_names_host_and_port(
    pg: pg_server.Server, capsys: pytest.CaptureFixture[str]
) -> None:
    port = _free_port()  # nothing listens there
    url = f"postgresql+psycopg://sk:{PASSWORD}@127.0.0.1:{port}/club"
    line = one_line(capsys, url)
    assert line == (
        f"postgresql+psycopg://sk:***@127.0.0.1:{port}/club: cannot reach the database server "
        f"at 127.0.0.1 port {port}: the connection was refused (is the server running there?)"
    )


@pytest.mark.postgresql
def test_a_server_that_does_not_answer_is_given_up(
    pg: pg_server.Server, capsys: pytest.CaptureFixture[str]
) -> None:
    with socket.socket() as mute:  # accepts the connection, never answers
        mute.bind(("127.0.0.1", 0))
        mute.listen(1)
        port = mute.getsockname()[1]
        url = f"postgresql://sk@127.0.0.1:{port}/club?connect_timeout=1"
        assert one_line(capsys, url) == (
            f"{url}: cannot reach the database server at 127.0.0.1 port {port}: no answer in time"
        )


@pytest.mark.postgresql
def test_a_wrong_password_is_a_refused_login(
    pg: pg_server.Server, password_user: str, capsys: pytest.CaptureFixture[str]
) -> None:
    url = f"postgresql+psycopg://{password_user}:wrong-{PASSWORD}@127.0.0.1:{pg.port}/postgres"
    assert one_line(capsys, url) == (
        f"postgresql+psycopg://{password_user}:***@127.0.0.1:{pg.port}/postgres: the database "
        f"server refused the login of user {password_user} (wrong password, or no such user)"
    )
    nobody = f"postgresql+psycopg://nobody@127.0.0.1:{pg.port}/postgres"
    assert "refused the login of user nobody" in one_line(capsys, nobody)


@pytest.mark.postgresql
def test_the_right_password_opens_the_database(pg: pg_server.Server, password_user: str) -> None:
    pg.execute(f"CREATE DATABASE sk_members OWNER {password_user}")
    try:
        url = f"postgresql+psycopg://{password_user}:{PASSWORD}@127.0.0.1:{pg.port}/sk_members"
        with open_store(url) as store:  # an empty database: the tables are made
            store.create_session(ultimate_session(*THREE_DEALS))
            assert [info.players for info in store.list_sessions()] == [("Aki", "Ben", "Chie")]
    finally:
        pg.drop_database("sk_members")


@pytest.mark.postgresql
def test_a_missing_database_is_named(
    pg: pg_server.Server, capsys: pytest.CaptureFixture[str]
) -> None:
    url = pg.url("no_such_club")
    assert one_line(capsys, url) == (
        f"{url}: the database server has no database no_such_club; create it first"
    )


@pytest.mark.postgresql
def test_the_lines_are_japanese_in_the_window(pg: pg_server.Server) -> None:
    with pytest.raises(StorageError) as refused:
        open_store(pg.url("no_such_club"))
    assert refused.value.render("ja") == (
        f"{pg.url('no_such_club')}: データベースサーバーにデータベース no_such_club が"
        "ありません。先に作成してください"
    )


@pytest.mark.postgresql
def test_a_lost_connection_is_one_line(pg: pg_server.Server, pg_url: str) -> None:
    with open_store(pg_url) as store:
        sid = store.create_session(ultimate_session(*THREE_DEALS))
        database = pg_url.rsplit("/", 1)[1]
        pg.execute(  # the server ends every connection to the database (an admin, a restart)
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            f"WHERE datname = '{database}' AND pid <> pg_backend_pid()"
        )
        # The pool checks a connection before lending it (pool_pre_ping): the store
        # reconnects and goes on.
        store.add_deal(sid, ult("Aki", 40, 40))
        assert len(store.session_json(sid)["deals"]) == 4


class ServerRefusal(Exception):
    """What the driver raises for a refused statement (a psycopg error: its text,
    its SQLSTATE)."""

    def __init__(self, text: str, sqlstate: str | None) -> None:
        super().__init__(text)
        self.sqlstate = sqlstate


WHERE = "postgresql+psycopg://club:***@db.example/club"


def test_a_connection_lost_in_a_transaction_is_one_line() -> None:
    lost = exc.OperationalError(
        "UPDATE sessions ...",
        {},
        ServerRefusal("consuming input failed: server closed the connection unexpectedly", None),
        connection_invalidated=True,
    )
    assert str(storage_error(lost, WHERE)) == (
        f"{WHERE}: the connection to the database server was lost; "
        "the change in progress was not written; try again"
    )
    shutdown = ServerRefusal("terminating connection due to administrator command", "57P01")
    assert "was lost" in str(storage_error(exc.OperationalError("", {}, shutdown), WHERE))


def test_any_other_refusal_shows_its_sqlstate_not_its_text() -> None:
    raw = 'duplicate key value violates unique constraint "uq_players_name"\nDETAIL:  Key ...'
    refused = exc.IntegrityError("INSERT INTO players ...", {}, ServerRefusal(raw, "23505"))
    assert str(storage_error(refused, WHERE)) == (
        f"{WHERE}: the database server refused the operation (SQLSTATE 23505); nothing was written"
    )


# -- a transaction the server broke off is run again ------------------------------------


class Deadlock(Exception):
    """What the driver raises for a deadlock (psycopg.errors.DeadlockDetected)."""

    sqlstate = "40P01"


@pytest.fixture
def broken_off(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """The first ``times[0]`` claims of a session row fail as the server fails a
    transaction it chose as a deadlock's victim."""
    times = [0]
    real = deal_changes_module.claim_session

    def claim(*args: Any) -> bool:
        if times[0] > 0:
            times[0] -= 1
            raise exc.OperationalError("UPDATE sessions ...", {}, Deadlock("deadlock detected"))
        return real(*args)

    monkeypatch.setattr(deal_changes_module, "claim_session", claim)
    monkeypatch.setattr(transactions_module, "CONFLICT_PAUSE", 0.001)
    yield times


def test_a_deal_broken_off_by_a_deadlock_is_written_once(
    store: Store, broken_off: list[int]
) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    broken_off[0] = CONFLICT_TRIES - 1  # every run but the last is broken off
    store.add_deal(sid, ult("Aki", 40, 40))
    assert broken_off == [0]
    assert entered_deals(store.session_json(sid))[3:] == [ult("Aki", 40, 40)]
    # Made 40: Aki 60 + 40.
    assert dict(store.result(sid).totals) == {"Aki": 100, "Ben": 0, "Chie": 40}


def test_a_deal_broken_off_every_time_is_one_line(
    store: Store, broken_off: list[int], capsys: pytest.CaptureFixture[str]
) -> None:
    sid = store.create_session(ultimate_session(*THREE_DEALS))
    broken_off[0] = CONFLICT_TRIES
    with pytest.raises(StorageError) as refused:
        store.add_deal(sid, ult("Aki", 40, 40))
    assert str(refused.value) == (
        f"{store._where}: other tables kept writing at the same moment "
        f"({CONFLICT_TRIES} tries); nothing was written, try again"
    )
    assert "deadlock" not in str(refused.value)
    assert len(store.session_json(sid)["deals"]) == 3


# -- new players from several tables at once -------------------------------------------

NEW = ["Réka", "Zsófi", "Bence", "Dani", "Emese", "Fanni"]


def _start_sessions(url: str, table: int, go: Any, failures: Any) -> None:
    """Start sessions whose players are new, seated in an order of this table's."""
    rounds = random.Random(table)
    with open_store(url) as store:
        go.wait()
        for n in range(6):
            names = [f"{name} {n}" for name in NEW]
            rounds.shuffle(names)
            try:
                store.create_session(
                    {"game": "ultimate", "players": names[:4], "first_dealer": names[0]}
                )
            except StorageError as err:
                failures.put(str(err))


def test_tables_seating_the_same_new_players_at_once(db_url: str) -> None:
    """Four tables start six sessions each, every round the same six new people
    (four of them seated, in each table's own order): without the race-free
    insert, PostgreSQL refused about every other one (``uq_players_name``) and
    could deadlock."""
    open_store(db_url).close()
    go, failures = fork.Barrier(4), fork.Queue()
    tables = [
        fork.Process(target=_start_sessions, args=(db_url, t, go, failures)) for t in range(4)
    ]
    for table in tables:
        table.start()
    for table in tables:
        table.join(120)
        assert table.exitcode == 0
    assert failures.empty(), failures.get()
    with open_store(db_url) as store:
        sessions = store.list_sessions()
        with store._engine.connect() as db:
            names = db.execute(text("SELECT name FROM players")).scalars().all()
    assert len(sessions) == 4 * 6
    assert sorted(names) == sorted(set(names))  # each person once
    seated = {name for info in sessions for name in info.players}
    assert set(names) == seated and len(seated) <= 6 * 6
