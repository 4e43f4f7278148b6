"""Validation on realistic work (issue 21): rosters per second and ``validate`` on 10,000 files.

* **Realistic rate**: 10,000 distinct rosters from the imported BattleScribe catalogues
  (``roster_gen``, seeded), validated in-process, one pass per run with the name caches
  emptied first (so names never seen cost what they cost); each run is followed by the old
  workload (the six ten-unit rosters of ``rosters_rules``) measured the same way, the
  reference of the same run.
* **Many files**: ``warbands-manager validate`` on 10,000 roster files (renamed copies of the
  example rosters) as a whole process, interleaved with ``python -c pass``.

Run ``python -m benchmarks.validate_speed [--quick]``: prints the figures and rewrites
``docs/performance/validation.md`` (not with ``--quick``). Also rows of ``benchmarks/run``.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import ROOT, machine  # noqa: E402

PAGE = ROOT / "docs" / "performance" / "validation.md"
RATE_BUDGET, OLD_BUDGET, FILES_BUDGET_MS = 20_000, 30_000, 1_200


def _catalogue_files() -> list[Path]:
    from benchmarks.rosters_app_bench import BSDATA

    more = BSDATA / "more"
    return (sorted(BSDATA.glob("*.gst")) + sorted(BSDATA.glob("*.cat"))
            + sorted(more.glob("*.gst")) + sorted(more.glob("*.cat")))


def _empty_name_caches() -> None:
    from warbands_manager.rules import unit_names
    from warbands_manager.rules.validation.armies import helpers

    for name in ("name_words", "name_matches", "matches_any", "_compiled"):  # older: no _compiled
        cached = getattr(unit_names, name, None)
        if cached is not None:
            cached.cache_clear()
    for name in ("_NAME_TABLES", "_KEY_NAMES", "_UPGRADE_NAMES"):  # an older tree lacks one
        getattr(helpers, name, {}).clear()


def _pass_rate(rosters: list) -> tuple[float, float]:
    from warbands_manager.rules.validation import validate

    start, cpu = time.perf_counter(), time.process_time()
    for roster in rosters:
        validate(roster)
    return (len(rosters) / (time.perf_counter() - start),
            len(rosters) / max(1e-9, time.process_time() - cpu))


def realistic_rate(count: int, runs: int) -> dict | None:
    """Medians of the generated rosters' rate (``wall``/``cpu``, caches emptied before each
    pass) and of the old six rosters' (``old_wall``/``old_cpu``, repeated to ``count``) in
    the same runs; None without the BattleScribe files."""
    from benchmarks.roster_gen import generate, load_armies
    from benchmarks.rosters_rules import ten_unit_rosters
    from warbands_manager.rules.validation import validate

    files = _catalogue_files()
    if not any(path.suffix == ".cat" for path in files):
        return None
    rosters = generate(load_armies(files), count)
    old = ten_unit_rosters() * (count // 6)
    legal = sum(not any(v.is_error for v in validate(roster)) for roster in rosters)
    rates: dict[str, list[float]] = {}
    for _ in range(runs):
        _empty_name_caches()
        for name, rate in zip(("wall", "cpu"), _pass_rate(rosters), strict=True):
            rates.setdefault(name, []).append(rate)
        for name, rate in zip(("old_wall", "old_cpu"), _pass_rate(old), strict=True):
            rates.setdefault(name, []).append(rate)
    result = {name: statistics.median(values) for name, values in rates.items()}
    return {**result, "count": count, "legal": legal, "runs": runs}


# ``validate`` kept to one process (no worker forked), to show what the second core gives.
ONE_PROCESS = ("import sys; from warbands_manager import forked; "
               "forked.fork_is_safe = lambda: False; from warbands_manager.cli import main; "
               "sys.exit(main())")


def many_files(count: int, runs: int) -> dict:
    """Median wall and CPU ms of ``validate`` on ``count`` files (``many``; CPU: of all its
    processes), of the same kept to one process (``one``) and of ``python -c pass``
    (``python``), interleaved."""
    from benchmarks.startup import interleaved, roster_files

    with tempfile.TemporaryDirectory() as folder:
        paths = roster_files(Path(folder), count)
        return {**interleaved({
            "many": [sys.executable, "-m", "warbands_manager", "validate", *paths],
            "one": [sys.executable, "-c", ONE_PROCESS, "validate", *paths],
            "python": [sys.executable, "-c", "pass"],
        }, runs), "count": count, "runs": runs}


def figures(full: bool) -> dict:
    """Both figures: 10,000 rosters and files (``full``), else 1,000 rosters and 100 files."""
    count, files = (10_000, 10_000) if full else (1_000, 100)
    return {"rate": realistic_rate(count, 7 if full else 2),
            "files": many_files(files, 5 if full else 1)}


def rows(f: dict) -> list[tuple[str, ...]]:
    """The report's rows: (figure, budget, measured with its reference, ratio, met, by CPU)."""
    found = f.get("validation")
    if found is None:
        return []
    out = []
    rate = found["rate"]
    if rate is None:
        out.append(("In-process validation, realistic rosters", f"≥ {RATE_BUDGET:,} /s",
                    "not measured (no BattleScribe files)", "", "—", "—"))
    else:
        out.append((
            f"In-process validation, {rate['count']:,} distinct rosters from the catalogues "
            f"({rate['legal']:,} legal), name caches emptied first",
            f"≥ {RATE_BUDGET:,} /s (old six rosters ≥ {OLD_BUDGET:,} /s)",
            f"{rate['wall']:,.0f} /s, CPU {rate['cpu']:,.0f} /s; old six in the same runs "
            f"{rate['old_wall']:,.0f} /s, CPU {rate['old_cpu']:,.0f} /s",
            f"{rate['cpu'] / rate['old_cpu']:.2f} × the old workload (CPU)",
            _yes(rate["wall"] >= RATE_BUDGET and rate["old_wall"] >= OLD_BUDGET),
            _yes(rate["cpu"] >= RATE_BUDGET and rate["old_cpu"] >= OLD_BUDGET)))
    files = found["files"]
    limit = FILES_BUDGET_MS  # for 10,000 files; ``--quick`` times 100 against it too
    out.append((
        f"`validate` on {files['count']:,} files, whole process",
        f"≤ {limit:,.0f} ms (at 10,000 files)",
        f"{files['many']:,.0f} ms, CPU of all its processes {files['many_cpu']:,.0f} ms; "
        f"kept to one process {files['one']:,.0f} ms, CPU {files['one_cpu']:,.0f} ms "
        f"(`python -c pass` {files['python']:,.0f} ms, CPU {files['python_cpu']:,.0f} ms)",
        f"{files['many'] / limit:.2f} of the limit",
        _yes(files["many"] <= limit), _yes(files["many_cpu"] <= limit)))
    return out


def _yes(ok: bool) -> str:
    return "yes" if ok else "**no**"


def write_page(f: dict) -> str:
    before, after = f["machine_before"], f["machine_after"]
    table = ["| figure | budget | measured (median) and reference | ratio | met | by CPU |",
             "|---|---|---|---|---|---|"]
    table += ["| " + " | ".join(row) + " |" for row in rows(f)]
    text = "\n".join([
        "# Validation on realistic work (issue 21): rosters per second, `validate` on "
        "10,000 files",
        "",
        "Written by `python -m benchmarks.validate_speed` (also rows of `benchmarks/run`). "
        "The rate is one pass over 10,000 distinct rosters generated (seed 21) from the 18 "
        "imported BattleScribe catalogues by `benchmarks/roster_gen.py`, with every name "
        "cache emptied before the pass; the old six ten-unit rosters are measured right after "
        "in the same run. “met” judges the wall-clock median, “by CPU” the process's CPU "
        "time, which a busy shared machine stretches far less.",
        "",
        f"Machine: {before['cpu']}, {before['cores']} cores, Python {before['python']}; load "
        f"average {before['load']} before, {after['load']} after.",
        "",
        *table,
        "",
        ARMIES_PASS,
        CONTEXT4_PASS,
        CONTEXT_PASS,
        CHECKS_HOW,
        HOW,
        FILES_HOW,
    ])
    PAGE.write_text(text, encoding="utf-8")
    return text


