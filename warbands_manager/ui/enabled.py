"""Enable a control only when its action can be done now, saying why not in its tooltip.

The reason comes from the pure model of each page (one source for the rule and the button);
the control's own tooltip is kept and shown again once it is enabled.
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

_OWN_TIP = "enabled_own_tool_tip"


def enable_with_reason(widget: QWidget | QAction, reason: str) -> None:
    """Enabled when ``reason`` is empty; otherwise disabled with "Not now: <reason>"."""
    own = widget.property(_OWN_TIP)
    if own is None:
        own = widget.toolTip()
        widget.setProperty(_OWN_TIP, own)
    widget.setEnabled(not reason)
    if reason:
        text = reason[0].upper() + reason[1:]
        widget.setToolTip(f"{own}\n\nNot now: {text}." if own else f"Not now: {text}.")
    else:
        widget.setToolTip(own)
