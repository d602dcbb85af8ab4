"""The first schema: players, sessions (no place or note), seats, deals (no timestamps).

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(100), nullable=False),
        sa.UniqueConstraint("name", name="uq_players_name"),
    )
    op.create_table(
        "sessions",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("game", sa.String(32), nullable=False),
        sa.Column("first_dealer", sa.String(100), nullable=False),
        sa.Column("rules", sa.Text(), nullable=True),
        sa.Column("stake", sa.Text(), nullable=True),
        sa.Column("date", sa.String(64), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
    )
    op.create_table(
        "session_players",
        sa.Column(
            "session_id",
            sa.Integer(),
            sa.ForeignKey("sessions.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("seat", sa.Integer(), primary_key=True),
        sa.Column("player_id", sa.Integer(), sa.ForeignKey("players.id"), nullable=False),
    )
    op.create_index("ix_session_players_player_id", "session_players", ["player_id"])
    op.create_table(
        "deals",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "session_id",
            sa.Integer(),
            sa.ForeignKey("sessions.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("record", sa.Text(), nullable=False),
        sa.Column("thrown_in", sa.Boolean(), nullable=False),
        sa.UniqueConstraint("session_id", "position", name="uq_deals_session_position"),
    )


def downgrade() -> None:
    op.drop_table("deals")
    op.drop_index("ix_session_players_player_id", "session_players")
    op.drop_table("session_players")
    op.drop_table("sessions")
    op.drop_table("players")
