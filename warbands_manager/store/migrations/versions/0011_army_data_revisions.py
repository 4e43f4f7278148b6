"""older revisions of a catalogue kept beside the newest for the saved rosters that use them

Revision ID: 0011_army_data_revisions
Revises: 0010_roster_versions
Create Date: 2026-12-04 03:00:00

An import of a newer revision of a catalogue replaced the stored one, so a roster the player
kept as saved was then edited and checked against the new revision's options and groups. The
unique key of ``army_data`` gains the revision: an older revision stays stored beside the new
one as long as a saved roster is read against it.
"""
from typing import Sequence, Union

from alembic import op

revision: str = '0011_army_data_revisions'
down_revision: Union[str, None] = '0010_roster_versions'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    # The naming convention names a unique key after its first column: the new key keeps the
    # old name, so the models and the migrations agree.
    with op.batch_alter_table('army_data', schema=None) as batch_op:
        batch_op.drop_constraint('uq_army_data_kind', type_='unique')
        batch_op.create_unique_constraint('uq_army_data_kind',
                                          ['kind', 'bs_id', 'revision'])


def downgrade() -> None:
    # Only the newest revision of each catalogue can stay under the old key: older ones kept
    # for rosters are removed (those rosters are then read against the newest).
    op.execute("DELETE FROM army_data WHERE EXISTS (SELECT 1 FROM army_data AS newer "
               "WHERE newer.kind = army_data.kind AND newer.bs_id = army_data.bs_id "
               "AND newer.revision > army_data.revision)")
    with op.batch_alter_table('army_data', schema=None) as batch_op:
        batch_op.drop_constraint('uq_army_data_kind', type_='unique')
        batch_op.create_unique_constraint('uq_army_data_kind', ['kind', 'bs_id'])