ARMIES_PASS = """## Fifth pass (branch armies4): army rules, per-roster plans, name look-ups

Found with valgrind callgrind totals (`PYTHONHASHSEED=0`, only the work inside a toggled
`math.fsum`; instructions a roster = (N=3000 − N=0) / 3000) of 3,000 generated rosters (seed
21, name caches emptied first) and 3,000 of the old six; callgrind of each army rule alone
(one dump per rule: `--dump-after=math_fsum`), of the army part alone per army on the generated
rosters, and of single operations; a bytecode tracer per line. Before: main at b9280b5.

Where it was: the army rules (adjusters and checks) were ~46,000 instructions of an old-six
roster's ~126,000 (Skaven 78,000: Mainstay 34,700, command at ten 32,600; Tomb Kings 48,000;
Ogres 49,000) and ~37,700 of a generated roster's (Skaven rosters 105,000, Ogres 95,000,
Chaos 70,000–76,000). On the generated rosters most of it was the name look-ups: a rule
whose keys name no unit still looked up every unit's name (~1,200 instructions a unit).

- **Probes** (`unit_names.probes`, `names_text`): every word of a key is a substring of the
  case-folded, apostrophe-free text of any name the key names, so a rule's keys give a few
  texts (one word per key, words containing another dropped) one of which must be in the
  roster's names joined as one text (made once per roster, kept in its name table). None
  there: the rule names no unit, without a look-up per unit (a substring test ≈ 380
  instructions). ASCII names are lower-cased (ASCII case folding), apostrophes dropped only
  when present. Test: a probe is in every name a key names, on every army key and ~1,000
  spellings (`tests/unit/unit_names/test_unit_names_probes.py`).
- **Per-roster plans** (`validation._plan_of`): army rules marked `armies.base.needs(keys)`
  (28 rules: Spawn, Shaggoth, Horrors, Warhounds, Goblins, Fanatics, Black Orc bosses,
  Maneaters, Leadbelchers, Butchers and Hunters, Hobgoblins, Huntsmen, Knights, …) do nothing
  without a unit of those names; a roster's plan leaves them out when its names' text holds
  none of their probes, one plan per combination (a bit per guard) kept in the roster's name
  table (`validate` looks it up there first: a call less for a roster validated before).
  `validate_with_reminders` uses the same plans. Tests: each marked rule, run on
  seeded rosters without its names, writes nothing and reports nothing (every Context
  attribute compared); plans with rules left out give the plain dispatch's violations and
  reminders (`tests/unit/validation_plans/test_validation_plan_guards.py`).
- **Name tables keyed by the rule's keys alone**, a list of three answers (characters False,
  True, None) under each: no `(keys, characters)` pair built and hashed per look-up (a
  look-up 1,300 → 530 instructions); per-rule answers read by subscript in a `try`.
- **Army rules' passing and frequent cases**: Skaven Mainstay (the Slaves looked for
  among the Clanrat units only, `helpers.without_named`; the warning built directly),
  command at ten (the book minimum read inline, upgrade
  answers known first, units without upgrades skipped), Weapon Teams (nothing to do without
  upgraded units); Tomb Kings' chariot units are the named ones when the chariot column's
  non-zero entries are all theirs (one C count instead of a test per unit, twice a roster).
- Measured and dropped: each name's answer read in C (`map(known.get, names)`, `None in`,
  `compress`): +3,700 instructions on a generated roster's army part — in this Python a
  `map` call costs ~600 instructions an element and `x in list` ~125, more than the loop's
  bytecodes; the look-up as one list comprehension with a retry on a new name: +1,600 (a
  comprehension is a function call in 3.11); a regular expression for the probes (6,400
  instructions a search, against ~380 a substring test).

| callgrind, instructions per roster | before (b9280b5) | after |
|---|---|---|
| generated rosters, names never seen: whole `validate` | 125,750 | 119,360 (−5.1 %) |
| old six rosters: whole `validate` | 126,770 | 120,510 (−4.9 %) |
| old six, each roster alone: Skaven | 151,600 | 139,100 |
| — Tomb Kings | 137,700 | 126,000 |
| — Hordes of Chaos (the Shaggoth and Horror rules left out) | 117,800 | 105,800 |
| — Ogre Kingdoms (Butchers and Hunters left out) | 144,400 | 141,700 |
| — Orcs & Goblins (the plan's look-up, nothing left out) | 109,500 | 109,400 |
| — Empire (the same) | 90,000 | 90,300 |

CPU rates, main at b9280b5 (`git archive`) and this tree (one step before the last: 120,400 /
120,500 instructions) alternated in 31 + 31 processes of
`realistic_rate(3000, 3)` (15 + 15) and `realistic_rate(3000, 9)` (16 + 16), 01:22–01:29 UTC
(load average 1.2–3.4 on 2 cores shared with three other sessions). Medians (range):

| figure | before | after |
|---|---|---|
| generated (3,000), CPU | 19,300 /s (16,000–27,800) | 19,700 /s (14,400–25,600) |
| old six, same runs, CPU | 27,500 /s (20,200–37,000) | 27,500 /s (23,700–39,300) |

The median ratio of each after process to the before process next to it: 1.00 for both
workloads (0.67–1.31): the −4 to −5 % in instructions is below what this machine's noise
lets a CPU timing show. The instruction counts above are the figure to judge.

The assignment's −5 %: met on the generated rosters (−5.1 %), just short on the old six
(−4.9 %): the last step (the Slaves looked for among the Clanrats only) gave the generated
rosters −940 and cost the old six +470 (it was −5.3 / −4.3 % before it).
With main merged (branch context4, 01:48 UTC), the same harness: old six 106,870 (−15.7 %),
generated 111,210 (−11.6 % from 125,750): the joint −12 % met on the old six,
0.4 % short on the generated rosters.
Left: the per-roster name table (`name_table`: ~3,000 instructions, a miss on every distinct
roster), the names text (~1,700), the look-up loop for rules whose names are present (~1,200
instructions a unit), the Ogre and Skaven rules' error wording; the plans' look-up costs the
old-six Empire roster ~400 instructions where nothing is left out.
"""


