"""Alembic migrations, shipped inside the package so installed copies can upgrade their files.

``HEAD_REVISION`` lets start-up see that a file is current without importing Alembic at all; a
test checks it names the real head, so a new revision cannot forget to move it.
"""

from pathlib import Path

MIGRATIONS_DIR = Path(__file__).resolve().parent
HEAD_REVISION = "0011_army_data_revisions"
