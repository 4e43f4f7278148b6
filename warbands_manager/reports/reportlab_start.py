"""reportlab's import made cheaper: one regular expression compiled, and Pillow's image module
loaded, when first used.

``reportlab.platypus.paragraph`` compiles, as it is imported, a case-insensitive pattern of
web addresses over most of Unicode (``uri_pat``): about 57 ms of every printout command, for
a pattern reportlab uses only to break a long web address across lines, which our printouts
never hold. While that one module is imported, this pattern (and only it) is handed out as a
stand-in that compiles it on its first use, so it behaves exactly as before when it is used.

Nothing here imports reportlab: the finder waits for reportlab's own import. Should a later
reportlab spell the pattern differently, nothing matches and it is compiled as usual.

``reportlab.lib.utils`` imports ``PIL.Image`` at its top (Pillow's image module with its EXIF
and TIFF tag tables: 10-20 ms of every printout command) for the images our printouts never
hold. That module is handed out through the standard library's ``importlib.util.LazyLoader``:
a module object that runs Pillow's code on its first attribute use (an image drawn, a type
check), and is then Pillow's own module.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import re
import sys
import threading
from types import ModuleType
from typing import Any

PARAGRAPH_MODULE = "reportlab.platypus.paragraph"
PIL_IMAGE = "PIL.Image"
URI_PATTERN_HEAD = "(^(?:[a-z0-9\\.\\-\\+]*)://)"


class PatternCompiledOnUse:
    """Stands for ``re.compile(pattern, flags)`` and compiles it when first asked for anything."""

    def __init__(self, pattern: str, flags: int) -> None:
        self._source = (pattern, flags)
        self._compiled: re.Pattern[str] | None = None
        self._lock = threading.Lock()

    def compiled(self) -> re.Pattern[str]:
        with self._lock:
            if self._compiled is None:
                self._compiled = re.compile(*self._source)
            return self._compiled

    def __getattr__(self, name: str) -> Any:  # match, search, pattern, flags, ...
        return getattr(self.compiled(), name)


class _ParagraphLoader(importlib.abc.Loader):
    def __init__(self, loader: Any) -> None:
        self._loader = loader

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return self._loader.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        real_compile = re.compile

        def compile_deferring_uri(pattern: Any, flags: int = 0) -> Any:
            if isinstance(pattern, str) and pattern.startswith(URI_PATTERN_HEAD):
                return PatternCompiledOnUse(pattern, flags)
            return real_compile(pattern, flags)

        re.compile = compile_deferring_uri  # type: ignore[assignment]
        try:
            self._loader.exec_module(module)
        finally:
            re.compile = real_compile


class _ParagraphFinder(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname: str, path: Any, target: ModuleType | None = None
                  ) -> importlib.machinery.ModuleSpec | None:
        if fullname != PARAGRAPH_MODULE:
            return None
        sys.meta_path.remove(self)  # once: from here on reportlab imports as usual
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is not None and spec.loader is not None:
            spec.loader = _ParagraphLoader(spec.loader)
        return spec


def defer_uri_pattern() -> None:
    """Have reportlab's web-address pattern compiled on first use (idempotent)."""
    if PARAGRAPH_MODULE in sys.modules:
        return
    if not any(isinstance(finder, _ParagraphFinder) for finder in sys.meta_path):
        sys.meta_path.insert(0, _ParagraphFinder())


def defer_pil_image() -> None:
    """Have ``PIL.Image`` loaded on its first use rather than when imported (idempotent; a
    module already imported, or no Pillow at all, is left as it is)."""
    if PIL_IMAGE in sys.modules:
        return
    try:
        spec = importlib.util.find_spec(PIL_IMAGE)  # imports the small PIL package only
    except ImportError:
        return
    if spec is None or spec.loader is None:
        return
    spec.loader = importlib.util.LazyLoader(spec.loader)
    module = importlib.util.module_from_spec(spec)
    sys.modules[PIL_IMAGE] = module
    spec.loader.exec_module(module)  # the lazy loader only arranges the load on first use
    sys.modules["PIL"].Image = module  # type: ignore[attr-defined]  # as an import binds it
