"""Frozen values made by the thousand: ``@frozen`` is ``@dataclass(frozen=True)``
with a quicker ``__init__``.

A replay makes several frozen values for every deal (the table, the parsed deal,
the outcome, the row, the next deal's context). A frozen dataclass's generated
``__init__`` sets each field through ``object.__setattr__``, one call per field;
the ``__init__`` made here writes all fields into the instance's ``__dict__`` in
one call, which makes a replay about 7 % faster. Everything else is the
dataclass's own: fields, ``replace``, equality, hashing, ``repr`` and the refusal
to assign a field after it is made.

Only plain classes use it: a class with ``__post_init__``, ``__slots__`` (its
own or a base's), an ``InitVar`` or ``ClassVar`` field, a ``default_factory``, a
field left out of ``__init__`` or a keyword-only field keeps the dataclass's own
``__init__`` (the decorator still makes it a frozen
dataclass). ``tests/test_values.py`` checks both.

Standard library only.
"""

from __future__ import annotations

from dataclasses import MISSING, Field, dataclass, fields
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(frozen_default=True)
def frozen(cls: type[T]) -> type[T]:
    """``@dataclass(frozen=True)``, with the quicker ``__init__`` where it applies.
    A plain class is told so before it is made (:func:`_plain_class`), so that the
    dataclass's own ``__init__`` is not generated only to be replaced: a fifth of
    what importing the games costs (``scorekeeper settle`` of one deal)."""
    if not _plain_class(cls):
        return dataclass(frozen=True)(cls)
    made = dataclass(frozen=True, init=False)(cls)
    if not _plain(made):  # _plain_class was wrong: a bug here, met at import
        raise TypeError(f"{cls.__qualname__}: not a plain class after all")
    made.__init__ = _quick_init(made)  # type: ignore[method-assign]
    return made


def _plain_class(cls: type[Any]) -> bool:
    """What :func:`_plain` says of the dataclass ``cls`` will make, read from the
    class before: its own annotations and field defaults, and its bases' fields."""
    if hasattr(cls, "__post_init__") or any(vars(c).get("__slots__") for c in cls.__mro__):
        return False
    for base in cls.__mro__[1:]:
        if hasattr(base, "__dataclass_fields__") and not _plain(base):
            return False
    for name, annotation in vars(cls).get("__annotations__", {}).items():
        text = annotation if isinstance(annotation, str) else repr(annotation)
        if any(word in text for word in ("ClassVar", "InitVar", "KW_ONLY")):
            return False
        default = vars(cls).get(name, MISSING)
        if isinstance(default, Field) and (
            not default.init or default.kw_only is True or default.default_factory is not MISSING
        ):
            return False
    return True


def _plain(cls: type[Any]) -> bool:
    if hasattr(cls, "__post_init__") or any(vars(c).get("__slots__") for c in cls.__mro__):
        return False  # a slot would hide the value written into __dict__
    if len(fields(cls)) != len(cls.__dataclass_fields__):
        return False  # an InitVar (or ClassVar) field: fields() leaves it out
    return all(f.init and not f.kw_only and f.default_factory is MISSING for f in fields(cls))


def _quick_init(cls: type[Any]) -> Any:
    names = [f.name for f in fields(cls)]
    defaults = {f"_default_{f.name}": f.default for f in fields(cls) if f.default is not MISSING}
    parameters = [f"{n}=_default_{n}" if f"_default_{n}" in defaults else n for n in names]
    assigned = ", ".join(f"{n}={n}" for n in names)
    source = f"def __init__(self, {', '.join(parameters)}):\n    self.__dict__.update({assigned})\n"
    namespace: dict[str, Any] = dict(defaults)
    exec(source, namespace)
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    return init
