"""A league's standings as a self-contained static web site: pages as text, nothing written.

No server, no internet, no script: every page carries its own CSS, the chart is inline SVG,
links are relative, so the folder can be opened from a USB stick or copied to any static host.
Every piece of user text goes through :func:`esc` (a player called ``<script>`` prints
literally). Pages hold no date or time of publishing, so publishing again after one new game
changes only the pages that game touches (``publish/folder.py`` writes only those).
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field

from warbands_manager.rules.key_words import counted
from warbands_manager.rules.league.nights import pair_results, result_words
from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.league.standings import FINAL_KEY, TIE_BREAKERS, Standings

CHART_PLAYERS = 10  # lines on the points-by-week chart (the top of the standings)
PALETTE = ("#1b6ca8", "#c0392b", "#2e8b57", "#8e44ad", "#d4820a", "#16a085", "#7f5539",
           "#d63384", "#556b2f", "#34495e")


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


@dataclass(frozen=True)
class SiteGame:
    week: int
    a: int
    b: int
    outcome: str  # from A's side
    points_a: int
    points_b: int
    stage: str = "league"


@dataclass(frozen=True)
class SiteRoster:
    player: int
    week: int
    name: str
    points: str  # as printed, e.g. "435"
    legal: bool | None  # None: the roster is missing
    summary: str
    messages: tuple[str, ...] = ()
    army: str = ""
    units: tuple[tuple[str, str, int, str], ...] = ()  # name, category, models, points


@dataclass(frozen=True)
class SitePairings:
    week: int
    pairs: tuple[tuple[int, int], ...]
    byes: tuple[int, ...]
    notes: tuple[str, ...] = ()
    suggested: bool = False  # worked out for the page, not the organiser's saved pairing


@dataclass(frozen=True)
class SiteData:
    title: str
    organiser: str
    weeks: int
    standings: Standings
    games: tuple[SiteGame, ...]
    rosters: tuple[SiteRoster, ...] = ()
    pairings: SitePairings | None = None
    notes: tuple[str, ...] = field(default_factory=tuple)


def player_file(player_id: int) -> str:
    return f"player-{player_id}.html"


def roster_file(player_id: int, week: int) -> str:
    return f"roster-{player_id}-week-{week}.html"


def build_site(data: SiteData) -> dict[str, str]:
    """Every page of the site: file name → HTML text."""
    names = {r.player.id: r.player.name for r in data.standings.rows}
    pages = {"index.html": _index(data, names), "results.html": _results(data, names)}
    for row in data.standings.rows:
        pages[player_file(row.player.id)] = _player(data, row, names)
    for roster in data.rosters:
        if roster.player in names:
            pages[roster_file(roster.player, roster.week)] = _roster_page(data, roster, names)
    return pages


CSS = """
:root{--ink:#1d1d1b;--muted:#5c5a55;--line:#d8d3c7;--band:#f4f1ea;--head:#e4e0d4;--accent:#7a2e1d}
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 "DejaVu Sans",system-ui,sans-serif;color:var(--ink);background:#fff}
header{background:var(--accent);color:#fff;padding:12px 16px}
header h1{margin:0;font-size:1.35rem}
header p{margin:2px 0 0;opacity:.9;font-size:.9rem}
nav{display:flex;flex-wrap:wrap;gap:4px 14px;padding:8px 16px;background:var(--band);
border-bottom:1px solid var(--line)}
nav a{color:var(--accent);font-weight:600;text-decoration:none}
main{padding:8px 16px 24px;max-width:1100px;margin:0 auto}
h2{font-size:1.15rem;margin:20px 0 8px;border-bottom:2px solid var(--accent);padding-bottom:2px}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
th,td{padding:6px 8px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
th{background:var(--head);font-size:.85rem}
td.n,th.n{text-align:right}
tbody tr:nth-child(even){background:var(--band)}
a{color:var(--accent)}
.note,.small{color:var(--muted);font-size:.88rem}
.legal{color:#2e7d32;font-weight:600}.illegal{color:#b3261e;font-weight:600}
.chart{width:100%;max-width:760px;height:auto}.chart .axis{font-size:12px;fill:var(--ink)}
.legend{display:flex;flex-wrap:wrap;gap:4px 14px;font-size:.85rem;padding:0;list-style:none}
.legend span{display:inline-block;width:12px;height:12px;margin-right:4px;vertical-align:-1px}
ol.breakers{margin:4px 0 0 0;padding-left:22px}
@media (max-width:640px){body{font-size:15px}.wide{display:none}th,td{padding:6px 5px}
.chart .axis{font-size:22px}
header h1{font-size:1.15rem}}
@media print{@page{margin:12mm}body{font-size:12pt}header{background:none;color:#000;
border-bottom:3px solid #000;padding:0 0 6px}nav,.noprint{display:none}main{max-width:none;
padding:0}.wide{display:table-cell}tr{break-inside:avoid}th{background:#ddd}
tbody tr:nth-child(even){background:#f2f2f2}a{color:#000;text-decoration:none}
h2{border-color:#000;break-after:avoid}.chart{max-width:160mm}}
"""


def _page(data: SiteData, title: str, body: str) -> str:
    organiser = f" · organiser {esc(data.organiser)}" if data.organiser else ""
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{esc(title)} — {esc(data.title)}</title><style>{CSS}</style></head>\n"
            f"<body><header><h1>{esc(data.title)}</h1><p>Escalation league · standings after "
            f"week {data.standings.week} of {data.weeks}{organiser}</p></header>\n"
            f'<nav><a href="index.html">Standings</a><a href="results.html">Results by week</a>'
            f'<a href="index.html#pairings">Pairings</a><a href="index.html#players">Players'
            f"</a></nav>\n<main>{body}</main></body></html>\n")


def _index(data: SiteData, names: dict[int, str]) -> str:
    parts = ["<h2>Standings</h2>", _standings_table(data.standings), _tie_breaks(data),
             _chart(data.standings), _pairings(data.pairings, data.games, names),
             _player_list(data)]
    parts += [f'<p class="note">{esc(note)}</p>' for note in data.notes]
    return _page(data, "Standings", "\n".join(parts))


def _standings_table(standings: Standings) -> str:
    head = ('<tr><th class="n">Rank</th><th>Player</th><th class="wide">Warband</th>'
            '<th class="wide">Type</th><th class="n wide">Size</th><th class="n wide">M</th>'
            '<th class="n wide">V</th><th class="n wide">D</th><th class="n wide">L</th>'
            '<th class="n">Games</th><th class="n">Points</th></tr>')
    rows = []
    for r in standings.rows:
        rows.append(
            f'<tr data-rank="{esc(r.rank_label)}"><td class="n">{esc(r.rank_label)}</td>'
            f'<td><a href="{player_file(r.player.id)}">{esc(r.player.name)}</a></td>'
            f'<td class="wide">{esc(r.player.warband)}</td>'
            f'<td class="wide">{esc(r.player.warband_type)}</td>'
            f'<td class="n wide">{r.warband_size}</td><td class="n wide">{r.massacres}</td>'
            f'<td class="n wide">{r.victories}</td><td class="n wide">{r.draws}</td>'
            f'<td class="n wide">{r.losses}</td><td class="n">{r.games}</td>'
            f'<td class="n"><b>{r.league_points}</b>{_settled(r)}</td></tr>')
    return (f'<div class="scroll"><table id="standings"><thead>{head}</thead><tbody>'
            f'{"".join(rows)}</tbody></table></div>')


def _settled(row) -> str:
    """Under a level player's points: the tie-breaker that placed him ("still tied")."""
    return (f'<br><span class="small tie">{esc(row.settled_by)}</span>' if row.settled_by
            else "")


def _tie_breaks(data: SiteData) -> str:
    breakers = data.standings.tie_breakers
    if breakers:
        items = "".join(f"<li>{esc(TIE_BREAKERS[name])}</li>" for name in breakers)
        order = (f"<p>Players level on league points are separated by these tie-breakers, in "
                 f"order; each applies only to the players still level when it is reached. "
                 f"Under a level player's points: the tie-breaker that placed him.</p>"
                 f'<ol class="breakers">{items}</ol>')
    else:
        order = "<p>No tie-breakers are used: players level on league points share a rank.</p>"
    return (f'<section id="tie-breaks"><h2>How ties are broken</h2>{order}'
            f'<p class="small">{esc(FINAL_KEY)}. M = massacres, V = victories, D = draws, '
            f"L = losses.</p></section>")


def _chart(standings: Standings) -> str:
    rows = standings.rows[:CHART_PLAYERS]
    weeks = standings.week
    if not rows or weeks < 1:
        return ""
    top = max([1, *(max(r.points_by_week or [0]) for r in rows)])
    width, height, left, bottom, pad = 640, 300, 56, 44, 14
    right = 24  # room for the last week's number, centred on the last point
    plot_w, plot_h = width - left - right, height - bottom - pad

    def x(week: int) -> float:
        return left + (plot_w * (week - 1) / (weeks - 1) if weeks > 1 else plot_w / 2)

    def y(points: int) -> float:
        return pad + plot_h - plot_h * points / top

    grid = []
    step = max(1, round(top / 5))
    for value in range(0, top + 1, step):
        grid.append(f'<line x1="{left}" x2="{width - right}" y1="{y(value):.1f}" '
                    f'y2="{y(value):.1f}" stroke="#ddd"/><text x="{left - 6}" '
                    f'y="{y(value) + 4:.1f}" text-anchor="end" class="axis">{value}</text>')
    # Week numbers under the points, "Week" once: a phone shrinks the chart to half its
    # width, and the labels' size (CSS .axis) grows for it, so they must stay short.
    for week in range(1, weeks + 1):
        grid.append(f'<text x="{x(week):.1f}" y="{height - 20}" text-anchor="middle" '
                    f'class="axis">{week}</text>')
    grid.append(f'<text x="{left + plot_w / 2:.1f}" y="{height - 2}" text-anchor="middle" '
                f'class="axis">Week</text>')
    lines, legend = [], []
    for index, r in enumerate(rows):
        colour = PALETTE[index % len(PALETTE)]
        points = " ".join(f"{x(w):.1f},{y(p):.1f}"
                          for w, p in enumerate(r.points_by_week[:weeks], start=1))
        lines.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2.5" '
                     f'points="{points}"><title>{esc(r.player.name)}</title></polyline>')
        lines += [f'<circle cx="{x(w):.1f}" cy="{y(p):.1f}" r="3" fill="{colour}"/>'
                  for w, p in enumerate(r.points_by_week[:weeks], start=1)]
        legend.append(f'<li><span style="background:{colour}"></span>{esc(r.player.name)}</li>')
    shown = (f"the top {len(rows)} of {len(standings.rows)} players"
             if len(standings.rows) > len(rows) else "every player")
    return (f'<section id="chart"><h2>League points by week</h2>'
            f'<svg class="chart" viewBox="0 0 {width} {height}" role="img" '
            f'aria-label="League points by week">{"".join(grid)}{"".join(lines)}</svg>'
            f'<ul class="legend">{"".join(legend)}</ul>'
            f'<p class="small">Points at the end of each week, {shown}.</p></section>')


def _pairings(pairings: SitePairings | None, games: tuple[SiteGame, ...],
              names: dict[int, str]) -> str:
    if pairings is None:
        return ('<section id="pairings"><h2>Pairings</h2><p>No pairings for the coming week '
                "yet.</p></section>")
    played = pair_results(pairings.pairs, [g for g in games if g.week == pairings.week],
                          lambda g: (g.a, g.b))
    results = [esc(result_words(Outcome(g.outcome), names.get(g.a, "?"), names.get(g.b, "?")))
               if g else "to play" for g in played]
    rows = "".join(
        f'<tr><td class="n">{number}</td><td>{_link(a, names)}</td><td>{_link(b, names)}</td>'
        f"<td>{result}</td></tr>"
        for number, ((a, b), result) in enumerate(zip(pairings.pairs, results, strict=True),
                                                  start=1))
    byes = "".join(f"<p>Bye: {_link(p, names)}</p>" for p in pairings.byes)
    kind = (" (suggested: everyone present, the organiser pairs on the night)"
            if pairings.suggested else "")
    notes = "".join(f'<p class="small">{esc(n)}</p>' for n in pairings.notes)
    return (f'<section id="pairings"><h2>Pairings — week {pairings.week}{esc(kind)}</h2>'
            f'<div class="scroll"><table><thead><tr><th class="n">Table</th><th>Player</th>'
            f"<th>Opponent</th><th>Result</th></tr></thead><tbody>{rows}</tbody></table></div>{byes}{notes}"
            f"</section>")


def _link(player: int, names: dict[int, str]) -> str:
    return f'<a href="{player_file(player)}">{esc(names.get(player, "?"))}</a>'


def _player_list(data: SiteData) -> str:
    items = "".join(f'<li><a href="{player_file(r.player.id)}">{esc(r.player.name)}</a></li>'
                    for r in sorted(data.standings.rows, key=lambda r: r.player.name.casefold()))
    return f'<section id="players" class="noprint"><h2>Players</h2><ul>{items}</ul></section>'


_RESULT_WORDS = {"massacre": "massacred", "victory": "beat", "draw": "drew with",
                 "defeat": "lost to", "massacred": "was massacred by"}


def _game_row(game: SiteGame, names: dict[int, str]) -> str:
    stage = "" if game.stage == "league" else f" ({esc(game.stage)})"
    words = esc(_RESULT_WORDS.get(game.outcome, game.outcome))
    return (f"<tr><td>{_link(game.a, names)}</td><td>{words}{stage}</td>"
            f"<td>{_link(game.b, names)}</td>"
            f'<td class="n">{game.points_a}–{game.points_b}</td></tr>')


def _results(data: SiteData, names: dict[int, str]) -> str:
    by_week: dict[int, list[SiteGame]] = {}
    for game in data.games:
        by_week.setdefault(game.week, []).append(game)
    parts = ["<h2>Results by week</h2>"] if by_week else ["<h2>Results</h2><p>No games yet.</p>"]
    for week in sorted(by_week):
        rows = "".join(_game_row(g, names) for g in by_week[week])
        parts.append(f'<h2 id="week-{week}">Week {week}</h2><div class="scroll"><table><thead>'
                     f"<tr><th>Player</th><th>Result</th><th>Opponent</th>"
                     f'<th class="n">League points</th></tr></thead><tbody>{rows}</tbody>'
                     f"</table></div>")
    return _page(data, "Results", "\n".join(parts))


def _player(data: SiteData, row, names: dict[int, str]) -> str:
    me = row.player.id
    facts = [f"Rank {esc(row.rank_label)} with {row.league_points} league points"]
    if row.player.warband or row.player.warband_type:
        facts.append(" · ".join(esc(t) for t in (row.player.warband, row.player.warband_type)
                                if t))
    results = ", ".join(counted(number, *words) for number, words in (
        (row.massacres, ("massacre", "massacres")), (row.victories, ("victory", "victories")),
        (row.draws, ("draw", "draws")), (row.losses, ("loss", "losses"))))
    facts.append(f"{results}; warband size {row.warband_size} points in week "
                 f"{data.standings.week}")
    games = [g for g in data.games if me in (g.a, g.b)]
    rows = "".join(f'<tr><td class="n">{g.week}</td>{_game_row(g, names)[4:]}' for g in games)
    table = (f'<div class="scroll"><table><thead><tr><th class="n">Week</th><th>Player</th>'
             f'<th>Result</th><th>Opponent</th><th class="n">League points</th></tr></thead>'
             f"<tbody>{rows}</tbody></table></div>" if games else "<p>No games yet.</p>")
    parts = [f"<h2>{esc(row.player.name)}</h2>",
             "".join(f"<p>{fact}</p>" for fact in facts), "<h2>Games</h2>", table,
             _rosters([r for r in data.rosters if r.player == me])]
    return _page(data, row.player.name, "\n".join(parts))


def _rosters(rosters: list[SiteRoster]) -> str:
    if not rosters:
        return "<h2>Rosters</h2><p>No roster linked to a week.</p>"
    rows = []
    for r in sorted(rosters, key=lambda r: r.week):
        state = ("missing" if r.legal is None else "legal" if r.legal else "not legal")
        css = "illegal" if not r.legal else "legal"
        problems = "".join(f"<li>{esc(m)}</li>" for m in r.messages)
        rows.append(f'<tr id="roster-week-{r.week}"><td class="n">{r.week}</td>'
                    f'<td><a href="{roster_file(r.player, r.week)}">{esc(r.name)}</a></td>'
                    f'<td class="n">{esc(r.points)}</td>'
                    f'<td><span class="{css}">{state}</span> {esc(r.summary)}'
                    f"{f'<ul>{problems}</ul>' if problems else ''}</td></tr>")
    return (f'<h2>Rosters</h2><div class="scroll"><table><thead><tr><th class="n">Week</th>'
            f'<th>Roster</th><th class="n">Points</th><th>Checked against the week</th></tr>'
            f'</thead><tbody>{"".join(rows)}</tbody></table></div>')


def _roster_page(data: SiteData, roster: SiteRoster, names: dict[int, str]) -> str:
    """One linked roster: its units and how it checks against its week."""
    state = ("missing" if roster.legal is None else "legal" if roster.legal else "not legal")
    css = "illegal" if not roster.legal else "legal"
    problems = "".join(f"<li>{esc(m)}</li>" for m in roster.messages)
    units = "".join(f"<tr><td>{esc(name)}</td><td>{esc(category)}</td>"
                    f'<td class="n">{models}</td><td class="n">{esc(points)}</td></tr>'
                    for name, category, models, points in roster.units)
    table = (f'<div class="scroll"><table><thead><tr><th>Unit</th><th>Category</th>'
             f'<th class="n">Models</th><th class="n">Points</th></tr></thead><tbody>{units}'
             f"</tbody></table></div>" if units else "<p>No units to show.</p>")
    army = f" · {esc(roster.army)}" if roster.army else ""
    body = (f"<h2>{esc(roster.name)}</h2><p>{_link(roster.player, names)}'s roster for week "
            f"{roster.week}{army} · {esc(roster.points)} points</p>"
            f'<p><span class="{css}">{state}</span> {esc(roster.summary)}</p>'
            f"{f'<ul>{problems}</ul>' if problems else ''}{table}")
    return _page(data, f"{roster.name} (week {roster.week})", body)
