"""Serving the application with uvicorn, in-process: in a thread beside another
loop (:func:`start_server`, the window's Club ▸ Phones…) or in the foreground
until SIGINT or SIGTERM (:func:`serve_forever`, ``scorekeeper serve``).

uvicorn runs with ``log_config=None`` (it configures no logging of its own) and
``access_log=False`` (no request line, so no path or query, is ever logged), h11
only, no websockets, no proxy headers (the throttle counts the address the
connection really comes from). The listening socket is bound here first, so the
application knows its address (the Host check, the links) before it serves, and
a port in use is an ``OSError`` of the caller, at once.

Stopping: uvicorn stops accepting, then :meth:`~.live.Live.stop` ends the
watcher and every open event stream at once (a stream would otherwise hold the
shutdown for its whole grace period), then open requests get
:data:`GRACE` seconds. Only the main thread gets signal handlers, and they only
ask the server to stop: the process then exits normally (status 0), where
uvicorn's own handlers would raise the signal again after the shutdown.
"""

from __future__ import annotations

import contextlib
import ipaddress
import logging
import signal
import socket
import sys
import threading
from collections.abc import Callable, Iterator
from types import FrameType

import uvicorn

from scorekeeper.serve.app import Address, WebApp

GRACE = 2  # seconds open requests get once the server stops
START_TIMEOUT = 10.0  # seconds a thread may take to start serving
SWITCH_INTERVAL = 0.0005  # seconds a thread holds the interpreter while another waits


_switching = threading.Lock()
_serving: list[float] = []  # the interval before the first server started, while any serves


@contextlib.contextmanager
def prompt_switching() -> Iterator[None]:
    """While serving, Python hands its interpreter lock to a waiting thread after
    :data:`SWITCH_INTERVAL` instead of the default 5 ms; the interval as it was
    once the last server of the process stops.

    The event loop drops the lock at every socket write and poll, and then waits
    for it while the store's thread replays or the window draws: at 5 ms a wait,
    the 13 writes of one new sheet to a table's phones could add 65 ms
    (``bench/figures_serve.py``: p50 and p95 from accept to every follower about
    a fifth lower at 0.5 ms). A setting of the whole process, hence given back."""
    with _switching:
        if not _serving:
            _serving.append(sys.getswitchinterval())
            sys.setswitchinterval(min(_serving[0], SWITCH_INTERVAL))
        _serving.append(0.0)  # one more server
    try:
        yield
    finally:
        with _switching:
            _serving.pop()
            if len(_serving) == 1:
                sys.setswitchinterval(_serving.pop())


def listen(host: str, port: int) -> socket.socket:
    """A listening TCP socket on ``host`` (an IP address, not a wildcard) and ``port``
    (0: any free port). Raises ``ValueError`` for a bad host, ``OSError`` when the
    address cannot be listened on (in use, not this machine's)."""
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        raise ValueError("give an address as numbers, such as 192.168.1.10, not a name") from None
    if ip.is_unspecified:
        raise ValueError(f"{host} means every network: name one address (the links need it)")
    family = socket.AF_INET6 if ip.version == 6 else socket.AF_INET
    # IPPROTO_TCP named, not left 0: asyncio sets TCP_NODELAY only on connections
    # whose socket says TCP (base_events._set_nodelay). Without it, uvicorn's
    # response, written as its head then its body, waits for the phone's delayed
    # ACK (Nagle): 40 ms on every answer (bench/figures_serve.py).
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((str(ip), port))
        sock.listen(128)
    except OSError:
        sock.close()
        raise
    return sock


def bound_address(sock: socket.socket) -> Address:
    host, port = sock.getsockname()[:2]
    return Address(host, port)


class _Uvicorn(uvicorn.Server):
    """uvicorn's server, told when it listens and when it starts stopping, with
    signal handlers that only ask it to stop (see the module docstring)."""

    def __init__(self, app: WebApp, on_listening: Callable[[], None] | None = None) -> None:
        config = uvicorn.Config(
            app,
            log_config=None,
            access_log=False,
            timeout_graceful_shutdown=GRACE,
            lifespan="on",
            http="h11",
            ws="none",
            loop="asyncio",
            proxy_headers=False,
            server_header=False,
            limit_concurrency=512,
        )
        super().__init__(config)
        # access_log=False leaves uvicorn deciding by whether the access logger has
        # handlers (a test's capture adds some): off for good, no request line ever.
        logging.getLogger("uvicorn.access").disabled = True
        self._app, self._on_listening = app, on_listening

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets)
        if self.started and self._on_listening is not None:
            self._on_listening()

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        self._app.live.stop()  # the streams end now, not after the grace period
        await super().shutdown(sockets)

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        if threading.current_thread() is not threading.main_thread():
            yield  # a thread beside the window: its owner stops it
            return
        handled = (signal.SIGINT, signal.SIGTERM)
        before = {sig: signal.signal(sig, self._on_signal) for sig in handled}
        try:
            yield
        finally:
            for sig, handler in before.items():
                signal.signal(sig, handler)

    def _on_signal(self, sig: int, frame: FrameType | None) -> None:
        if self.should_exit and sig == signal.SIGINT:
            self.force_exit = True  # a second Ctrl+C: stop waiting for open requests
        self.should_exit = True


def serve_forever(
    app: WebApp, sock: socket.socket, on_listening: Callable[[], None] | None = None
) -> None:
    """Serve ``app`` on ``sock`` in this thread until SIGINT or SIGTERM (the main
    thread) or until stopped; ``on_listening`` is called once it serves."""
    app.address = bound_address(sock)
    server = _Uvicorn(app, on_listening)
    try:
        with prompt_switching():
            server.run(sockets=[sock])
    finally:
        sock.close()


class ServerHandle:
    """A server running in a thread of its own (:func:`start_server`)."""

    def __init__(self, app: WebApp, sock: socket.socket) -> None:
        self.app = app
        self._sock = sock
        self._ready = threading.Event()
        self._server = _Uvicorn(app, self._ready.set)
        self.thread = threading.Thread(target=self._run, name="scorekeeper-serve", daemon=True)

    @property
    def address(self) -> Address:
        assert self.app.address is not None
        return self.app.address

    def _run(self) -> None:
        try:
            with prompt_switching():
                self._server.run(sockets=[self._sock])
        except BaseException:  # uvicorn exits (SystemExit) when its startup fails
            pass
        finally:
            self._sock.close()
            self._ready.set()

    def start(self) -> None:
        self.thread.start()
        self._ready.wait(START_TIMEOUT)
        if not self._server.started:
            self.stop()
            raise OSError("the phones' server did not start")

    def stop(self, timeout: float = 5.0) -> None:
        """Stop serving and wait for the thread: afterwards no thread is left
        and the port is free (the listening socket is closed)."""
        self._server.should_exit = True
        self.thread.join(timeout)
        if self.thread.is_alive():
            self._server.force_exit = True
            self.thread.join(timeout)
        self._sock.close()
        self.app.live.reader.close()  # already done by a clean shutdown


def start_server(app: WebApp, host: str, port: int) -> ServerHandle:
    """``app`` served on ``host``:``port`` (0: any free port) in a thread;
    returns once it serves. ``handle.stop()`` stops it."""
    sock = listen(host, port)
    app.address = bound_address(sock)
    handle = ServerHandle(app, sock)
    handle.start()
    return handle
