"""Schema revisions: the models match the migrations, an old database upgrades
without losing anything, a newer one is refused and left byte for byte as it was."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest

from scorekeeper.cli.main import main
from scorekeeper.storage import NewerDatabaseError, open_store, resolve_url, schema
from scorekeeper.storage.backup import list_backups
from scorekeeper.storage.engine import make_engine
from tests.storage.storage_records import THREE_DEALS, entered, ult, ultimate_session

CREATED = datetime(2024, 5, 1, 19, 30)


def test_known_revisions_are_the_shipped_scripts() -> None:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    config = Config()
    config.set_main_option("script_location", str(schema.MIGRATIONS))
    scripts = ScriptDirectory.from_config(config)
    chain = [s.revision for s in scripts.walk_revisions("base", "heads")]
    assert tuple(reversed(chain)) == schema.KNOWN_REVISIONS
    assert scripts.get_current_head() == schema.HEAD


@pytest.fixture
def empty_database(engine: str, db_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    """A database with nothing in it: a new SQLite file, or a new PostgreSQL database."""
    if engine == "sqlite":
        yield str(db_path)
        return
    server = request.getfixturevalue("pg")
    name = server.create_database()
    yield server.url(name)
    server.drop_database(name)


def test_models_match_the_migrated_schema(empty_database: str) -> None:
    """The store's own migrations (Alembic, ``scorekeeper/storage/opening.py``), run on an empty
    database of each engine, build exactly the tables of the models."""
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext
    from sqlmodel import SQLModel

    import scorekeeper.storage.models  # noqa: F401  (registers the tables)

    open_store(empty_database).close()
    engine = make_engine(resolve_url(empty_database))
    with engine.connect() as conn:
        assert schema.current_revision(conn, empty_database) == schema.HEAD
        assert compare_metadata(MigrationContext.configure(conn), SQLModel.metadata) == []
    engine.dispose()


def _write_revision_0001(db_path: Path) -> None:
    """A database as the first version wrote it: no place/note/extra, no deal timestamps."""
    db_path.parent.mkdir(parents=True, exist_ok=True)
    engine = make_engine(f"sqlite:///{db_path}")
    schema.upgrade(engine, str(db_path), target="0001")
    engine.dispose()
    with sqlite3.connect(db_path) as conn:
        conn.executemany(
            "INSERT INTO players (id, name) VALUES (?, ?)", [(1, "Aki"), (2, "Ben"), (3, "Chie")]
        )
        conn.execute(
            "INSERT INTO sessions (id, game, first_dealer, rules, stake, date, created_at)"
            " VALUES (1, 'ultimate', 'Chie', '{\"min_bid\":5}', NULL, '2024-05-01', ?)",
            (CREATED.isoformat(sep=" "),),
        )
        conn.executemany("INSERT INTO session_players VALUES (1, ?, ?)", [(0, 1), (1, 2), (2, 3)])
        conn.executemany(
            "INSERT INTO deals (session_id, position, record, thrown_in) VALUES (1, ?, ?, ?)",
            [(i, json.dumps(d), False) for i, d in enumerate(THREE_DEALS)],
        )
    conn.close()


def test_upgrade_from_the_first_revision_loses_nothing(db_path: Path) -> None:
    _write_revision_0001(db_path)
    with open_store(str(db_path)) as store:
        expected = ultimate_session(*THREE_DEALS, rules={"min_bid": 5}, date="2024-05-01")
        assert entered(store.session_json(1)) == expected
        info = store.list_sessions()[0]
        assert (info.created, info.deal_count, info.finished) == (CREATED, 3, False)
        # Made 45 (+45); missed 30 (Aki, Chie +15); made 25 (Chie +25).
        assert dict(store.result(1).totals) == {"Aki": 60, "Ben": 0, "Chie": 40}
        assert store.version(1) == 0  # revision 0003: rows stored before start at 0
        store.update_session(1, place="Oulu")  # the new column works
        store.add_deal(1, ult("Ben", 41, 50))
        assert store.version(1) == 2
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone() == (schema.HEAD,)
        stamps = conn.execute("SELECT created_at FROM deals ORDER BY position").fetchall()
    conn.close()
    # Revision 0006: every stored row got its own uuid, the seats still point at the
    # same people, and the name alone is no longer unique (name and note are).
    with sqlite3.connect(db_path) as conn:
        for table, rows in (("players", 3), ("sessions", 1), ("deals", 4)):
            uuids = [u for (u,) in conn.execute(f"SELECT uuid FROM {table}")]
            assert len(set(uuids)) == rows and all(len(u) == 36 for u in uuids), table
        seated = conn.execute(
            "SELECT players.name, session_players.name FROM session_players "
            "JOIN players ON players.id = player_id ORDER BY seat"
        ).fetchall()
        assert seated == [("Aki", "Aki"), ("Ben", "Ben"), ("Chie", "Chie")]
        conn.execute("INSERT INTO players (name, note, uuid) VALUES ('Aki', 'the other', 'x')")
        with pytest.raises(sqlite3.IntegrityError):
            conn.execute("INSERT INTO players (name, note, uuid) VALUES ('Aki', '', 'y')")
        conn.rollback()
    conn.close()
    # Old deals get their session's creation time; the new one its own.
    assert [datetime.fromisoformat(s[0]) for s in stamps[:3]] == [CREATED] * 3
    assert datetime.fromisoformat(stamps[3][0]) > CREATED
    # A copy of the old file was taken before migrating, still at revision 0001.
    before = [b for b in list_backups(db_path) if b.path.name.endswith(f"-before-{schema.HEAD}.db")]
    assert len(before) == 1
    with sqlite3.connect(before[0].path) as conn:
        assert conn.execute("SELECT version_num FROM alembic_version").fetchone() == ("0001",)
        assert conn.execute("SELECT count(*) FROM deals").fetchone() == (3,)
    conn.close()


def test_every_revision_upgrades_on_each_engine(empty_database: str) -> None:
    """A database left at the first revision, with a session in it, is upgraded
    through every revision by opening it (SQLite and PostgreSQL)."""
    from sqlalchemy import text

    url = resolve_url(empty_database)
    if "://" not in empty_database:
        Path(empty_database).parent.mkdir(parents=True, exist_ok=True)
    engine = make_engine(url)
    schema.upgrade(engine, empty_database, target="0001")
    with engine.begin() as conn:
        conn.execute(
            text("INSERT INTO players (id, name) VALUES (1, 'Aki'), (2, 'Ben'), (3, 'Chie')")
        )
        conn.execute(
            text(
                "INSERT INTO sessions (id, game, first_dealer, rules, date, created_at)"
                " VALUES (1, 'ultimate', 'Chie', :rules, '2024-05-01', :created)"
            ),
            {"rules": '{"min_bid":5}', "created": CREATED},
        )
        conn.execute(text("INSERT INTO session_players VALUES (1, 0, 1), (1, 1, 2), (1, 2, 3)"))
        for i, deal in enumerate(THREE_DEALS):
            conn.execute(
                text(
                    "INSERT INTO deals (session_id, position, record, thrown_in)"
                    " VALUES (1, :position, :record, FALSE)"
                ),
                {"position": i, "record": json.dumps(deal)},
            )
        if engine.dialect.name == "postgresql":  # ids given by hand: the sequences follow
            for table in ("players", "sessions", "deals"):
                conn.execute(
                    text(f"SELECT setval('{table}_id_seq', (SELECT max(id) FROM {table}))")
                )
    engine.dispose()
    with open_store(empty_database) as store:
        expected = ultimate_session(*THREE_DEALS, rules={"min_bid": 5}, date="2024-05-01")
        assert entered(store.session_json(1)) == expected
        # Made 45 (+45); missed 30 (Aki, Chie +15); made 25 (Chie +25).
        assert dict(store.result(1).totals) == {"Aki": 60, "Ben": 0, "Chie": 40}
        store.add_deal(1, ult("Ben", 41, 50))  # made 41: Ben +41
        pending = store.propose_deal(1, ult("Aki", 5), "phone")  # revision 0008's table
        assert [p.id for p in store.pending_deals(1)] == [pending]
        store.correct_deal(1, 3, ult("Ben", 41, 45), "phone")  # revision 0009's table
        assert [c.position for c in store.corrections(1)] == [3]
        second = store.create_session(ultimate_session(*THREE_DEALS))
        assert dict(store.result(1).totals) == {"Aki": 60, "Ben": 41, "Chie": 40}
        assert [info.id for info in store.list_sessions()] == [second, 1]


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_newer_database_is_refused_untouched(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with open_store(str(db_path)) as store:
        store.create_session(ultimate_session(*THREE_DEALS))
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE alembic_version SET version_num = '0099_from_the_future'")
    conn.close()
    digest, backups = _digest(db_path), list_backups(db_path)
    with pytest.raises(NewerDatabaseError, match="newer version of Scorekeeper"):
        open_store(str(db_path))
    assert main(["--db", str(db_path), "sessions"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "0099_from_the_future" in err and "Traceback" not in err
    assert _digest(db_path) == digest
    assert list_backups(db_path) == backups


def test_a_foreign_sqlite_file_is_refused(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    with sqlite3.connect(db_path) as conn:
        conn.execute("CREATE TABLE photos (id INTEGER)")
    conn.close()
    with pytest.raises(Exception, match="not a Scorekeeper database"):
        open_store(str(db_path))
