"""league totals: per-player weekly sums of league games, kept by triggers

Revision ID: 0009_league_totals
Revises: 0008_speed
Create Date: 2026-11-29 21:30:00

The standings summed every game of the league on each read, a cost growing with every game
played. ``league_week_total`` holds those sums, one row per player and week, and
triggers on ``league_game`` keep it in step inside the writing transaction, whatever path wrote
the game (service, undo, import, restore, a hand-run SQL statement). The SQL is written out
here rather than imported, so this revision stays what it was when it shipped.

A later migration that rebuilds ``league_game`` in batch mode (SQLite: copy and rename) drops
its triggers and must create them again; tests/integration/leagues/test_league_totals.py fails
if the sums ever drift from the games.
"""
from typing import Sequence, Union

import sqlalchemy as sa
from alembic import op

revision: str = '0009_league_totals'
down_revision: Union[str, None] = '0008_speed'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

COUNTED = ('massacre', 'victory', 'draw', 'loss')  # the results a side of a game can have
TRIGGERS = ('league_week_total_insert', 'league_week_total_delete',
            'league_week_total_update_old', 'league_week_total_update_new')
# Only the columns the sums depend on (a row-version bump alone changes nothing).
WATCHED = ('league_id', 'week', 'stage', 'player_a_id', 'player_b_id', 'result_a', 'result_b',
           'league_points_a', 'league_points_b', 'size_added_a', 'size_added_b')


def _upsert(row: str, side: str, sign: str) -> str:
    """Add (sign '+1') or take away ('-1') one side of game ``row`` (NEW/OLD) to its week."""
    flags = ", ".join(f"{sign} * (CASE WHEN {row}.result_{side} = '{name}' THEN 1 ELSE 0 END)"
                      for name in COUNTED)
    sums = ", ".join(f"{column} = league_week_total.{column} + excluded.{column}"
                     for column in ("games", "massacres", "victories", "draws", "losses",
                                    "points", "added"))
    return (
        "INSERT INTO league_week_total (league_id, player_id, week, games, massacres, "
        "victories, draws, losses, points, added) VALUES "
        f"({row}.league_id, {row}.player_{side}_id, {row}.week, {sign}, {flags}, "
        f"{sign} * {row}.league_points_{side}, {sign} * {row}.size_added_{side}) "
        f"ON CONFLICT (league_id, player_id, week) DO UPDATE SET {sums};\n"
    )


def _apply(row: str, sign: str) -> str:
    """Both sides of game ``row``, then drop the week rows left with no game."""
    return (_upsert(row, "a", sign) + _upsert(row, "b", sign)
            + f"DELETE FROM league_week_total WHERE league_id = {row}.league_id "
              f"AND week = {row}.week AND player_id IN ({row}.player_a_id, {row}.player_b_id) "
              "AND games = 0;\n")


def _sqlite_triggers() -> list[str]:
    watched = ", ".join(WATCHED)
    heads = {
        'league_week_total_insert': ("AFTER INSERT ON league_game WHEN NEW.stage = 'league'",
                                     "NEW", "+1"),
        'league_week_total_delete': ("AFTER DELETE ON league_game WHEN OLD.stage = 'league'",
                                     "OLD", "-1"),
        'league_week_total_update_old': (f"AFTER UPDATE OF {watched} ON league_game "
                                         "WHEN OLD.stage = 'league'", "OLD", "-1"),
        'league_week_total_update_new': (f"AFTER UPDATE OF {watched} ON league_game "
                                         "WHEN NEW.stage = 'league'", "NEW", "+1"),
    }
    # SQLite runs a table's triggers newest first: the "take the old game away" trigger is
    # created last so an edit subtracts before it adds (either order gives the same sums).
    order = ('league_week_total_insert', 'league_week_total_delete',
             'league_week_total_update_new', 'league_week_total_update_old')
    return [f"CREATE TRIGGER {name} {heads[name][0]}\nBEGIN\n"
            f"{_apply(heads[name][1], heads[name][2])}END" for name in order]


