"""row versions for concurrent organisers; who changed what in the league history

Revision ID: 0007_row_versions
Revises: 0005_safety
Create Date: 2026-11-29 19:50:00
"""
from typing import Sequence, Union

import sqlalchemy as sa
import sqlmodel
from alembic import op


revision: str = '0007_row_versions'
down_revision: Union[str, None] = '0005_safety'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

VERSIONED = ('league', 'league_player', 'league_game', 'campaign', 'campaign_warband')


def upgrade() -> None:
    # Existing rows start at version 1 (the server default fills them in, on SQLite and
    # PostgreSQL alike); the app bumps it on every update from then on.
    for table in VERSIONED:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.add_column(sa.Column('version', sa.Integer(), nullable=False,
                                          server_default='1'))
    # Who made each change is the ``who`` column of 0005_safety, filled in by the store.


def downgrade() -> None:
    for table in reversed(VERSIONED):
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.drop_column('version')