CHECKS_HOW = """## Fourth pass, the generic checks (branch checks3): what changed, before → after

Found with valgrind callgrind totals (`PYTHONHASHSEED=0`; only the work inside a toggled
`math.fsum` counted) of 2,000 generated rosters with the name caches emptied first and of
2,000 of the old six, callgrind of each generic check alone over prebuilt Contexts (split into
rosters the check reports on and rosters it does not), a bytecode tracer (opcodes per function
and line) and callgrind micro-loops of single constructs (a `sum`/`any` over a five-unit
column ≈ 600–850 instructions, a dictionary look-up ≈ 250, a bytecode ≈ 80 in this build).
The tree before is commit 1af464f (main when the branch started).

| callgrind, instructions per roster | before (1af464f) | after |
|---|---|---|
| generated rosters, names never seen, whole `validate` | 141,000 | 130,700 (−7.3 %) |
| the old six rosters, whole `validate` | 135,500 | 129,100 (−4.7 %) |
| generated rosters, the generic checks alone | 57,500 | 46,600 (−18.8 %) |
| the old six, the generic checks alone | 33,200 | 26,300 (−20.9 %) |

Where the generic checks' instructions went (each check alone over prebuilt Contexts,
generated rosters, per roster, the loop's own 1,100 taken off; measured as the first changes
went in): the large rules ~16,300 and the uncommon five (0-X limits, options, command models)
16,300–19,800, then the Core minimum 5,500, the small rules 5,400, unit sizes 4,700, points
2,000, the Commander 1,900. Split by outcome (after the first two commits), a large roster the
large rules find legal cost 11,100 a call and one they report on 29,500: wording the errors
and the `Violation`s (1.6 a generated roster, ~3,300 instructions each) is the larger part.

- **Wording the frequent errors**: the Heroes' points (`_with_points`: one list of
  `name points`, the total summed as `names_with_points` sums it), Lords, 0-X limits, the unit
  minimum, points over 500, the Core minimum, a small warband's Commander's points and options
  below the book minimum are built as `Violation(rule, ERROR, tuple, text)` directly (no
  `ctx.error` call, no `tuple()` of a tuple, no generator per unit). Words unchanged.
- **Options below the book minimum**: the check hands the unit it has just found below its
  minimum to `minimums.needs_below`, the loop `option_needs` (the post-battle step's) runs
  itself, which builds no (unit, upgrade) pair when no army rule exempts or lowers an option.
- **One command model per unit**: a unit with one upgrade of one model is passed at once; a
  unit is worded kind by kind only when one of its command upgrades counts more than one model
  or a kind is taken twice (a legal champion + standard + musician built three lists and three
  sums before).
- **0-X limits**: every unit's name words in one `map`; each 0-X unit's words counted in C
  (`list.count`) — groups are built only when one is not alone of its name or its limit is 0.
- **Large rules**: the eight limits read once per `Limits` (`Limits.large`, a cached tuple)
  instead of a dictionary look-up per limit per roster; Special/Rare tested inline; one or two
  Heroes summed without a loop; the units counted toward the one war machine picked in C
  (`compress` over the two columns or-ed) instead of a test per unit.
- **Small rules**: each helper's first test made in `check_small`, so a rule the roster keeps
  costs no call. **Commander** and **unit sizes**: the usual roster (one Commander who may
  command; no unit outside its sizes) returns after two tests.
- **The unit minimum's wording**: a base found in the unit-size table as written is not
  normalised again (five string methods) when the table's own bases are all written
  normalised (`Limits.plain_bases`, `limits.normal_base`).
- Tried and dropped: a faster `Violation` (~3,300 instructions each, 1.6 per generated
  roster): a plain `__init__` through `object.__setattr__` (7,500), a `__dict__` assigned whole
  (5,500), `object.__new__` + dictionary stores in the caller (3,200) — the class call itself
  is the cost, and the class stays a frozen dataclass.
- Tests: `tests/unit/rosters/test_rosters_generic_fast_paths.py` (0-X groups on 1,500 seeded
  rosters with names respelt and limits of 0–2 against the plain grouping; the Heroes' points
  wording against `names_with_points`; the war machines picked in C against the plain test,
  exemptions included; a base found as written worded as the normalised one, with a table
  written otherwise too); the rule-id scan (`test_rosters_rule_ids.py`) also finds
  `Violation(rule, ERROR, ...)`. Results unchanged: `python -m benchmarks.validation_outcomes
  --compare` against a record made before the first change: identical (22,000 outcomes) after
  every change.

CPU rates: the tree before and after alternated in processes of `realistic_rate(3000, 3)`
(medians of the processes' medians, range), each line one session:

| session (UTC, load on 2 cores) | generated: before → after | old six: before → after |
|---|---|---|
| 22:39–22:40, 5 + 5 (3.8–4.4) | 19,600 → 17,600 /s | 26,900 → 24,600 /s |
| 22:44–22:45, 7 + 7 (2.7–3.0) | 19,300 → 20,500 /s | 25,400 → 27,000 /s |
| 22:54–22:56, 7 + 7 (3.0–3.4), the final tree | 17,600 → 19,000 /s | 24,800 → 26,000 /s |

Ranges, first session: generated 17,800–24,800 → 16,800–23,100, old 25,700–29,000 →
22,100–29,000; second: generated 17,300–21,700 → 18,400–28,900, old 22,400–27,800 →
24,300–36,500; third: generated 16,300–21,500 → 16,400–26,100, old 21,200–31,900 →
24,500–39,300.

The second, less loaded session shows ×1.06 and ×1.07, near what the instructions say; the
first, at load 4, the opposite: at these loads the spread (±20 %) is larger than the change,
so the rates decide nothing and the instruction counts are the figure to go by.

With branch `context3` merged on top (first a trial merge in a scratch clone, then main with
it merged into this branch at 23:04; the rules tests and `validation_outcomes --compare` pass,
22,000 outcomes identical): 126,200 instructions a generated roster (−10.5 % from 141,000)
and 126,500 for the old six (−6.6 % from 135,500); the trial merge, alternated with the two
trees in the third session above, 19,000 /s and 25,500 /s.

Left: this pass alone does not reach the assignment's −20 % (the generic checks are about a
third of a generated roster's instructions; the rest is the Context, the army adjusters and
checks, and the dispatch, worked on by branch `context3`). What remains in the generic checks
is about 590 bytecodes a generated roster (~80 instructions each here) and 1.6 `Violation`s;
`names_with_points` in `context.py` is no longer called by any check (the large rules word
the Heroes' points themselves) — `context3`'s file, left in place.
"""