def _postgresql_triggers() -> list[str]:
    watched = ", ".join(WATCHED)
    function = (
        "CREATE FUNCTION league_week_total_keep() RETURNS trigger LANGUAGE plpgsql AS $$\n"
        "BEGIN\n"
        "IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.stage = 'league' THEN\n"
        f"{_apply('OLD', '-1')}END IF;\n"
        "IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.stage = 'league' THEN\n"
        f"{_apply('NEW', '+1')}END IF;\n"
        "RETURN NULL;\nEND $$"
    )
    return [function,
            "CREATE TRIGGER league_week_total_write AFTER INSERT OR DELETE ON league_game "
            "FOR EACH ROW EXECUTE FUNCTION league_week_total_keep()",
            f"CREATE TRIGGER league_week_total_update AFTER UPDATE OF {watched} ON league_game "
            "FOR EACH ROW EXECUTE FUNCTION league_week_total_keep()"]


BACKFILL = """
INSERT INTO league_week_total (league_id, player_id, week, games, massacres, victories, draws,
                               losses, points, added)
SELECT league_id, p, week, COUNT(*),
       SUM(CASE WHEN r = 'massacre' THEN 1 ELSE 0 END),
       SUM(CASE WHEN r = 'victory' THEN 1 ELSE 0 END),
       SUM(CASE WHEN r = 'draw' THEN 1 ELSE 0 END),
       SUM(CASE WHEN r = 'loss' THEN 1 ELSE 0 END), SUM(lp), SUM(added)
FROM (SELECT league_id, player_a_id AS p, week, result_a AS r, league_points_a AS lp,
             size_added_a AS added FROM league_game WHERE stage = 'league'
      UNION ALL
      SELECT league_id, player_b_id, week, result_b, league_points_b, size_added_b
      FROM league_game WHERE stage = 'league') AS sides
GROUP BY league_id, p, week
"""


def upgrade() -> None:
    op.create_table(
        'league_week_total',
        sa.Column('league_id', sa.Integer(), nullable=False),
        sa.Column('player_id', sa.Integer(), nullable=False),
        sa.Column('week', sa.Integer(), nullable=False),
        sa.Column('games', sa.Integer(), nullable=False),
        sa.Column('massacres', sa.Integer(), nullable=False),
        sa.Column('victories', sa.Integer(), nullable=False),
        sa.Column('draws', sa.Integer(), nullable=False),
        sa.Column('losses', sa.Integer(), nullable=False),
        sa.Column('points', sa.Integer(), nullable=False),
        sa.Column('added', sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(['league_id'], ['league.id'], ondelete='CASCADE',
                                name=op.f('fk_league_week_total_league_id_league')),
        sa.ForeignKeyConstraint(['player_id'], ['league_player.id'], ondelete='CASCADE',
                                name=op.f('fk_league_week_total_player_id_league_player')),
        sa.PrimaryKeyConstraint('league_id', 'player_id', 'week',
                                name=op.f('pk_league_week_total')),
        sqlite_with_rowid=False,  # stored in key order: a league's rows are one range read
    )
    op.execute(BACKFILL)
    # The semi-finals and final, without reading the league's other games. Partial, so the
    # planner never takes it for a query about league-stage games (it did, as a plain index).
    with op.batch_alter_table('league_game', schema=None) as batch_op:
        batch_op.create_index('ix_league_game_finals', ['league_id'], unique=False,
                              sqlite_where=sa.text("stage != 'league'"),
                              postgresql_where=sa.text("stage != 'league'"))
    dialect = op.get_bind().dialect.name
    for statement in (_postgresql_triggers() if dialect == 'postgresql'
                      else _sqlite_triggers()):
        op.execute(statement)


def downgrade() -> None:
    if op.get_bind().dialect.name == 'postgresql':
        for name in ('league_week_total_write', 'league_week_total_update'):
            op.execute(f"DROP TRIGGER IF EXISTS {name} ON league_game")
        op.execute("DROP FUNCTION IF EXISTS league_week_total_keep()")
    else:
        for name in TRIGGERS:
            op.execute(f"DROP TRIGGER IF EXISTS {name}")
    with op.batch_alter_table('league_game', schema=None) as batch_op:
        batch_op.drop_index('ix_league_game_finals')
    op.drop_table('league_week_total')
