"""Sessions and deals get a ``version``, so writers notice each other's changes.

A session's version goes up by one on every change; a deal's is the session
version at which its row was last written. Rows stored before this revision
start at 0.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    for table in ("sessions", "deals"):
        with op.batch_alter_table(table) as batch:
            batch.add_column(sa.Column("version", sa.Integer(), nullable=False, server_default="0"))


def downgrade() -> None:
    for table in ("deals", "sessions"):
        with op.batch_alter_table(table) as batch:
            batch.drop_column("version")
