"""row versions for saved rosters: a save from a stale editor is refused, not silently applied

Revision ID: 0010_roster_versions
Revises: 0009_league_totals
Create Date: 2026-12-01 10:15:00

Two windows (or a window and the command line) editing one roster each saved over the other:
the later save put back a name the first had changed. The ``version`` column (the same
optimistic check as leagues and campaigns, 0007_row_versions) lets a save say which version it
was made from; a save from an older one is refused, naming the fields that changed.
"""
from typing import Sequence, Union

import sqlalchemy as sa
from alembic import op

revision: str = '0010_roster_versions'
down_revision: Union[str, None] = '0009_league_totals'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    # Existing rosters start at version 1 (the server default fills them, on SQLite and
    # PostgreSQL alike); every save bumps it from then on.
    with op.batch_alter_table('roster', schema=None) as batch_op:
        batch_op.add_column(sa.Column('version', sa.Integer(), nullable=False,
                                      server_default='1'))


def downgrade() -> None:
    with op.batch_alter_table('roster', schema=None) as batch_op:
        batch_op.drop_column('version')
