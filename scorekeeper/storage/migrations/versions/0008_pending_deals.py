"""Pending deals (issue 26): a deal entered on a phone waits in ``pending_deals``
until an opponent at the table accepts it (it is then stored as the session's
next deal, under the pending deal's own uuid) or it is cancelled. A decided row
stays, naming who accepted or cancelled it and from which device: the session's
history of phone steps. Pending deals are not part of the session's record.

Revision ID: 0008
Revises: 0007
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "pending_deals",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("uuid", sa.String(length=36), nullable=False),
        sa.Column(
            "session_id",
            sa.Integer(),
            sa.ForeignKey("sessions.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("record", sa.Text(), nullable=False),
        sa.Column("device", sa.String(length=100), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("state", sa.String(length=16), nullable=False),
        sa.Column("decided_by", sa.String(length=100), nullable=True),
        sa.Column("decided_device", sa.String(length=100), nullable=True),
        sa.Column("decided_at", sa.DateTime(), nullable=True),
    )
    op.create_index("ix_pending_deals_uuid", "pending_deals", ["uuid"], unique=True)
    op.create_index("ix_pending_deals_session_id", "pending_deals", ["session_id"])


def downgrade() -> None:
    op.drop_index("ix_pending_deals_session_id", "pending_deals")
    op.drop_index("ix_pending_deals_uuid", "pending_deals")
    op.drop_table("pending_deals")
