"""reportlab's web-address pattern is compiled on first use (``reports/reportlab_start``), and
behaves exactly as reportlab's own compiled pattern does."""

from __future__ import annotations

import re
import subprocess
import sys

from warbands_manager.reports.reportlab_start import URI_PATTERN_HEAD, PatternCompiledOnUse

ADDRESSES = ["https://example.com/a/b", "http://127.0.0.1:8080/x?y=1", "ftp://user:pw@host.org/",
             "mailto:someone", "not an address", "HTTPS://ÉXAMPLE.ÇOM/ünï", "https://-bad-.com/"]


def test_the_printouts_import_leaves_the_pattern_uncompiled_and_re_compile_restored():
    code = ("import re; real = re.compile\n"
            "import warbands_manager.reports.league_scorecard\n"
            "from reportlab.platypus import paragraph\n"
            "print(type(paragraph.uri_pat).__name__, re.compile is real)\n")
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           check=True).stdout.split()
    assert shown == ["PatternCompiledOnUse", "True"]


def test_the_stand_in_matches_as_the_compiled_pattern_does():
    from reportlab.platypus import paragraph

    source = paragraph.uri_pat.pattern
    assert source.startswith(URI_PATTERN_HEAD)
    compiled = re.compile(source, re.I)
    stand_in = PatternCompiledOnUse(source, re.I)
    for address in ADDRESSES:
        expected, got = compiled.match(address), stand_in.match(address)
        assert (got and got.groups()) == (expected and expected.groups()), address
    assert paragraph._uri_split_pairs("https://example.com/a/b") == [
        ("https://example.com/a/", "b"), ("https://example.com/", "a/b"),
        ("https://", "example.com/a/b")]
