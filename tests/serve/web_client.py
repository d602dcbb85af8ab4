"""A small HTTP client for the tests, over real sockets (``http.client`` and raw
bytes): no mocked transport. :class:`Client` sends one request per connection,
keeps nothing between requests (each test says which cookie it sends), and can
open an event stream (:class:`Stream`) read with a deadline."""

from __future__ import annotations

import http.client
import queue
import socket
import threading
import time
from dataclasses import dataclass, field

from scorekeeper.serve import Address


@dataclass
class Answer:
    status: int
    headers: dict[str, str]  # lower-case names; a repeated header's last value
    body: str
    cookies: list[str] = field(default_factory=list)  # every Set-Cookie

    def cookie(self) -> str:
        """The ``name=value`` of the first cookie set."""
        return self.cookies[0].split(";", 1)[0]


class Client:
    def __init__(self, address: Address) -> None:
        self.address = address
        self.host = address.authority

    def request(
        self,
        method: str,
        path: str,
        *,
        cookie: str | None = None,
        headers: dict[str, str] | None = None,
        body: bytes | None = None,
    ) -> Answer:
        sent = {"Host": self.host, **(headers or {})}
        if cookie:
            sent["Cookie"] = cookie
        connection = http.client.HTTPConnection(self.address.host, self.address.port, timeout=10)
        try:
            connection.putrequest(method, _ascii(path), skip_host=True, skip_accept_encoding=True)
            for name, value in sent.items():
                connection.putheader(name, value)
            if body is not None:
                connection.putheader("Content-Length", str(len(body)))
            connection.endheaders(body)
            response = connection.getresponse()
            text = response.read().decode("utf-8", "replace")
            heads = {k.lower(): v for k, v in response.getheaders()}
            cookies = [v for k, v in response.getheaders() if k.lower() == "set-cookie"]
            return Answer(response.status, heads, text, cookies)
        finally:
            connection.close()

    def get(self, path: str, **kwargs: object) -> Answer:
        return self.request("GET", path, **kwargs)  # type: ignore[arg-type]

    def post(self, path: str, **kwargs: object) -> Answer:
        return self.request("POST", path, **kwargs)  # type: ignore[arg-type]

    def enter(self, link: str, **headers: str) -> tuple[str, str]:
        """Open a link as a phone does: the cookie it gets and the page it is sent to."""
        answer = self.get(link, headers=headers)
        assert answer.status == 303, answer
        return answer.cookie(), answer.headers["location"]

    def stream(self, path: str, *, cookie: str | None = None, **headers: str) -> Stream:
        return Stream(self, path, cookie, headers)

    def raw(self, data: bytes, timeout: float = 5.0) -> bytes:
        """Send bytes as they are; the first line of the answer (b"" if none)."""
        with socket.create_connection((self.address.host, self.address.port), timeout) as sock:
            sock.sendall(data)
            sock.shutdown(socket.SHUT_WR)
            received = b""
            try:
                while b"\n" not in received:
                    chunk = sock.recv(4096)
                    if not chunk:
                        break
                    received += chunk
            except TimeoutError:
                pass
            return received.split(b"\r\n", 1)[0]


@dataclass
class Event:
    name: str
    data: str
    id: str | None


class Stream:
    """An open ``text/event-stream`` response, read event by event. A thread reads
    its lines into a queue (a socket read that timed out cannot be resumed), so a
    test waits for the next line with a deadline of its own."""

    def __init__(self, client: Client, path: str, cookie: str | None, headers: dict[str, str]):
        sent = {"Host": client.host, "Accept": "text/event-stream", **headers}
        if cookie:
            sent["Cookie"] = cookie
        self.connection = http.client.HTTPConnection(
            client.address.host, client.address.port, timeout=30
        )
        self.connection.request("GET", path, headers=sent)
        self.response = self.connection.getresponse()
        self.status = self.response.status
        self.headers = {k.lower(): v for k, v in self.response.getheaders()}
        self.text = ""  # everything read so far
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        try:
            while raw := self.response.readline():
                self._lines.put(raw.decode("utf-8"))
        except (OSError, ValueError, AttributeError, http.client.HTTPException):
            pass  # closed by the test (http.client then trips over its own None)
        self._lines.put(None)  # the end

    def next_event(self, timeout: float) -> Event | None:
        """The next event within ``timeout`` seconds (comments skipped), or ``None``
        when none came or the stream ended."""
        deadline = time.monotonic() + timeout
        fields: dict[str, list[str]] = {}
        while (line := self._line(deadline)) is not None:
            if line == "":
                if "event" in fields or "data" in fields:
                    return _event(fields)
                fields = {}
                continue
            name, _, value = line.partition(":")
            fields.setdefault(name, []).append(value[1:] if value.startswith(" ") else value)
        return None

    def _line(self, deadline: float) -> str | None:
        try:
            line = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            return None
        if line is None:
            self._lines.put(None)  # stays ended
            return None
        self.text += line
        return line.rstrip("\r\n")

    def ended(self, timeout: float) -> bool:
        """The server closed the stream within ``timeout`` seconds."""
        self._reader.join(timeout)
        return not self._reader.is_alive()

    def close(self) -> None:
        sock = self.connection.sock
        if sock is not None:
            sock.shutdown(socket.SHUT_RDWR)
        self.connection.close()


def _ascii(path: str) -> str:
    """``path`` with every byte beyond ASCII percent-encoded (as a browser sends it)."""
    return "".join(chr(b) if b < 128 else f"%{b:02X}" for b in path.encode("utf-8"))


def _event(fields: dict[str, list[str]]) -> Event:
    ident = fields.get("id", [None])[-1]
    return Event(fields.get("event", ["message"])[-1], "\n".join(fields.get("data", [])), ident)
