"""Python's cyclic garbage collector paused while a printout's objects are made.

Its own module, without reportlab, so that a command can pause the collector before the
reportlab import it overlaps with its read (``league scorecard``).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collection_paused(then_exit: bool = False) -> Iterator[None]:
    """Python's cyclic garbage collector off for the block (and back on after, if it was on).

    Building a PDF makes hundreds of thousands of objects (a 10,000-player scorecard: its rows,
    cells and 435 pages of operators) that all live until the file is written, so there is
    nothing to collect; yet every few thousand new objects the collector walks them, and its
    full passes walk all of them: about 10 % of the build, a share that grows with the
    document. Reference counting still frees everything as usual.

    ``then_exit``: the block is a command's last work and the process ends after it. The
    objects it made are then set aside (``gc.freeze``) before the collector is back on: its
    first pass would otherwise walk all of them and free the PDF's reference cycles (pages,
    streams, the canvas: ~0.1 s for a 10,000-player scorecard) just before the process ends
    and the system takes the memory back anyway. Never for the app, which keeps running.
    """
    if not gc.isenabled():  # already paused (a caller's block, or another build)
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        if then_exit:
            gc.freeze()
        gc.enable()
