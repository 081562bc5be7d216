"""A module imported when first used: `lazy_module(name, namespace)`.

A module that needs a heavy library (z3) only inside functions a command may never call binds the library's
name to a `LazyModule`; the first attribute looked up on it imports the library and puts the module itself
under that name in the module's namespace (``globals()``), so every later use is the plain module. Nothing
else changes: the library is the same module, imported once, by Python's own import.
"""

from __future__ import annotations

import importlib

__all__ = ["LazyModule", "lazy_module"]


class LazyModule:
    """A stand-in for the module ``name``, bound under ``name`` in ``namespace`` (see the module)."""

    __slots__ = ("_name", "_namespace")

    def __init__(self, name: str, namespace: dict):
        self._name, self._namespace = name, namespace

    def __getattr__(self, attr: str):
        module = importlib.import_module(self._name)
        if self._namespace.get(self._name) is self:
            self._namespace[self._name] = module
        return getattr(module, attr)


def lazy_module(name: str, namespace: dict) -> LazyModule:
    """A `LazyModule` for ``name`` that replaces itself in ``namespace`` (a module's ``globals()``) when first used."""
    return LazyModule(name, namespace)
