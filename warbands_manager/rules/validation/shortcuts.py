"""The validator's shortcuts can be switched off, so a test can prove they change no verdict.

With ``ENABLED`` (the default) the name look-ups answer from per-rule tables of names already
judged and the one-command-model check looks only at units the Context saw carrying a
restricted option. Switched off, every look-up asks the name matcher afresh (no cache) and
every unit is looked at: the plain reading of each rule, slower, same answers.
"""

from __future__ import annotations

ENABLED = True
