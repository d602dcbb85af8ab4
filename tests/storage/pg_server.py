"""A throwaway PostgreSQL server for the tests, started by the test run itself.

:func:`start` finds Debian's server binaries (``initdb``, ``pg_ctl``: the
``postgresql`` package puts them in ``/usr/lib/postgresql/<version>/bin``; or on
``PATH``), makes a cluster in a new temporary folder (trust authentication, user
``postgres``, no fsync and minimal WAL: a test database need not survive a power
cut) and starts it on 127.0.0.1 on a free port, its unix socket in that folder too. PostgreSQL
refuses to run as root, and CI and these sessions run as root: then the folder
is given to the ``postgres`` user and the binaries run as that user
(``runuser``). :meth:`Server.stop` stops it and removes the folder.

:func:`unavailable` says why no server can be started (no binaries, no driver),
or ``None``. The fixture in ``conftest.py`` skips the PostgreSQL tests with that
reason, except in CI (``CI=true``), where it fails them: CI installs the
``postgresql`` package (``.ci/run``) and must run both engines.
"""

from __future__ import annotations

import contextlib
import glob
import importlib.util
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

SERVER_USER = "postgres"
MISSING_BINARIES = "PostgreSQL server binaries not found: install Debian's postgresql package"
INITDB = ("-E", "UTF8", "--locale=C", "--no-sync")
START = ("-w", "-t", "60", "start")
MISSING_DRIVER = "the PostgreSQL driver is not installed: pip install -e '.[postgresql]'"


def binaries() -> Path | None:
    """The folder holding ``initdb`` and ``pg_ctl`` (the newest Debian version first)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=_version, reverse=True)
    for folder in [*found, *(os.environ.get("PATH", "").split(os.pathsep))]:
        if folder and all(os.access(Path(folder, b), os.X_OK) for b in ("initdb", "pg_ctl")):
            return Path(folder)
    return None


def _version(folder: str) -> tuple[int, ...]:
    version = Path(folder).parent.name
    return tuple(int(p) for p in version.split(".") if p.isdigit())


def unavailable() -> str | None:
    """Why no server can be started here, or ``None``."""
    if importlib.util.find_spec("psycopg") is None:
        return MISSING_DRIVER
    if binaries() is None:
        return MISSING_BINARIES
    if os.geteuid() == 0:
        try:
            pwd.getpwnam(SERVER_USER)
        except KeyError:
            return f"running as root and there is no {SERVER_USER!r} user to run the server as"
    return None


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() in {"1", "true", "yes"}


@dataclass
class Server:
    folder: Path
    port: int
    bin: Path

    def url(self, database: str = "postgres") -> str:
        return f"postgresql+psycopg://{SERVER_USER}@127.0.0.1:{self.port}/{database}"

    def create_database(self, template: str | None = None) -> str:
        """A new empty database (or a copy of ``template``); its name."""
        name = f"sk_{uuid.uuid4().hex[:12]}"
        copy = f" TEMPLATE {template}" if template else ""
        self.execute(f"CREATE DATABASE {name}{copy}")
        return name

    def drop_database(self, name: str) -> None:
        self.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    def execute(self, sql: str) -> None:
        """One statement outside a transaction, on the ``postgres`` database."""
        import psycopg

        with psycopg.connect(self.url_plain(), autocommit=True) as connection:
            connection.execute(sql)  # type: ignore[arg-type]

    def add_password_user(self, name: str, password: str) -> None:
        """A login ``name`` that must give ``password`` over TCP (the other users
        keep trust authentication)."""
        import psycopg

        self.execute(f"CREATE ROLE {name} LOGIN PASSWORD '{password}'")
        hba = self.folder / "data" / "pg_hba.conf"
        rule = f"host all {name} 127.0.0.1/32 scram-sha-256\n"
        hba.write_text(rule + hba.read_text())  # the first matching line counts
        self.execute("SELECT pg_reload_conf()")
        wrong = f"postgresql://{name}:not-{password}@127.0.0.1:{self.port}/postgres"
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:  # the server reloads its rules in a moment
            try:
                psycopg.connect(wrong).close()
            except psycopg.OperationalError:
                return
            time.sleep(0.05)
        raise RuntimeError("the server did not take the password rule")

    def url_plain(self, database: str = "postgres") -> str:
        return f"postgresql://{SERVER_USER}@127.0.0.1:{self.port}/{database}"

    def stop(self) -> None:
        try:
            _run_as_server(
                [str(self.bin / "pg_ctl"), "-D", str(self.folder / "data"), "-m", "fast", "stop"],
                check=False,
            )
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


def start() -> Server:
    """Make a cluster in a new temporary folder and start it (see the module text)."""
    folder_bin = binaries()
    assert folder_bin is not None, MISSING_BINARIES
    folder = Path(tempfile.mkdtemp(prefix="scorekeeper-pg-"))
    if os.geteuid() == 0:
        user = pwd.getpwnam(SERVER_USER)
        os.chown(folder, user.pw_uid, user.pw_gid)
    data, log = folder / "data", folder / "server.log"
    try:
        _run_as_server(
            [str(folder_bin / "initdb"), "-D", str(data), "-U", SERVER_USER, "-A", "trust", *INITDB]
        )
        port = _free_port()
        options = (
            f"-h 127.0.0.1 -p {port} -k {folder} -c fsync=off -c synchronous_commit=off"
            " -c full_page_writes=off -c max_connections=100"
            " -c wal_level=minimal -c max_wal_senders=0"
        )
        _run_as_server(
            [str(folder_bin / "pg_ctl"), "-D", str(data), "-l", str(log), "-o", options, *START]
        )
    except BaseException:
        with contextlib.suppress(OSError):
            print(log.read_text(errors="replace")[-2000:])
        shutil.rmtree(folder, ignore_errors=True)
        raise
    return Server(folder, port, folder_bin)


def _run_as_server(command: list[str], *, check: bool = True) -> None:
    if os.geteuid() == 0:
        command = ["runuser", "-u", SERVER_USER, "--", *command]
    done = subprocess.run(command, capture_output=True, text=True, check=False, cwd="/")
    if check and done.returncode != 0:
        raise RuntimeError(
            f"{' '.join(command)} failed ({done.returncode}): {done.stderr.strip()[-2000:]}"
        )


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])
