"""Sessions get ``archived_at``: when the session was archived (``NULL``: it is not).

An archived session leaves the welcome list (a "Show archived" toggle brings it
back) and is marked in ``scorekeeper sessions``; it is not part of the session
record (``docs/deal-format.md``): archiving files an evening away, it does not
change what was played, so an exported session carries no trace of it.

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("sessions") as batch:
        batch.add_column(sa.Column("archived_at", sa.DateTime(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("sessions") as batch:
        batch.drop_column("archived_at")
