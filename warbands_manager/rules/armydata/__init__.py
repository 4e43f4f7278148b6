"""Army data: BattleScribe game systems, catalogues and rosters read into plain dataclasses.

Pure Python (stdlib XML behind a guard, no Qt, no SQL). ``bsdata`` parses ``.gst``/``.cat``,
``bsroster`` reads ``.ros``, ``traits`` supplies what BattleScribe lacks (base sizes, troop
types), ``build`` turns an army-list entry into a roster unit and ``diff`` compares revisions.
"""
