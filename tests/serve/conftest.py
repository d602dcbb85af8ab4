"""A real server for each test: uvicorn on 127.0.0.1, a free port, in a thread
(``scorekeeper.serve.start_server``), over a database file of its own. The test
writes deals through a second store on the same file, as the window or another
process would; the server notices them through the store's change stamp."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.host.shipped import RESOURCES
from scorekeeper.serve import Grant, Keyring, Role, ServerHandle, WebApp, create_app, start_server
from scorekeeper.storage import open_store
from scorekeeper.storage.store import Store
from tests.serve.web_client import Client

EXAMPLE = json.loads((RESOURCES / "examples" / "ulti.json").read_text(encoding="utf-8"))
FIRST_DEALS = 3  # the example's first deals are stored; the test adds the next ones


def example(deals: int = FIRST_DEALS, **changes: Any) -> dict[str, Any]:
    record = copy.deepcopy(EXAMPLE)
    record["deals"] = record["deals"][:deals]
    record.update(changes)
    return record


def next_deal(position: int) -> dict[str, Any]:
    """The example's deal at ``position`` (0-based): a valid next deal there."""
    return copy.deepcopy(EXAMPLE["deals"][position])


@dataclass
class Served:
    """A running server, its keyring and application, the table it shares and a
    writer: another store on the same database file."""

    handle: ServerHandle
    app: WebApp
    keyring: Keyring
    table: int
    other: int  # a second table, shared too
    writer: Store
    client: Client

    def link(self, role: Role, table: int | None = None) -> str:
        """The path of a link (``/follow/TOKEN``)."""
        wanted = None if role is Role.ORGANISER else (table or self.table)
        return next(k.path for k in self.keyring.links() if k.grant == Grant(role, wanted))

    def add_deal(self) -> int:
        """Store the table's next deal (as another program would); its number (1-based)."""
        count = len(self.writer.session_json(self.table)["deals"])
        self.writer.add_deal(self.table, next_deal(count))
        return count + 1


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "club.sqlite"


@pytest.fixture
def served(database: Path) -> Iterator[Served]:
    with open_store(str(database)) as writer:
        table = writer.create_session(example())
        other = writer.create_session(example(2, place="Terem 2"))
        keyring = Keyring()
        keyring.share(table)
        keyring.share(other)
        with open_store(str(database)) as store:
            app = create_app(store, keyring)
            handle = start_server(app, "127.0.0.1", 0)
            try:
                yield Served(handle, app, keyring, table, other, writer, Client(handle.address))
            finally:
                handle.stop()


# The score page's tests: a table of each game whose deal form is described, with
# players of its own and no deal yet (the deals the tests type are worked out for
# them by hand), and the example session of every described game.
TABLES = {
    "ultimate": (["Ann", "Ben", "Cai", "Dee", "Eve"], "Eve"),
    "marjapussi": (["Aino", "Eero", "Helmi", "Onni"], "Onni"),
    "huutopussi": (["Aino", "Eero", "Helmi", "Onni"], "Onni"),
    "zwanzigerrufen": (["Franz", "Gerti", "Hans", "Ilse"], "Ilse"),
}


def game_example(game_id: str) -> dict[str, Any]:
    return json.loads((RESOURCES / "examples" / f"{game_id}.json").read_text(encoding="utf-8"))


@dataclass
class Tables:
    """A running server sharing a table of each game in :data:`TABLES` (``ids``)
    and each described game's example with its first deal (``examples``)."""

    handle: ServerHandle
    app: WebApp
    keyring: Keyring
    ids: dict[str, int]
    examples: dict[str, int]
    writer: Store
    client: Client

    def link(self, role: Role, table: int) -> str:
        return next(k.path for k in self.keyring.links() if k.grant == Grant(role, table))


@pytest.fixture
def tables(database: Path) -> Iterator[Tables]:
    from scorekeeper.games import GAME_IDS, get_game

    with open_store(str(database)) as writer:
        ids = {
            game: writer.create_session(
                {"game": game, "players": players, "first_dealer": dealer, "rules": {}}
            )
            for game, (players, dealer) in TABLES.items()
        }
        examples = {}
        for game in GAME_IDS:
            if get_game(game).entry is not None:
                record = game_example(game)
                examples[game] = writer.create_session({**record, "deals": record["deals"][:1]})
        keyring = Keyring()
        for table in (*ids.values(), *examples.values()):
            keyring.share(table)
        with open_store(str(database)) as store:
            app = create_app(store, keyring)
            handle = start_server(app, "127.0.0.1", 0)
            try:
                yield Tables(handle, app, keyring, ids, examples, writer, Client(handle.address))
            finally:
                handle.stop()
