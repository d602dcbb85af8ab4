"""Leagues: a game played over a season at some tables (``leagues``), and each
session's ``standing``: what each person brings to a league's standings, derived
from the deals like the tally and valid only while ``standing_of`` equals the
session's ``tally_of`` (``scorekeeper/storage/leagues.py``).

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "leagues",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("uuid", sa.String(length=36), nullable=False, server_default=""),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("game", sa.String(length=32), nullable=False),
        sa.Column("season_from", sa.String(length=10), nullable=False),
        sa.Column("season_to", sa.String(length=10), nullable=False),
        sa.Column("tables", sa.Text(), nullable=False),
        sa.Column("hide_stats", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False, server_default="0"),
    )
    op.create_index("ix_leagues_uuid", "leagues", ["uuid"], unique=True)
    op.add_column("sessions", sa.Column("standing", sa.Text(), nullable=True))
    op.add_column("sessions", sa.Column("standing_of", sa.String(length=100), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("sessions") as batch:
        batch.drop_column("standing_of")
        batch.drop_column("standing")
    op.drop_index("ix_leagues_uuid", "leagues")
    op.drop_table("leagues")