# The fourth pass (branch context3), first on the page.
CONTEXT4_PASS = """## Fifth pass (branch context4): the Context's shape, what the checks read

Found with valgrind callgrind (`PYTHONHASHSEED=0`; only the work inside a toggled `math.fsum`
counted; instructions a roster = (N=3000 − N=0) / 3000, old six from
`benchmarks.rosters_rules.ten_unit_rosters()`, generated from `roster_gen` with the name caches
emptied first), callgrind of the Context alone and of the generic checks alone over prebuilt
Contexts (N=600), a bytecode tracer (opcodes per line), and callgrind micro-loops of single
constructs over the old six's ten units. The tree before is b9280b5 (main when the branch
started).

| callgrind, instructions per roster | before (b9280b5) | after |
|---|---|---|
| old six rosters, whole `validate` (N=3000) | 126,200 | 113,000 (−10.5 %) |
| generated rosters, names never seen, whole `validate` (N=3000) | 124,800 | 116,900 (−6.3 %) |
| old six, the Context alone (N=600) | 54,100 | 43,300 (−19.9 %) |
| generated, the Context alone (N=600) | 41,000 | 33,800 (−17.6 %) |

Measured first, and why the pass stays one Python loop: a C-level column pass over the units
costs more than the loop here, for 5–10 units. `attrgetter` mapped over the units costs
~450–540 instructions a unit (`list(map(attrgetter("models"), units))` 5,400 for ten units; a
comprehension 3,560; the loop's own read and store ~60); `map(operator.eq, …)` ~570 an element;
one comprehension of the 13 fields the pass reads, transposed with `zip(*…)`, 24,500 against
11,400 for the same reads in the loop. So the pass reads each attribute once, and the savings are
in what it stores and tests.

- **Names stored in the pass**: `self.names` was `tuple(map(attrgetter("name"), units))`
  (~450 instructions a unit); now a store per unit in the loop and one `tuple()`.
- **No per-unit unit-size minimum column**: the pass finds the units outside their sizes
  (`size_suspects`) and stores nothing else; `found_minimum(i)` reads a unit's minimum from the
  base cache again when the size check asks (only for those units). An army rule's own minimum
  (a Regiment of Renown) goes to `size_overrides` through `set_size_minimum`; `size_minimum` and
  `found_size_minimum` are properties made when asked (the post-battle minimums step).
- **No Hero-weight column**: a Hero counts one unless an army rule says otherwise;
  `hero_weights` holds those (the mounted Black Orc Big Boss, `set_hero_weight`; the one edit in
  `armies/greenskins.py`); `hero_weight` is a read-only property (a write to the old column
  fails loudly). The large rules count `len(heroes)` when no weight was written; the small
  rules test `ctx.heroes` (every Hero weighs one or more: the same as `any(hero_weight)`).
- **Made when asked**: the size class's name (`size`: composition meter and a reminder) and
  the units with upgrades (`upgraded`: one Skaven rule) are properties.
- **The category tested last, Core first**: a character's branch ends the unit (`continue`),
  so the unit-size tests need no character test; `not_core_minimum` is applied after the pass.
  A unit without upgrades or traits reads the attribute once to test it and stores its points
  with no local between. An unknown base is cached as `UNKNOWN_BASE` (infinity), so the size
  test needs no `None` test.
- **Shared zeros skipped by the size-class rules**: Special, Rare, war machines, chariots and
  flyers no unit and no army rule wrote are still the Context's shared tuple of zeros
  (`ctx.zero`); the large and small rules test `column is zero` before summing or scanning one
  (five C calls less on most rosters).
- **The whole total**: a whole float is made its int in the Context (the first case of
  `whole_points`, without the call); `whole_points` returns an int total as it is (the old six
  are priced in whole points: it was rounded and ceiled).
- **One builder of units with their points**: `context.names_with_points` is the fast builder
  (one list, one join, the total summed with `sum` in roster order) and the large rules' Heroes'
  points error uses it; the inline copy in `large.py` is gone.
- Tests: `tests/unit/validation_context/` (army rules' own minimums and Hero weights in their
  shared empties; the whole total always `whole_points` of the total),
  `tests/unit/rosters/test_rosters_generic_fast_paths.py` (the points wording against the plain
  spelling, for lists and iterables; the size-class rules with every column made a list say
  what they say with the shared zeros). `python -m benchmarks.validation_outcomes --compare`
  against a record made before the first change: identical (22,000 outcomes) after every change.

CPU rates: the tree before (b9280b5, `git archive`) and after alternated in processes of
`realistic_rate(3000, 3)` (medians of the processes' medians, range), each line one session:

| session (UTC, load on 2 cores) | generated: before → after | old six: before → after |
|---|---|---|
| 01:34:10–01:34:39, 5 + 5 (2.3–2.6) | 19,900 → 22,900 /s | 26,800 → 28,000 /s |
| 01:34:58–01:35:59, 10 + 10 (2.3–2.6) | 20,700 → 21,200 /s | 28,100 → 31,800 /s |

Ranges, first session: generated 17,800–24,700 → 19,600–23,600, old 24,300–32,700 →
26,600–31,000; second: generated 16,900–26,400 → 16,000–27,600, old 23,300–33,400 →
25,900–41,000. The spread is as large as the change; the instruction counts are the figure.

Not met: the generated rosters' −7 % asked of this branch (−6.3 %; the old six −10.5 %). What
is left in the Context is the one pass itself (~80 bytecodes a plain unit: each attribute read
once, the tests of what a unit may carry, among them 9 bytecodes for the campaign fields on
every unit) and the lists every roster writes (points, characters, Core, the Commander's
eligibility); in the generic checks, wording the ~1.9 violations of a generated roster and the
0-X check's name words for names never seen.

With branch `armies4` merged on top (a trial merge in a scratch clone at 01:40 UTC; the code
merged without conflict, the rules tests pass, 22,000 outcomes identical): old six 106,300
(−15.8 % from 126,200), generated 111,200 (−10.9 % from 124,800) instructions a roster — the
joint −12 % met on the old six, not on the generated rosters.
"""


CONTEXT_PASS = """## Fourth pass (branch context3): the Context's allocations, army rules' writes

Found with valgrind callgrind totals (`PYTHONHASHSEED=0`, only the work inside a toggled
`math.fsum` counted) of 2,000 generated rosters (name caches emptied first) and 2,000 of the
old six, callgrind of the Context alone and of the Context with the army's adjusters, of one
old-six roster per army, and of single operations (an empty list, dict or set made and freed;
`list.copy`; `[x] * n`; `getattr` by name), and a bytecode tracer per line.

Before: building the Context cost 28,600 instructions for a one-unit roster and 58,300 for
ten (≈ 25,000 a roster whatever its size). About 10,000 of that was making and freeing ~33
containers: 13 per-unit columns, 8 index lists, 5 dicts and 3 sets, most of which a roster never
writes (on the generated rosters: Special in 25 %, Rare 11 %, champions 9 %, war machines 5 %,
chariots 9 %, flyers 13 %; an army rule's note or exemption in a few per cent).

- **Shared read-only empties**: the columns no unit sets (Special, Rare, war machine, chariot,
  flyer, champion) start as one shared tuple of `n` zeros or falses and become a list at
  their first write in the Context's pass; the army rules' notes and minimums start as one
  shared empty read-only dict (a `dict` subclass refusing writes, so reads cost a dict's),
  their exemptions as one empty `frozenset`; Lords, Regiments of Renown and 0-X units are
  index tuples grown when met. `found_size_minimum` is the same list as `size_minimum`;
  `set_size_minimum` (Regiments of Renown) copies before changing it. Army rules write
  through `context.writable` (`ctx.special = special = writable(ctx.special)`): a write that
  skipped it fails loudly (a tuple, the read-only dict and the frozenset refuse it).
  Test: `tests/unit/validation_context/` (every army's rules on 120 seeded random rosters
  leave the shared empties empty; a roster's figures are the same first or after a hundred
  others; the empties refuse every write).
- **The check loop inline in `validate`** (one Python call less a roster: −370 instructions) —
  taken back at the merge: two copies of the loop, and the editor's one-validation test
  counts `_checked`.
- Measured and dropped: a rule's name look-up with no table kept across validations and each
  unit's answer read in one C loop (`list(map(known.get, names))`, `None in`, `True in`):
  +7,000 instructions a generated roster, +42,000 an old-six roster — a dict look-up costs
  ~550 instructions whether the loop is Python's or C's, so the per-roster tables win. The
  first form of the writers (`ctx.column("special")`, `getattr`/`setattr` by name: ~1,400
  instructions a call) made the old six's adjusters 4,300 instructions dearer; `writable`
  costs ~300.
- Garbage collections per 10,000 validations (`gc.get_stats()`): 48 young, 5 middle, 0 old
  generated rosters; 0 for the old six — before and after. The collector counts objects
  still alive, and a Context and its containers are freed before the next roster: the
  collections come from the name caches filling, not from the Context.

| callgrind, instructions per roster | before (1af464f) | after |
|---|---|---|
| generated rosters, names never seen: whole `validate` | 141,700 | 137,600 (−2.9 %) |
| — of which the Context | 45,100 | 40,800 (−9.6 %) |
| old six rosters: whole `validate` | 135,500 | 133,400 (−1.6 %) |
| — of which the Context | 58,300 | 53,500 (−8.2 %) |
| — the Context and the army's adjusters | 79,700 | 77,500 (−2.8 %; Tomb Kings +2,700) |
| generated rosters: the Context and the army's adjusters | 68,100 | 64,100 (−5.9 %) |

CPU rates, the tree before (1af464f, `git archive`) and after alternated in 5 + 5 processes
of `realistic_rate(3000, 3)` in two sessions, 22:52:46–22:53:34 and 22:53:50–22:54:44
UTC (load average 3.3–3.7 on 2 cores: wall rates were half the CPU rates). Tomb Kings'
rules write nearly every column and note, so its old-six roster pays the copies it made
before. Medians of the 10 + 10 processes (range):

| figure | before | after |
|---|---|---|
| generated (3,000), CPU | 18,300 /s (15,900–22,700) | 19,800 /s (16,400–25,300) ×1.09 |
| old six, same runs, CPU | 27,300 /s (22,600–30,400) | 26,300 /s (22,300–33,900) ×0.96 |

Both within the machine's noise (each session's medians moved by ×0.99–1.15); the
instruction counts above are the figure to judge.

Not met: the assignment's −20 % on both workloads. What this pass removed is a tenth of the
Context; what is left of it is the pass itself (~90 opcodes and ~3,300 instructions a unit,
the attribute reads and stores every check needs) and ~20,000 instructions a roster of
making, filling and freeing the lists every roster does write (points, characters, Core,
Heroes, Commander, minimums), the Context object and its 43 slots.

"""


