"""Sessions get ``tally``: what their replay comes to (totals, next dealer, games),
derived from the deals and kept beside them so a session's totals are read without
a replay.

``tally`` is never a source of truth: ``tally_of`` says which session version and
which scoring code it was derived from, and a tally that does not match both is
stale and derived again from the deals (``scorekeeper/storage/tally.py``). Rows
stored before this revision have none (NULL) and get one on their next read or write.

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("sessions") as batch:
        batch.add_column(sa.Column("tally", sa.Text(), nullable=True))
        batch.add_column(sa.Column("tally_of", sa.String(length=100), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("sessions") as batch:
        batch.drop_column("tally_of")
        batch.drop_column("tally")
