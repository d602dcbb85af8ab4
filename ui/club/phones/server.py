"""The phones' server as the window runs it: the core's application
(``scorekeeper.serve``) in a thread beside the Qt loop, over a twin of the
window's store (the same database, replays of its own: the server reads it from
its own thread). The links (the keyring) live for the evening: switching the
server off and on again keeps them, so the printed codes stay valid (on the same
address and port); ending the evening expires them all, and the next start makes
new ones."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from scorekeeper.serve import Keyring, Role, ServerHandle
    from scorekeeper.session.store import SessionStore

    class ServedStore(SessionStore, Protocol):
        """A store the phones' server is given a twin of (``Store.twin``)."""

        def twin(self) -> SessionStore: ...


class PhoneServer:
    """Start, stop, the links, the evening's end (see the module docstring)."""

    def __init__(self, store: ServedStore) -> None:
        self._store = store
        self.keyring: Keyring | None = None  # the evening's links, made on the first start
        self.handle: ServerHandle | None = None

    def running(self) -> bool:
        return self.handle is not None

    def start(self, host: str, port: int) -> None:
        """Serve the open sessions on ``host``:``port``; ``ValueError`` (a bad
        address) or ``OSError`` (in use, not this computer's) when it cannot."""
        from scorekeeper.serve import Keyring, create_app, start_server

        if self.handle is not None:
            return
        if self.keyring is None:
            self.keyring = Keyring()
        self.share_open()
        app = create_app(self._store.twin(), self.keyring)
        self.handle = start_server(app, host, port)

    def share_open(self) -> None:
        """Links for every open session (one opened since the start gets its own)."""
        from scorekeeper.serve.sharing import open_tables, share

        if self.keyring is not None:
            share(self.keyring, open_tables(self._store))

    def stop(self) -> None:
        """Stop serving: no thread left, the port free; the links stay valid."""
        handle, self.handle = self.handle, None
        if handle is not None:
            handle.stop()

    def end_evening(self) -> None:
        """Every link and phone expires now (the core's ``Keyring.end_evening``,
        as the organiser's page does), and the server stops."""
        if self.keyring is not None:
            self.keyring.end_evening()
        self.keyring = None
        self.stop()

    def links(self) -> list[tuple[Role, int | None, str]]:
        """Each link as (role, table, URL), the organiser's last (empty when off)."""
        return [] if self.handle is None else self.handle.app.links()
