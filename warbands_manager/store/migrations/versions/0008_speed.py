"""speed: covering indexes for league standings

Revision ID: 0008_speed
Revises: 0007_row_versions
Create Date: 2026-11-29 19:40:00
"""
from typing import Sequence, Union

from alembic import op


revision: str = '0008_speed'
down_revision: Union[str, None] = '0007_row_versions'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

SIDE_A = ['league_id', 'player_a_id', 'week', 'stage', 'result_a', 'league_points_a',
          'size_added_a', 'player_b_id', 'league_points_b']
SIDE_B = ['league_id', 'player_b_id', 'week', 'stage', 'result_b', 'league_points_b',
          'size_added_b']


def upgrade() -> None:
    with op.batch_alter_table('league_game', schema=None) as batch_op:
        batch_op.create_index('ix_league_game_side_a', SIDE_A, unique=False)
        batch_op.create_index('ix_league_game_side_b', SIDE_B, unique=False)


def downgrade() -> None:
    with op.batch_alter_table('league_game', schema=None) as batch_op:
        batch_op.drop_index('ix_league_game_side_b')
        batch_op.drop_index('ix_league_game_side_a')
