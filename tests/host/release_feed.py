"""A fake release feed on 127.0.0.1 for the update check's tests (never the
internet): it answers GitHub's "latest release" JSON with the tag it is given and
counts the requests."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class FakeFeed:
    url: str
    tag: str
    requests: list[str] = field(default_factory=list)
    body: bytes | None = None  # a raw answer instead of the JSON


@contextmanager
def fake_feed(tag: str) -> Iterator[FakeFeed]:
    feed = FakeFeed("", tag)

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            feed.requests.append(self.path)
            page = f"https://github.com/trickscorekeeper/scorekeeper/releases/tag/{feed.tag}"
            body = feed.body or json.dumps({"tag_name": feed.tag, "html_url": page}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: object) -> None:  # quiet
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    feed.url = f"http://127.0.0.1:{server.server_address[1]}/releases/latest"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield feed
    finally:
        server.shutdown()
        server.server_close()


def unreachable_url() -> str:
    """A loopback address where nothing listens (the port was just free)."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/releases/latest"
