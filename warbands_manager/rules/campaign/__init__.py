"""Warbands campaigns (seed 002, "Warbands campaigns" to the end): pure rules.

Modules: ``tables`` (the campaign's copied rule tables), ``ledger`` (campaign bookkeeping kept in
the roster's ``campaign`` block), ``rating``, ``pregame``, ``archetypes``, ``injuries``,
``recovery``, ``veteran``, ``advancement``, ``spending``, ``postbattle`` (the wizard's steps),
``standings``. Nothing here imports Qt, SQL or PDF libraries.
"""
