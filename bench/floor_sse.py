"""The floors of ``bench/figures_serve.py``: a bare Starlette application with
server-sent events, served by uvicorn in a thread with the phones' server's own
settings (``scorekeeper/serve/server.py``: h11, no logging, no access log), in a
process of its own, driven over standard input and output as
``bench/serve_window.py`` is.

- ``POST /score/{table}/deals``: ``202 {"pending": "<n>"}`` (nothing kept);
- ``POST /score/{table}/deals/{pending}/accept``: the table's version goes up
  and every open stream of the table is woken: ``200``;
- ``GET /table/{table}/events``: ``retry``, then an event (``id`` = the version,
  a short line of data) now and whenever the version moves.

So a round trip here is the transport's part of the phones' one (HTTP, the
event loop, waking the streams), without the store, the sheet or the pages.

    .venv/bin/python bench/floor_sse.py [--start-only]

Writes ``{"start_s", "address"}`` once it serves (``start_s``: from before
importing Starlette and uvicorn until a TCP connection is accepted); with
``--start-only`` it then stops, else it serves until the line ``stop``.
"""

from __future__ import annotations

import argparse
import json
import socket
import sys
import threading
import time


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--start-only", action="store_true")
    args = parser.parse_args()

    start = time.perf_counter()
    import asyncio

    import uvicorn
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import JSONResponse, Response, StreamingResponse
    from starlette.routing import Route

    versions: dict[int, int] = {}
    woken: dict[int, asyncio.Event] = {}

    def wake(table: int) -> None:
        versions[table] = versions.get(table, 0) + 1
        woken.setdefault(table, asyncio.Event()).set()
        woken[table] = asyncio.Event()

    async def events(request: Request) -> Response:
        table = int(request.path_params["table"])

        async def stream():  # type: ignore[no-untyped-def]
            yield "retry: 2000\n\n"
            while True:
                event = woken.setdefault(table, asyncio.Event())
                yield f"event: sheet\nid: {versions.get(table, 0)}\ndata: <p>sheet</p>\n\n"
                await event.wait()

        return StreamingResponse(stream(), media_type="text/event-stream")

    async def propose(request: Request) -> Response:
        await request.body()
        return JSONResponse({"pending": "x"}, 202)

    async def accept(request: Request) -> Response:
        await request.body()
        wake(int(request.path_params["table"]))
        return JSONResponse({"state": "accepted"})

    routes = [
        Route("/table/{table:int}/events", events),
        Route("/score/{table:int}/deals", propose, methods=["POST"]),
        Route("/score/{table:int}/deals/{pending}/accept", accept, methods=["POST"]),
    ]
    config = uvicorn.Config(
        Starlette(routes=routes),
        log_config=None,
        access_log=False,
        timeout_graceful_shutdown=1,
        http="h11",
        ws="none",
        loop="asyncio",
        lifespan="off",
    )
    server = uvicorn.Server(config)
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.bind(("127.0.0.1", 0))
    sock.listen(128)
    host, port = sock.getsockname()
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.001)
    socket.create_connection((host, port), timeout=5).close()
    print(json.dumps({"start_s": time.perf_counter() - start, "address": [host, port]}), flush=True)
    if not args.start_only:
        for line in sys.stdin:
            if line.strip() == "stop":
                break
    server.should_exit = True
    server.force_exit = True  # the streams never end by themselves
    thread.join(5)
    return 0


if __name__ == "__main__":
    sys.exit(main())
