"""row versions for concurrent organisers; who changed what in the league history

Revision ID: 0007_row_versions
Revises: 0004_leagues
Create Date: 2026-11-29 19:50:00
"""
from typing import Sequence, Union

import sqlalchemy as sa
import sqlmodel
from alembic import op


revision: str = '0007_row_versions'
down_revision: Union[str, None] = '0004_leagues'
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
    with op.batch_alter_table('league_event', schema=None) as batch_op:
        batch_op.add_column(sa.Column('changed_by',
                                      sqlmodel.sql.sqltypes.AutoString(length=200),
                                      nullable=False, server_default=''))


def downgrade() -> None:
    with op.batch_alter_table('league_event', schema=None) as batch_op:
        batch_op.drop_column('changed_by')
    for table in reversed(VERSIONED):
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.drop_column('version')
