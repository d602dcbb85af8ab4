"""Alembic environment, run programmatically by :mod:`scorekeeper.storage.schema`.

The caller opens the connection (and its transaction) and passes it in
``config.attributes["connection"]``: no ``alembic.ini``, no URL in a file.
"""

from __future__ import annotations

from alembic import context

connection = context.config.attributes["connection"]
context.configure(connection=connection, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
