"""The phones' pages: a small web server for the club's own network (issue 26;
``docs/serve.md``). A third face of the core beside the window and the command
line: it asks the store for the same sessions, renders the same sheet model in
the same catalogs' words, and imports nothing of Qt.

- :mod:`.capability`: the links (one per table and role, and the organiser's),
  the devices that opened them, revoking a device, ending the evening;
- :mod:`.routes`: the routes table, who may call each route;
- :mod:`.access`: a request checked against it (cookie, bearer, CSRF, throttle);
- :mod:`.guard`: the Host check and the headers of every response;
- :mod:`.live` and :mod:`.events`: one watcher of the store, server-sent events;
- :mod:`.view` and :mod:`.pages`: the sheet as the page shows it, the templates;
- :mod:`.organising`, :mod:`.organiser_view`, :mod:`.corrections` and
  :mod:`.correcting`: the organiser's page and changes, corrections of stored deals;
- :mod:`.app` assembles them; :mod:`.server` serves them (a thread, or the
  foreground until SIGINT/SIGTERM).

Starlette, uvicorn and Jinja2 are imported only here: ``scorekeeper settle`` and
the window's first paint load none of it.
"""

from scorekeeper.serve.app import Address, WebApp, create_app
from scorekeeper.serve.capability import Device, Grant, Keyring, Link, Role
from scorekeeper.serve.server import ServerHandle, listen, serve_forever, start_server

__all__ = [
    "Address",
    "Device",
    "Grant",
    "Keyring",
    "Link",
    "Role",
    "ServerHandle",
    "WebApp",
    "create_app",
    "listen",
    "serve_forever",
    "start_server",
]