HOW = """## Third pass (branch validation-rate2): what changed, before → after

Found with valgrind callgrind totals (only the work inside a toggled `math.fsum` counted) of
2,000 generated rosters with the name caches emptied first and of 2,000 of the old six, a
bytecode tracer (opcodes and calls per function and line), and callgrind of each part alone
(the Context; the Context and the army's adjusters; each generic check over prebuilt
Contexts). Then the tree before (commit 8ba3c68, from `git archive`) and after alternated in
5 + 5 processes of `realistic_rate(3000, 3)` (CPU time) at 19:43–19:44 UTC (load 1.2–2.3).

| figure | before | after |
|---|---|---|
| generated rosters, names never seen: instructions / roster | 147,400 | 141,200 (−4.2 %) |
| the old six rosters: instructions / roster | 140,800 | 134,100 (−4.7 %) |
| generated (3,000), CPU, median | 17,700 /s (15,800–21,400) | 18,300 /s (17,400–21,200) ×1.03 |
| old six, same runs | 25,100 /s (20,500–29,700) | 25,300 /s (22,800–26,100) ×1.01 |

Where a generated roster's instructions go (after, per-roster name tables cleared, matcher
answers kept): the Context 44,000; the army's adjusters 16,000; the generic checks 54,000
(large rules 17,400, small rules 6,100, Core minimum 5,600, unit sizes 5,000, points 2,400,
Commander 2,200 — mostly wording the violations of the many illegal rosters); the army's
checks and the dispatch 15,000; names never seen add ~9,000 per roster over 2,000 rosters
(fewer over 10,000). The old six: Context 58,000, adjusters 20,600, generic checks 32,700.

- **One check plan per army, compiled once** (`validation.plan_for`): the generic checks of
  the roster's size class and the army's checks in one tuple (one loop, one look-up per
  roster instead of `rules_for` and two tuples); "no units" only for a roster without units.
  The five uncommon generic checks (0-X limits, options below the book minimum, command
  models twice, Regiments of Renown outside Dogs of War, campaign fields) go through
  `check_uncommon`, which calls each only when the Context's pass saw a 0-X unit, a
  restricted option, a Regiment of Renown or a campaign field (most rosters have none).
  Test: `tests/unit/validation_plans/` — plans and guards give exactly the plain dispatch's
  violations (every generic check in order, then the army's) on 2,000 seeded random rosters of
  every army, with 0-X limits, Renown, Veteran Status, Abilities and empty rosters mixed in.
- **The large rules**: the Heroes' count and points summed once in `check_large`; `_heroes`,
  which words the errors, is called only when a limit is broken.
- **Skaven Weapon Teams** were looked for in every upgrade of every unit; the Context notes the
  units with upgrades (`ctx.upgraded`) and only those are looked at.
- **The book minimum of options** (`ctx.option_minimum`) was stored for every unit; it is
  read when asked (only units carrying a restricted option are asked about).
- **Command models** counted inline in `check_command_once` (a call per restricted unit less).
- Tried and dropped (counted, not guessed): building the Context column by column with
  builtins that loop in C (`attrgetter` + `zip`, `map` over category tables, `compress`):
  152,000 instead of 55,000 instructions for a ten-unit roster — 3.11's specialised
  attribute reads in the bytecode are far cheaper than `attrgetter`'s generic ones; a rule's
  names looked up with `map` + `compress` (+7 %) and as two
  set operations per rule (−1.2 % with the matcher's answers kept, +0.8 % with them emptied);
  war-machine units picked with `compress` (+0.2 %); the army rules' notes and exemptions
  made on first use through `__getattr__` (+23 % on the old six: the failed slot read and the
  call cost far more than eight empty containers).
- Results unchanged: `python -m benchmarks.validation_outcomes --compare` against a record
  made before any change: identical after every change (22,000 outcomes).

Not met: the assignment's margin (≥ 25 % more throughput on both workloads) — the
instructions fell 4–5 %, and the CPU rates of the alternated processes (above) are within
the machine's noise. What is left is spread thin: no single check is over an eighth (the
large rules, mostly wording violations), and the Context's ~90 opcodes a unit are mostly the
attribute reads every rule needs; a further step needs fewer reads per unit (e.g. a roster
that keeps its units' figures up to date as it is edited), not a faster pass.

## Second pass (branch validation-rate): what changed, before → after

Found with deterministic counts, since wall and CPU µs on this shared machine swing by 2×:
valgrind callgrind totals of 2,000 rosters (only the work inside a toggled `math.fsum`
counted; rosters built through `__init__` as the generator builds them) and a bytecode tracer
(`sys.settrace` opcode events per function and line) over 3,000 rosters. Then the tree before
(commit 2eb27c2) and after, run alternately in 5 + 5 processes of 3 passes each, twice: at
e1bf8a0 (16:23–16:26 UTC, load average 3–4 on 2 cores) and at the last change (16:32–16:35,
load 2.2–2.7). CPU-time rates, median of each session's 15 passes (range).

| figure | before | after |
|---|---|---|
| generated rosters, names never seen: instructions / roster | 188,400 | 148,400 (−21 %) |
| the old six rosters: instructions / roster | 179,100 | 142,400 (−20 %) |
| generated rosters, CPU rate, first session | 16,500 /s (12,800–21,900) | 21,100 /s ×1.28 |
| old six rosters, CPU rate, first session | 21,300 /s (16,800–25,600) | 28,100 /s ×1.32 |
| generated rosters, CPU rate, second session | 16,000 /s (13,200–18,200) | 19,800 /s ×1.24 |
| old six rosters, CPU rate, second session | 21,400 /s (17,400–28,800) | 25,100 /s ×1.17 |

- **A rule's keys asked one at a time** (`unit_names.matches_any`): a name never seen went to
  the matcher once per key (rules list up to twenty), each comparing word windows one slice at
  a time; with the caches emptied that was an eighth of all instructions (27,000 per miss).
  The keys are now compiled once per rule (`_compiled`: one-word keys as a set, runs of words
  as space-delimited text, `=` whole names), and a name is tested against all of them at once;
  a run of words is one substring search (words hold no spaces, so the text matches exactly
  where the words do). Tested against the plain reading on every army module's keys
  (`tests/unit/unit_names/test_unit_names_matcher.py`).
- **`round(total, 6)` three times per roster** (`whole_points`, for the size class, the large
  rules and the points checks): rounding to places formats the float as digits (7,900
  instructions per roster). The Context makes the total whole once (`ctx.whole`), and a float
  that is already whole skips the rounding (same answer; tested against the rounded one).
- **One command model per unit**: three lists and three sums per unit carrying any restricted
  option (170 opcodes per roster); one loop now counts the unit's command models, and only a
  unit with two or more is listed per kind (tested against the plain path).
- **The campaign-fields test** was an `any()` over a generator (a frame resumption per unit);
  a plain loop gives the same answer for less.
- **The Context's pass** set and tested three upgrade flags for units without upgrades (most
  units) and read the base-size cache through a `get()` call per regiment: flags only for
  units with upgrades, the cache read by subscription (−1.6 % / −2.4 % instructions).
- Tried and dropped: a name look-up with no table kept across validations (the realistic
  rosters gained 1 %, the old workload lost 8 %: the kept tables are what make re-validating
  one roster cheap); picking a look-up's units with `itertools.compress` (+1.7 % instructions).
- **Why the old workload read lower in `validate_speed` (one pass) than in the budget row
  (timed loop)**: not the method. In one process, after the realistic pass, the two ways
  alternated 30 times gave the same median (31,200 and 31,000 /s CPU); callgrind counts the
  same instructions for the old pass fresh and after the realistic pass (358.09 M vs 358.09 M
  for 2,000) and simulated cache misses within 2 %; no garbage collection ran during the old
  pass (the realistic pass triggers ~45 young collections, ~3 % of it, from the name caches
  it fills). The rows ran at different minutes of a shared machine: the load, not cache
  pollution, eviction or collection of the violation lists.
- Results unchanged: `python -m benchmarks.validation_outcomes --record/--compare` records
  violations, reminders, composition figures, unit minimums and the Warband Rating of the
  10,000 generated rosters and of 12,000 validations of seeded random rosters edited in place
  between validations; identical after every change.

## First pass: what changed, before → after

Measured on the same loaded machine, the tree before this work (commit 1ad7ad0) and after,
run alternately; CPU-time medians (the wall clock was stretched 2-3× by a load average of 4-8
on 2 cores, so the budgets' absolute figures could not be judged on it).

| hot spot | before | after |
|---|---|---|
| 10,000 generated rosters, in-process (CPU) | 11,400 /s | 16,400 /s (+44 %) |
| the old six rosters, same runs (CPU) | 13,400 /s | 19,700 /s |
| `validate` on 10,000 files, whole process (CPU, user + system) | 3.6-4.1 s | 2.7-3.1 s |

- **Rule name look-ups** (`armies/helpers.py`): each rule's keys keep a table *unit name →
  matches*, so a roster's look-up is one dictionary hit per unit; only a name never seen with
  those keys goes to the matcher (`unit_names`, its own bounded caches). The per-roster tables
  stay for repeated edits of one roster. With realistic names the matcher was not the cost
  (names repeat across rosters); hashing the key tuple for every unit was.
- **One champion, standard, musician per unit** looked at every upgrade of every unit three
  times; it now looks only at units the Context's one pass saw carrying a restricted kind
  (command kinds are among them: asserted at import).
- **Reading roster files**: `read_input_bytes` asked for `limit + 1` bytes at once, which
  allocates the 16 MB limit for every small file (most of the system time); it now reads the
  size just seen plus one, and the rest only if the file grew. Text values are searched for a
  lone surrogate only when the JSON text could hold one (a raw surrogate or a `\\uD8xx`-`\\uDFxx`
  escape); unknown keys are found with one set difference.
- **`validate` prints problems and reminders from one Context** (`validate_with_reminders`).
- Results unchanged: `tests/unit/rosters/test_rosters_generated_verdicts.py` compares every
  violation of the fast path (cold, warm, shuffled) with the plain path on 2,000 seeded
  rosters, problems + reminders from one Context with two, and files read with and without
  the surrogate search; the 10,000-file output is byte-identical before and after.

## Left undone

- `validate` on 10,000 files: see "`validate` on 10,000 files, before → after" below.
- Two full `benchmarks/run` runs on a quiet machine decide the row. A run at 16:38–16:41 UTC
  (load 1.1–1.4) met both rates (27,919 /s and 36,503 /s), as did `realistic_rate(10000, 7)`
  alone at 16:38 (27,480 and 36,832 /s); runs of the same instructions at 16:35 (load
  1.7–2.4) and of this page after merging main at 17:10 (load 1.1–1.5; callgrind: 296.7 M
  instructions for 2,000 rosters before and after the merge) read 17,000 and 23,000 /s: the
  other sessions' work, not the code, moves these figures. What
  is left per roster is mostly the Context's one pass (a third of the opcodes: ~90 per unit
  and ~350 per roster) and one call per generic check.
"""


