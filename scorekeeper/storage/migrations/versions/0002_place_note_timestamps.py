"""Sessions get place, note, other fields and a ``finished`` cache; deals get timestamps.

Deals stored before this revision get their session's ``created_at`` as both
timestamps (the best we know); sessions keep ``finished`` unknown (``NULL``),
which the session list fills in by replaying.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("sessions") as batch:
        batch.add_column(sa.Column("place", sa.String(200), nullable=True))
        batch.add_column(sa.Column("note", sa.Text(), nullable=True))
        batch.add_column(sa.Column("extra", sa.Text(), nullable=True))
        batch.add_column(sa.Column("updated_at", sa.DateTime(), nullable=True))
        batch.add_column(sa.Column("finished", sa.Boolean(), nullable=True))
    with op.batch_alter_table("deals") as batch:
        batch.add_column(sa.Column("created_at", sa.DateTime(), nullable=True))
        batch.add_column(sa.Column("updated_at", sa.DateTime(), nullable=True))
    # Plain SQL that SQLite and PostgreSQL both run.
    op.execute(
        sa.text(
            "UPDATE deals SET"
            " created_at = (SELECT s.created_at FROM sessions s WHERE s.id = deals.session_id),"
            " updated_at = (SELECT s.created_at FROM sessions s WHERE s.id = deals.session_id)"
        )
    )


def downgrade() -> None:
    with op.batch_alter_table("deals") as batch:
        batch.drop_column("updated_at")
        batch.drop_column("created_at")
    with op.batch_alter_table("sessions") as batch:
        for name in ("finished", "updated_at", "extra", "note", "place"):
            batch.drop_column(name)
