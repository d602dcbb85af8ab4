"""The phones' server at a club evening (issue 26): 50 followers and 4 tables
entering deals at once, on loopback (127.0.0.1 only).

    .venv/bin/python bench/figures_serve.py [--quick]

**Where things run.** The server runs where the window runs it: in a thread of
the window's own process (``bench/serve_window.py``: ``QApplication``, the real
main window offscreen with one of the tables open, then ``start_server`` beside
it, as Club ▸ Phones… does). The phones are this process: one asyncio loop
holding 54 connections, so the clients never share an interpreter (and its
lock) with the server, as real phones do not.

**The evening.** One database, four sessions of four games (Ulti, Marjapussi,
Zwanzigerrufen, Ultimate), each a few deals in. 50 followers (13, 13, 12, 12 per
table; the phones' languages en, ja, hu, fi, de in turn) each open their table's
follow link as a phone does (the token swapped for a cookie) and hold the page's
event stream (``/table/ID/events``) open. The four tables then enter deals all
at once, each as fast as it can: a round is ``POST <score link>/deals`` (the
table's valid next deal, made by hand below for each game) → ``202``, then
``POST <score link>/deals/<id>/accept`` with ``{"by": <an opponent>}`` → ``200``,
then waiting until every follower of the table has the new sheet. The figure is
per accept: **from sending the accept to the moment every follower of that table
has received the event of the new version** (its whole ``sheet`` event read);
p50, p95 and the largest, over 4 tables × 20 rounds (after 2 rounds a table not
counted).

**Floors**, in the same run: the same rounds, clients and timing against a bare
Starlette server-sent-events echo (``bench/floor_sse.py``: uvicorn in a thread
with the same settings, an accept only wakes the table's streams), i.e. what
HTTP, the event loop and the wake-up cost without the store, the sheet or the
pages; and, beside it, the watcher's look interval (``serve/live.py``), which
another program's deal waits for and a phone's accept does not.

**Memory**: the window process's ``VmRSS`` before the server is started and
after it started, the 50 followers connected and the rounds played (the
followers still connected): what the server adds to the window (≤ 60 MB).

**Start**: from the ``start_server`` call, counted from before the first import
of the serve stack (the window imports none of it until the server is switched
on), until the port accepts a TCP connection: ≤ 0.5 s; median over whole window
processes, beside the same for the bare Starlette server (its imports included).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(1, str(Path(__file__).resolve().parent.parent))

from common import INSTALLED, PYTHON, ROOT, Figure, print_figures

FOLLOWERS = 50
ROUNDS = 20  # counted rounds per table
WARMUP_ROUNDS = 2  # rounds per table before counting
ELSEWHERE = 3  # deals per table stored by another program, after the rounds
LANGUAGES = ("en", "ja", "hu", "fi", "de")
FIRST_DEALS = 6  # deals each session holds before the evening's rounds
WAIT_S = 10.0  # the longest any answer or event may take before the run is called broken

Deal = dict[str, Any]


# --- the four tables, and a valid next deal of each by hand ---------------------------


def _seats(players: list[str], position: int) -> list[str]:
    """The players from the dealer of deal ``position`` (0-based) on, in the order
    of play (the first dealer is the last player; the deal passes to the next)."""
    dealer = (len(players) - 1 + position) % len(players)
    return [players[(dealer + k) % len(players)] for k in range(len(players))]


def ulti(position: int) -> tuple[Deal, str]:
    """A parti in leaves by the dealer's next player, made and lost in turn (the
    dealer sits out); accepted by the third seat, a defender."""
    _dealer, soloist, defender, _other = _seats(ULTI, position)
    made = position % 2 == 0
    deal = {
        "soloist": soloist,
        "contract": ["parti"],
        "trump": "leaves",
        "result": {
            "soloist_points": 60 if made else 30,
            "soloist_tricks": 6 if made else 3,
            "marriages": {"soloist": ["leaves"] if made else [], "defenders": []},
            "last_trick": {"winner": soloist if made else defender, "trump_seven": None},
            "trump_seven_early": False,
            "aces": "split",
        },
    }
    return deal, defender


def marjapussi(position: int) -> tuple[Deal, str]:
    """A 120 declared by the dealer's next player, made (100 + the last trick)
    and lost (50) in turn; accepted by the next player, of the other team."""
    _dealer, declarer, opponent, _partner = _seats(MARJAPUSSI, position)
    side = MARJAPUSSI.index(declarer) % 2  # seats 1 and 3: side 0
    made = position % 2 == 0
    points, tricks = [0, 0], [0, 0]
    points[side], tricks[side] = (100, 6) if made else (50, 3)
    points[1 - side], tricks[1 - side] = 120 - points[side], 9 - tricks[side]
    deal = {
        "declarer": declarer,
        "bid": 120,
        "contract": 120,
        "kontra": 0,
        "result": {
            "card_points": points,
            "last_trick": side if made else 1 - side,
            "tricks": tricks,
            "marriages": [],
        },
    }
    return deal, opponent


def zwanzigerrufen(position: int) -> tuple[Deal, str]:
    """A normal game: forehand calls the XX, held by the fourth seat; 50 and 30
    points in turn; accepted by the second seat, a defender."""
    _dealer, forehand, defender, partner = _seats(ZWANZIGERRUFEN, position)
    made = position % 2 == 0
    deal = {
        "contract": "normal",
        "declarer": forehand,
        "called": "XX",
        "partner": partner,
        "result": {
            "declarer_points": 50 if made else 30,
            "declarer_tricks": 6 if made else 3,
            "pagat": None,
            "trull": None,
            "four_kings": None,
            "mondfang": None,
        },
    }
    return deal, defender


def ultimate(position: int) -> tuple[Deal, str]:
    """A bid of 20 in spades by the dealer's next player, made (30) and missed (10)
    in turn, so no one reaches 150 for long; accepted by the next player."""
    _dealer, declarer, opponent, *_ = _seats(ULTIMATE, position)
    points = 30 if position % 2 == 0 else 10
    deal = {
        "declarer": declarer,
        "bid": 20,
        "trump": "spades",
        "result": {"declarer_points": points},
    }
    return deal, opponent


ULTI = ["Bíró Gergő", "Szűcs Zsófia", "Kovács Lőrinc", "Tóth Ildikó"]
MARJAPUSSI = ["Kaarina", "Jussi", "Liisa", "Pekka"]
ZWANZIGERRUFEN = ["Franz", "Gerti", "Hans", "Ilse"]
ULTIMATE = ["Aki", "Ben", "Chie", "Dai", "Emi"]
TABLES: list[tuple[str, list[str], Callable[[int], tuple[Deal, str]]]] = [
    ("ulti", ULTI, ulti),
    ("marjapussi", MARJAPUSSI, marjapussi),
    ("zwanzigerrufen", ZWANZIGERRUFEN, zwanzigerrufen),
    ("ultimate", ULTIMATE, ultimate),
]


def make_database(path: Path) -> list[int]:
    """The four sessions, :data:`FIRST_DEALS` deals in; their ids."""
    from scorekeeper.storage import open_store

    with open_store(str(path)) as store:
        return [
            store.create_session(
                {
                    "game": game,
                    "players": players,
                    "first_dealer": players[-1],
                    "deals": [make(n)[0] for n in range(FIRST_DEALS)],
                }
            )
            for game, players, make in TABLES
        ]


# --- a small HTTP/1.1 client over asyncio streams ---------------------------------------


class Connection:
    """One kept-alive HTTP/1.1 connection (as a phone's browser keeps one)."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.authority = f"{host}:{port}"
        self._streams: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None

    async def request(
        self, method: str, path: str, headers: dict[str, str] | None = None, body: bytes = b""
    ) -> tuple[int, dict[str, str], bytes]:
        if self._streams is None:
            self._streams = await asyncio.open_connection(self.host, self.port)
        reader, writer = self._streams
        writer.write(_head(method, path, self.authority, headers, body) + body)
        status, heads = await _read_head(reader)
        answer = await reader.readexactly(int(heads.get("content-length", "0")))
        if heads.get("connection", "").lower() == "close":
            self.close()
        return status, heads, answer

    def close(self) -> None:
        if self._streams is not None:
            self._streams[1].close()
            self._streams = None


def _head(
    method: str, path: str, authority: str, headers: dict[str, str] | None, body: bytes
) -> bytes:
    lines = [f"{method} {path} HTTP/1.1", f"Host: {authority}"]
    lines += [f"{k}: {v}" for k, v in (headers or {}).items()]
    if method == "POST":
        lines.append(f"Content-Length: {len(body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


async def _read_head(reader: asyncio.StreamReader) -> tuple[int, dict[str, str]]:
    raw = await reader.readuntil(b"\r\n\r\n")
    status_line, *lines = raw.decode("latin-1").split("\r\n")
    heads = {}
    for line in lines:
        if line:
            name, _, value = line.partition(":")
            heads[name.strip().lower()] = value.strip()
    return int(status_line.split()[1]), heads


class Follower:
    """A phone holding its table's event stream open: for each ``sheet`` event,
    the version (its ``id``) and when it was read whole (``arrived``)."""

    def __init__(self, table: int, language: str, changed: asyncio.Event) -> None:
        self.table, self.language = table, language
        self.latest = -1
        self.arrived: dict[int, float] = {}
        self._changed = changed  # the table's: set on every event read
        self._task: asyncio.Task[None] | None = None
        self._writer: asyncio.StreamWriter | None = None

    async def open(self, host: str, port: int, path: str, cookie: str) -> None:
        reader, self._writer = await asyncio.open_connection(host, port)
        headers = {
            "Accept": "text/event-stream",
            "Accept-Language": self.language,
            "Cookie": cookie,
        }
        self._writer.write(_head("GET", path, f"{host}:{port}", headers, b""))
        status, heads = await _read_head(reader)
        if status != 200 or heads.get("transfer-encoding") != "chunked":
            raise RuntimeError(f"the event stream {path} answered {status} {heads}")
        self._task = asyncio.create_task(self._read(reader))

    async def _read(self, reader: asyncio.StreamReader) -> None:
        text = ""
        while True:
            size = int((await reader.readuntil(b"\r\n")).strip(), 16)
            if size == 0:
                return
            text += (await reader.readexactly(size + 2))[:-2].decode("utf-8")
            while "\n\n" in text:
                block, text = text.split("\n\n", 1)
                self._event(block.split("\n"))

    def _event(self, lines: list[str]) -> None:
        fields = dict(line.split(": ", 1) for line in lines if ": " in line)
        if fields.get("event") == "sheet":
            version = int(fields["id"])
            self.arrived.setdefault(version, time.perf_counter())
            self.latest = max(self.latest, version)
            self._changed.set()

    def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
        if self._writer is not None:
            self._writer.close()


@dataclass
class Table:
    """A table's score link (a program's: the token in the path), its followers,
    and the figures of its rounds."""

    number: int  # its place in TABLES
    score_path: str
    followers: list[Follower] = field(default_factory=list)
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    position: int = FIRST_DEALS  # the next deal's position in the session
    latencies: list[float] = field(default_factory=list)  # accept sent → every follower
    accepts: list[float] = field(default_factory=list)  # accept sent → its 200
    elsewhere: list[float] = field(default_factory=list)  # another program's deal → every one

    async def round(self, connection: Connection, together: asyncio.Barrier, counted: bool) -> None:
        """Enter the next deal (when every table does), accept it (every table at
        once), wait until every follower has the new sheet."""
        _game, _players, make = TABLES[self.number]
        deal, opponent = make(self.position)
        json_type = {"Content-Type": "application/json"}
        status, _, body = await connection.request(
            "POST", self.score_path + "/deals", json_type, json.dumps(deal).encode()
        )
        if status != 202:
            raise RuntimeError(f"a deal was answered {status}: {body[:300]!r}")
        pending = json.loads(body)["pending"]
        seen = max(f.latest for f in self.followers)
        await together.wait()
        accept = json.dumps({"by": opponent}).encode()
        sent = time.perf_counter()
        status, _, body = await connection.request(
            "POST", f"{self.score_path}/deals/{pending}/accept", json_type, accept
        )
        answered = time.perf_counter()
        if status != 200:
            raise RuntimeError(f"an accept was answered {status}: {body[:300]!r}")
        self.position += 1
        updated = await self.updated(seen)
        if counted:
            self.latencies.append(updated - sent)
            self.accepts.append(answered - sent)

    async def stored_elsewhere(self, write: Callable[[int, Deal], None]) -> None:
        """The table's next deal stored by another program (``write(table, deal)``,
        its own store on the database, as the CLI or a second window): from its
        commit until every follower has it (the watcher's look finds it)."""
        seen = max(f.latest for f in self.followers)
        write(self.number, TABLES[self.number][2](self.position)[0])
        stored = time.perf_counter()
        self.position += 1
        self.elsewhere.append(await self.updated(seen) - stored)

    async def updated(self, seen: int) -> float:
        """When the last follower got its first sheet newer than version ``seen``."""
        while any(f.latest <= seen for f in self.followers):
            self.changed.clear()
            if any(f.latest <= seen for f in self.followers):
                await asyncio.wait_for(self.changed.wait(), WAIT_S)
        return max(min(t for v, t in f.arrived.items() if v > seen) for f in self.followers)


async def evening(
    host: str,
    port: int,
    follow: list[str],
    score: list[str],
    rounds: int,
    enter: bool,
    at_end: Callable[[], None],
    write: Callable[[int, Deal], None] | None,
    elsewhere: int,
    cpu: Callable[[], float],
) -> tuple[list[Table], float]:
    """The followers connected to the four tables, then the tables' rounds at
    once, then ``at_end()`` with the followers still connected. ``follow`` and
    ``score`` are each table's link paths (or, for the floor, the paths
    themselves: ``enter`` False). Then, with ``write``, ``elsewhere`` deals a table
    stored by another program, one table after another. Also the server's
    processor seconds (``cpu()``) spent on the rounds."""
    tables = [Table(k, path) for k, path in enumerate(score)]
    for n in range(FOLLOWERS):
        table = tables[n % len(tables)]
        follower = Follower(table.number, LANGUAGES[n % len(LANGUAGES)], table.changed)
        events, cookie = follow[table.number], ""
        if enter:  # the link opened as a phone does: its token swapped for a cookie
            status, heads, _ = await Connection(host, port).request("GET", events)
            if status != 303:
                raise RuntimeError(f"a follow link was answered {status}")
            cookie = heads["set-cookie"].split(";", 1)[0]
            events = heads["location"] + "/events"
        await follower.open(host, port, events, cookie)
        table.followers.append(follower)
    for table in tables:  # every follower holds the sheet of now
        while any(f.latest < 0 for f in table.followers):
            table.changed.clear()
            await asyncio.wait_for(table.changed.wait(), WAIT_S)
    connections = [Connection(host, port) for _ in tables]
    together = asyncio.Barrier(len(tables))
    try:
        for n in range(WARMUP_ROUNDS + rounds):
            counted = n >= WARMUP_ROUNDS
            if n == WARMUP_ROUNDS:
                spent = cpu()
            await asyncio.gather(
                *(t.round(c, together, counted) for t, c in zip(tables, connections, strict=True))
            )
        spent = cpu() - spent
        if write is not None:
            for _ in range(elsewhere):
                for table in tables:
                    await table.stored_elsewhere(write)
        at_end()
    finally:
        for table in tables:
            for follower in table.followers:
                follower.close()
        for connection in connections:
            connection.close()
    return tables, spent


# --- the processes ---------------------------------------------------------------------


class Child:
    """A driven process: one JSON object a line on its standard output."""

    def __init__(self, argv: list[str], env: dict[str, str]) -> None:
        self.process = subprocess.Popen(
            argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            cwd=ROOT,
            text=True,
        )

    def read(self) -> dict[str, Any]:
        out: IO[str] | None = self.process.stdout
        assert out is not None
        line = out.readline()
        if not line:
            self.process.wait(WAIT_S)
            assert self.process.stderr is not None
            raise RuntimeError(f"{self.process.args} ended: {self.process.stderr.read()[-800:]}")
        return dict(json.loads(line))

    def ask(self, word: str) -> dict[str, Any]:
        assert self.process.stdin is not None
        self.process.stdin.write(word + "\n")
        self.process.stdin.flush()
        return self.read()

    def end(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        try:
            self.process.wait(WAIT_S)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        if self.process.returncode != 0:
            assert self.process.stderr is not None
            raise RuntimeError(
                f"{self.process.args} exited {self.process.returncode}: "
                f"{self.process.stderr.read()[-800:]}"
            )


def environment(folder: Path) -> dict[str, str]:
    return (
        dict(os.environ)
        | INSTALLED
        | {
            "QT_QPA_PLATFORM": "offscreen",
            "XDG_CONFIG_HOME": str(folder / "config"),
            "XDG_DATA_HOME": str(folder / "data"),
            "PYTHONPATH": str(ROOT),
        }
    )


def window(db: Path, ids: list[int], env: dict[str, str], *, start_only: bool) -> Child:
    argv = [PYTHON, str(ROOT / "bench" / "serve_window.py"), str(db), *map(str, ids)]
    return Child(argv + (["--start-only"] if start_only else []), env)


def floor(env: dict[str, str], *, start_only: bool) -> Child:
    argv = [PYTHON, str(ROOT / "bench" / "floor_sse.py")]
    return Child(argv + (["--start-only"] if start_only else []), env)


def started(child: Child) -> float:
    """A ``--start-only`` process's start time (it then ends by itself)."""
    seconds = float(child.read()["start_s"])
    child.end()
    return seconds


@dataclass(frozen=True)
class Run:
    latencies: list[float]
    accepts: list[float]
    elsewhere: list[float]
    cpu_per_deal: float  # the server process's processor seconds per counted round


def drive(
    pid: int,
    ready: dict[str, Any],
    rounds: int,
    at_end: Callable[[], None],
    write: Callable[[int, Deal], None] | None = None,
    elsewhere: int = 0,
) -> Run:
    """The evening against a ready server: the phones' server (``links`` in
    ``ready``) or the floor (none), in process ``pid``."""

    def cpu() -> float:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    app = "links" in ready
    host, port = ready["address"]
    if app:
        links = ready["links"]
        follow = [urlsplit(url).path for role, _t, url in links if role == "follow"]
        score = [urlsplit(url).path for role, _t, url in links if role == "score"]
    else:
        follow = [f"/table/{k}/events" for k in range(len(TABLES))]
        score = [f"/score/{k}" for k in range(len(TABLES))]
    tables, spent = asyncio.run(
        evening(host, port, follow, score, rounds, app, at_end, write, elsewhere, cpu)
    )
    latencies = [s for t in tables for s in t.latencies]
    return Run(
        latencies,
        [s for t in tables for s in t.accepts],
        [s for t in tables for s in t.elsewhere],
        spent / len(latencies),
    )


def p95(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=20, method="inclusive")[-1]


def measure(quick: bool = False) -> list[Figure]:
    from scorekeeper.serve.live import INTERVAL

    rounds = 5 if quick else ROUNDS
    elsewhere = 1 if quick else ELSEWHERE
    starts = 2 if quick else 5
    busy = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        db = folder / "evening.sqlite"
        ids = make_database(db)
        env = environment(folder)
        started(window(db, ids, env, start_only=True))  # warm-up: the bytecode cache
        started(floor(env, start_only=True))
        app_starts, floor_starts = [], []
        for _ in range(starts):  # in turn, so a slower moment slows both
            app_starts.append(started(window(db, ids, env, start_only=True)))
            floor_starts.append(started(floor(env, start_only=True)))

        bare = floor(env, start_only=False)
        try:
            base = drive(bare.process.pid, bare.read(), rounds, lambda: None)
        finally:
            bare.end()  # its standard input closed: it stops

        served = window(db, ids, env, start_only=False)
        at_end: dict[str, Any] = {}

        def measure_and_stop() -> None:  # the followers still connected
            at_end.update(served.ask("rss"))
            at_end.update(served.ask("stop"))

        from scorekeeper.storage import open_store

        try:
            with open_store(str(db)) as other:  # another program on the same database

                def write(table: int, deal: Deal) -> None:
                    other.add_deal(ids[table], deal)

                ready = served.read()
                run = drive(served.process.pid, ready, rounds, measure_and_stop, write, elsewhere)
        finally:
            served.end()
        after, stop_s = at_end["rss_kb"], at_end["stop_s"]

    added_mb = (after - ready["rss_before_kb"]) / 1024
    count = len(run.latencies)
    sse = "bare Starlette SSE echo"
    load = (
        f"{FOLLOWERS} followers, {len(TABLES)} tables at once, {count} accepts; "
        f"load average {busy:.1f} → {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs"
    )
    preloaded = ", ".join(ready["preloaded"]) or "none"
    return [
        Figure(
            f"accept → every follower updated, p95 ({load})",
            p95(run.latencies),
            f"{sse}, p95",
            p95(base.latencies),
            target_ms=250,
        ),
        Figure(
            "accept → every follower updated, p50",
            statistics.median(run.latencies),
            f"{sse}, p50",
            statistics.median(base.latencies),
        ),
        Figure(
            "accept → every follower updated, largest",
            max(run.latencies),
            f"{sse}, largest",
            max(base.latencies),
        ),
        Figure(
            "server processor time per deal (window process: deal, accept, 13 followers)",
            run.cpu_per_deal,
            f"{sse}, the same",
            base.cpu_per_deal,
        ),
        Figure(
            "accept → its 200, p50",
            statistics.median(run.accepts),
            f"{sse}, p50",
            statistics.median(base.accepts),
        ),
        Figure(
            f"a deal stored by another program → every follower updated, largest "
            f"(median {statistics.median(run.elsewhere) * 1000:.0f} ms, "
            f"{len(run.elsewhere)} deals, one at a time)",
            max(run.elsewhere),
            "the watcher's look interval",
            INTERVAL,
            target_ms=1000,
        ),
        Figure(
            f"server start in the window, first import → port accepts (median of {starts}; "
            f"serve modules loaded before: {preloaded})",
            statistics.median(app_starts),
            "bare Starlette + uvicorn thread, imports included",
            statistics.median(floor_starts),
            target_ms=500,
        ),
        Figure(
            f"memory the server adds to the window: VmRSS {ready['rss_before_kb'] / 1024:.1f}"
            f" → {after / 1024:.1f} MB after the {count} accepts, followers connected",
            0.0,
            megabytes=added_mb,
            target_mb=60,
        ),
        Figure("server stop, 50 streams open", stop_s, note="information"),
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="5 rounds a table, 2 starts")
    args = parser.parse_args()
    return 0 if print_figures(measure(args.quick)) else 1


if __name__ == "__main__":
    sys.exit(main())