FILES_HOW = """
## `validate` on 10,000 files, third pass (branch files3): files decoded into typed records

What changed (everything per file but the validation itself):

- **Roster files decoded by msgspec straight into typed records** (`rules/roster_typed.py`,
  from 500 files: `roster_io.use_typed_reading`, called by `validate` before the fork). The
  format's types and bounds are declared once (whole numbers and their bounds, the choices
  of army, category, kind, trait and archetype, no unknown key in a unit or an upgrade, at
  most 500 units); msgspec checks them in C while it reads, and a plain loop copies the
  records into `Unit`/`Upgrade`/`Roster` objects (positional, as `roster_plain` builds
  them). Unknown top-level keys are kept: the file is read once more as raw values to find
  them (msgspec keeps no unknown fields: its issue #490 gives the same two reads), and one is
  kept only if it is text, a whole number, true/false or null. Its one promise: the roster
  `roster_io` reads, or None, and the file is read as before — every error, any file msgspec
  refuses (not UTF-8, a lone surrogate, a control character, `NaN`, `1e400`, a byte-order
  mark is stripped first), a null for "none" in a list or a count, a blank name, a repeated
  id, a reference to no unit, a campaign that does not read; the campaign is read by the
  same code as before (`_campaign`). Tests:
  `tests/unit/rosters/test_roster_typed_reader.py` (the example files, plain and escaped; 55
  edge cases of bytes; 400 generated numbers written as files write them; mutated documents,
  units, unknown and campaign values; units that share no list; `read_roster_file` on all of
  these with the reader on and off: the same roster, by `repr`, or the same error word for
  word), and `tests/integration/rosters/test_rosters_validate_shares.py`, whose split runs
  now read typed and must print what the serial run (read by json) prints.
- **Each roster's text added line by line** to the run's chunks, not joined per roster and
  then again for the run; **typed records untracked by the garbage collector** (`gc=False`:
  texts, numbers and lists of records cannot make a cycle).

Where each file's instructions go (callgrind, `PYTHONHASHSEED=0`, 2,000 files, batches of
100 as `validate` takes them; each phase alone counted inside a toggled `math.fsum`; the tree
before is 1af464f):

| phase | before | after |
|---|---|---|
| read (`os.stat`, `os.open`/`os.read`/`os.close`) | 15,700 | 15,700 |
| decode, JSON, the roster (a) | 189,900 | 91,900 |
| validate (`rules/validation/`, not this branch's) | 167,700 | 167,000 |
| describe (points, size, rating, the lines) | 57,100 | 55,300 |
| the rest (b) | ~12,000 | ~13,000 |
| **a file, whole process** (4,001 files minus 2,001) | **442,000** | **343,400 (−22.3 %)** |

(a) Before: UTF-8 decoding, orjson, `roster_plain`. After: msgspec's typed read 25,600, its
raw values (for unknown top-level keys) 13,000, the objects ~53,000 (the dataclasses'
`__init__` most of it). (b) The batch loop, garbage collection, argparse's two conversions of
each argument, the write.

Start-up (one file, no msgspec) 347 M instructions in both; from 500 files msgspec's import
and the records' types add ~67 M (~6.7 k a file at 10,000), orjson's alone ~36 M before. At
10,000 files: ~4.77 G before, ~3.85 G after (−19 %) in one process; split, as users run it
(callgrind of each process): the parent 2,321 M, its worker 2,211 M (the second pass: 2,669 M
and 2,572 M), both with the start-up before the fork.

Whole process on 10,000 files, medians, wall / CPU ms, with `python -c pass` of the same
runs (the five commands interleaved, the tree before from `git archive`; “one” kept to one
process as the budget row's, “split” as users run it, its CPU that of both processes). The
outputs of before and after are byte-identical (63,336 lines). The CPU after, one process:
−16 %, −18 %, −14 % and −19 % of before's in the same runs (the fastest one-process run of
the last: 1,231 ms wall, 1,223 ms CPU; before's 1,605 / 1,589).

| run (UTC, load) | `pass` | before, one | before, split | after, one | after, split |
|---|---|---|---|---|---|
| 22:06–08 (5.1–6.1), 5 | 40 / 19 | 4,040 / 2,005 | 4,289 / 2,079 | 3,483 / 1,688 | 3,460 / 1,666 |
| 22:21–23 (4.4–5.3), 7 | 40 / 19 | 3,968 / 1,963 | 4,178 / 2,024 | 3,218 / 1,618 | 3,018 / 1,688 |
| 22:31–33 (4.8–5.2), 7 | 38 / 20 | 3,270 / 1,788 | 3,856 / 1,920 | 3,005 / 1,532 | 3,032 / 1,561 |
| 22:49–50 (3.0–3.3), 7 | 19 / 18 | 2,138 / 1,731 | 2,093 / 1,929 | 1,832 / 1,409 | 1,736 / 1,654 |
| budget row (22:12–22:15, ≈ 4.9), 5 | 73 / 22 | — | — | 3,219 / 1,562 | 3,409 / 1,658 |

**Not met, or not measured**: the aim of −25 % CPU a file reached −22 % of the instructions
(−14 to −19 % of CPU at a load of 3 to 5 on 2 cores, where every process ran slower); “one
process ≤ 1,100 ms on a quiet machine” could not be measured: no minute of this pass was
quiet (other sessions' callgrind runs held both cores). Scaled from the last quiet one-process
figure (1,359 ms) by the instructions (3.85 G / 4.77 G), it is ~1,100 ms: an estimate, not a
measurement; two full `benchmarks/run` runs on a quiet machine decide the row.

Tried and dropped: the records' values unpacked into the dataclass (`Unit(*astuple(record))`,
+3.7 % of the build's instructions: a call with unpacked arguments is not the specialised
positional call); msgspec decoding into the dataclasses themselves (their annotations hold
no bounds or choices, and unknown keys would be dropped); one read as raw values, the units
then decoded from theirs and the header from each value (as many scans, more calls).

Left: validation is half of each file now (167,000, `rules/validation/`, the Context first);
then building the objects (~53,000, mostly the dataclasses' `__init__`), msgspec's second
scan for unknown top-level keys (13,000, until msgspec can keep unknown fields), the points
summed again for the text (`Roster.total_points`) and the rating of campaign rosters;
argparse converts each of 10,000 arguments twice (parser and sub-parser, ~1.5 µs a file).

## `validate` on 10,000 files, second pass (branch validate-files2): both cores, fewer instructions

The budget row above: `validate` as users run it (“CPU” there is the CPU of **all** its
processes, the worker's included, so it cannot fall below the one-process figure; it is no
longer an estimate of the wall time on a quiet machine) and the same files kept to one
process (no worker), in the same runs.

What changed:

- **Both cores** (`forked.in_shares`, on `ForkedCall`): from 500 files, the files are cut
  into consecutive shares, one per core; the first is checked in the process, each other in a
  worker forked after the imports and `gc.freeze`, which sends back its lines, exit status and
  log records (the records go to the parent's handlers when it collects them: the log file is
  written and rotated by one process, in the order one process would write it). The shares are
  written in file order; where a fork is unsafe (threads, Qt, macOS, Windows) or a worker
  fails, the work is done in the process. Output bytes, exit status and log are those of one
  process (`tests/integration/rosters/test_rosters_validate_shares.py`: legal, illegal,
  unreadable, bad JSON, not UTF-8, a folder, a file too large, a missing file; text and
  `--json`; workers that fail; log records of two lines each, in file order).
- **JSON parsed by orjson where it gives json's value** (`input_files.json_value`, from 500
  files, imported once before the fork: its import costs ~6 ms). Anything orjson refuses
  (`NaN`, `1e400`, an escaped lone surrogate, nesting over 1,024, every error) and any file
  with a run of 19 digits (a whole number orjson would make a float of, where json keeps it
  whole) is read by `json.loads`, so every message is json's own. Tested side by side on edge
  cases and generated documents (`tests/unit/readers/test_input_files_json_value.py`).
- **Text lines from the validation's own objects**, not from each file's `--json` result built
  first (points, size, rating and validity come from one helper each for both outputs).
- **`plain_unit` without a helper call per key** (the checks inline): 30,300 → 26,600
  instructions a unit.
- **`decode_text`** decodes with the C `utf-8` codec and strips a byte-order mark itself
  (`utf-8-sig` is Python code around the same codec: a call per file); a file that is not
  UTF-8 still gets `utf-8-sig`'s error, word for word.

Found with callgrind per step (the tree before, per file: reading the bytes 14,600
instructions, decoding 7,700, `json.loads` 86,000, building the roster 145,000, validating
143,500, the `--json` result 50,600, its text 23,200) and cProfile.

| callgrind, instructions (`PYTHONHASHSEED=0`) | before (8ba3c68) | after |
|---|---|---|
| a file, one process (2,001 files minus 1 file) | 520,400 | 449,800 (−13.6 %) |
| 2,001 files, the busiest process | 1,261 M (after, one process) | 850 M (the parent) |
| 10,000 files, the busiest process | 4,705 M (after, one process) | 2,669 M (the parent) |
| one roster's JSON | 86,000 (`json.loads`) | 37,200 (orjson) |

(The worker counts 809 M at 2,001 files, 2,572 M at 10,000; it and the parent both count the
~350 M of start-up before the fork: at 10,000 files the critical path is 0.57 × one
process. The 19-digit check costs ~2 µs a file.)

Whole process on 10,000 files, medians, wall / CPU ms, with `python -c pass` of the same
runs; “split” is `validate` as users run it, its CPU that of both processes; “one” the same
kept to one process. The outputs of before and after are byte-identical (63,336 lines).
Runs: A `validate_files_compare` 7 runs, B the budget row 5 runs (the table above shows
the last), C the three interleaved.

| run (UTC, load average) | `python -c pass` | before (8ba3c68) | after, one | after, split |
|---|---|---|---|---|
| A 18:59–19:00 (2.9–3.9) | 32 / 16 | 3,380 / 1,637 | — | 2,904 / 1,487 |
| B 19:06–19:08 (4.6–5.5) | 45 / 22 | — | 3,718 / 1,844 | 3,842 / 1,865 |
| A 19:12–19:13 (2.9–3.0) | 21 / 19 | 1,923 / 1,793 | — | 1,849 / 1,814 |
| C 19:13–19:14 (2.8–3.6), 5 runs | 22 / 16 | 2,251 / 1,851 | 1,903 / 1,570 | 2,133 / 1,659 |
| C 19:21–19:22 (3.7–3.9), 7 runs | 21 / 17 | 3,193 / 2,065 | 2,510 / 1,733 | 3,040 / 1,946 |
| C 19:30–19:31 (2.1–2.2), 7 runs | 20 / 19 | 2,101 / 2,042 | 1,997 / 1,919 | 1,728 / 1,943 |
| B 19:31–19:32 (2.4–2.8) | 22 / 21 | — | 1,868 / 1,786 | 1,955 / 1,949 |
| C 19:43–19:44 (1.3–2.2), 7 runs | 22 / 21 | 1,930 / 1,861 | 1,684 / 1,630 | 1,409 / 1,751 |
| B 19:44–19:45 (2.2) | 21 / 19 | — | 1,772 / 1,716 | 1,994 / 1,939 |
| C 19:54–19:55 (0.9–1.8), 7 runs | 21 / 20 | 1,955 / 1,890 | 1,721 / 1,666 | 1,675 / 1,767 |
| C 20:04–20:05 (0.7–1.3), 7 runs | 20 / 19 | 2,114 / 2,013 | 1,857 / 1,782 | 1,315 / 1,950 |

(The fastest run of each, the least loaded moments: before 1,621 ms, one process 1,343 ms,
split 997 ms; `/usr/bin/time` at 19:45, load ≈ 2, split runs of 1.00–1.07 s.)

**No run of this pass had a quiet machine**: other sessions held one or both cores (load
1.3–5.5), so the worker often waited for a core. The split won in the C runs (1,409 against
1,684 ms one process; 1,728 against 1,997; 1,675 against 1,721 with another session's process
holding a core throughout; 1,315 against 1,857 at the quietest minute, 20:04, where the split's
fastest run took 997 ms) and lost in the B runs (1,994 against 1,772; 1,955 against 1,868),
while costing 20–220 ms more CPU in all. In the same minutes each process of a split run used
(CPU, 9 runs): 128–208 ms before the fork, then the parent 720–870 ms for its half, collecting
and writing, the worker 745–945 ms. On a quiet machine, where the CPU of the same work is
~1.45× lower than at these loads (the first pass's one-process runs: 1,307–1,342 ms quiet
against ~1,900 ms at load 2–3), that is an estimated 700–900 ms of wall time for the parent to
finish (the fastest split runs measured: 1.00–1.10 s, with another session's process on a
core), against the 1,200 ms budget and the 900 ms aimed at: **estimated, not measured**; two
full `benchmarks/run` runs on a quiet machine decide the row.

Where the time goes (CPU of each process at these loads, 10,000 files): 120-210 ms of start-up
before the fork (interpreter, imports, argparse reading 10,000 arguments: ~20 ms), then 700-870
ms in each process for its half, then 30-60 ms collecting the worker's lines and writing 7.9
MB. The split costs CPU: 10-20 ms in all at 1,000-2,000 files, 20-220 ms at 10,000 (the fork;
~17,600 more page faults (33,100 against 15,500), as either process writes to memory they
shared, reference counts included; the worker's lines through the pipe). A file costs ~140 µs
of CPU in one process, so a split pays from ~300 files on a free core (500 chosen: 250 a
process); with the other core taken it costs that CPU for nothing.

Tried and dropped: reading the rare keys of a unit (links, campaign) only when it has one
(+1 % instructions: one more set test than the `get`s it saves); `json.loads` on bytes (+10 %
of the JSON's instructions); a reused `JSONDecoder.raw_decode` (−9 % of the JSON, superseded
by orjson); a regular expression for the 19-digit check (30 µs a file; `bytes.translate` and
one substring search: 2 µs); `os.open` + `os.fstat` instead of `os.stat` + `os.open` (2-4 µs a
file, but a FIFO or a device would be opened before it is known to be one: kept as it is).

Left: validating is now the largest part (~143,000 instructions a file, a third;
`rules/validation/`, worked on by another branch this session): the Context's construction
(`context.py` `__init__`, the top function in cProfile after `plain_unit`) and the total
points, which `validate` sums again for the points and size (`Roster.total_points`) after the
Context has summed them. Building each roster is ~145,000 (`plain_unit` ~26,600 a unit, of which
the dataclass `Unit(...)` ~6,000). The worker's lines could be sent encoded (saving the
parent ~10 ms of decoding and encoding 4 MB).

## `validate` on 10,000 files, first pass, before → after (issue 21)

`python -m benchmarks.validate_files_compare 9434d03` runs the tree before this work (main at
9434d03, from `git archive`) and this one on the same 10,000 files, interleaved with `python
-c pass`, 7 runs each; medians. The output of the two is byte-identical (63,336 lines).

| run (load average) | `python -c pass` | before | after |
|---|---|---|---|
| 16:00 UTC (≈ 2) | 17 ms, CPU 13 ms | 2,239 ms, CPU 1,932 ms | 1,530 ms, CPU 1,255 ms (−35 %) |
| 16:07 UTC (3–4) | 49 ms, CPU 19 ms | 5,833 ms, CPU 3,264 ms | 3,670 ms, CPU 2,045 ms (−37 %) |
| 16:26 UTC (1–2.7) | 46 ms, CPU 21 ms | 4,321 ms, CPU 2,991 ms | 2,488 ms, CPU 1,917 ms (−36 %) |
| 16:37 UTC (≈ 1) | 15 ms, CPU 14 ms | 2,153 ms, CPU 2,113 ms | 1,521 ms, CPU 1,476 ms (−30 %) |
| 16:38 UTC (≈ 1) | 14 ms, CPU 14 ms | 2,117 ms, CPU 2,079 ms | 1,384 ms, CPU 1,342 ms (−35 %) |

Instructions (callgrind, one run each, the machine's load does not change them): before
8.44 G, after 5.86 G (−31 %); start-up with one file 0.37 G in both, so ~807,000 → ~549,000
instructions a file. (The batches below save cache misses, which instructions do not show.)

Found with cProfile and in-process phase timings (`time.process_time` per step), `perf`
(83 % of the time in the interpreter, 1.6 % in the JSON scanner), `strace -c` and
`-X importtime`:

- **Reading a unit** went through a `_Reader` method per key (18 keys, each able to name the
  place of an error): 8.2 µs a unit. `rules/roster_plain.py` checks the same things inline
  and builds the unit positionally (3.1 µs); at the first value it is not sure of it hands
  the unit to the careful reader, which accepts it or names the error exactly as before. The
  roster's header likewise. Tests: every example unit is read fast and alike; 600 mutated
  units, read fast, equal the careful reading; 400 mutated documents give the same roster or
  the same error, word for word, fast and careful.
- **Garbage collection**: the objects of each roster set off a collection every 700
  allocations, each walking what was kept so far (~13 % of the run). While files are
  checked, start-up's objects are frozen and the youngest generation collects every 20,000;
  both restored after (the tests call `main` in-process).
- **File by file, each step evicted the others' code from the caches**: files are now read
  100 at a time, then validated, then described (batches of 1 / 20 / 50 / 100 / 200 / 500:
  1,499 / 1,303 / 1,261 / 1,260 / 1,309 / 1,297 ms CPU).
- **Reading the file**: `os.stat` (kept, so a FIFO or a device is never opened), then
  `os.open` / `os.read` / `os.close` instead of a buffered file object (7.7 against
  11.6 µs); a short read still goes on to the end, a file grown since the `stat` is still read
  no further than the limit.
- **The surrogate search**: text decoded from UTF-8 cannot hold a raw surrogate (the codec
  refuses one), so a file's text is searched only when it holds a `\\u` escape; an unknown
  key's plain value (a note) needs no walk.
- **Results**: the rules were imported in `check_file` for every file; they are imported
  once. Text mode keeps each file's lines, not its result (~7 %).
- Unchanged: every check of `rules/input_files.py` (regular file, size before and while
  reading, UTF-8 with the line and column, huge numbers, depth, lone surrogates), every
  message and exit code.

Left: timed step by step inside the run (batches on), about a third of the remaining time
is validating (`rules/validation/`, another branch's work this session), half is reading the
files into rosters (system calls, JSON, the roster objects), the rest describing the results
and start-up (~100 ms CPU; logging and the navigation table are being made lazy on another
branch). On a quiet machine (16:37-16:39, load ≈ 1, wall ≈ CPU) `validate` on 10,000 files
took 1,307-1,521 ms (the table above: 1,307 ms): 9-27 % over the 1,200 ms budget, from
1.8× it before.
"""


def main(argv: list[str] | None = None) -> int:
    quick = "--quick" in (argv if argv is not None else sys.argv[1:])
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    f = {"machine_before": machine()}
    f["validation"] = figures(full=not quick)
    f["machine_after"] = machine()
    if quick:
        print("\n".join(" | ".join(row) for row in rows(f)))
    else:
        print(write_page(f))
    return 0


if __name__ == "__main__":
    sys.exit(main())
