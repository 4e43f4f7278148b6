"""Persistence: the only package that imports sqlmodel, SQLAlchemy and Alembic.

Open a database with :func:`warbands_manager.store.database.open_database`; it checks the file,
backs it up and migrates it, and returns a :class:`~warbands_manager.store.database.Database`.
"""
