"""Corrections by the organiser (issue 26): after an opponent accepted a deal on a
phone, only the organiser changes it. Each correction (or deletion) of a stored
deal made through the phones' server is an ordinary edit of the session (the
deal's row changes, the session's version moves) and leaves a row here naming the
deal, what it was, what it became and the device that made the change.

Revision ID: 0009
Revises: 0008
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "deal_corrections",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "session_id",
            sa.Integer(),
            sa.ForeignKey("sessions.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("deal_uuid", sa.String(length=36), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("action", sa.String(length=16), nullable=False),
        sa.Column("before", sa.Text(), nullable=False),
        sa.Column("after", sa.Text(), nullable=True),
        sa.Column("device", sa.String(length=100), nullable=False),
        sa.Column("made_at", sa.DateTime(), nullable=False),
    )
    op.create_index("ix_deal_corrections_session_id", "deal_corrections", ["session_id"])


def downgrade() -> None:
    op.drop_index("ix_deal_corrections_session_id", "deal_corrections")
    op.drop_table("deal_corrections")
