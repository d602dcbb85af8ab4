"""Frozen values made by the thousand: ``@frozen`` makes a class what
``@dataclass(frozen=True)`` makes it, without importing :mod:`dataclasses`.

A replay makes several frozen values for every deal (the table, the parsed deal,
the outcome, the row, the next deal's context), and ``scorekeeper settle`` of one
deal makes a few dozen classes before it settles anything. So the class is made
here, cheaply:

- ``__init__`` writes all fields into the instance's ``__dict__`` in one call (a
  frozen dataclass's sets each field through ``object.__setattr__``: a replay is
  about 7 % faster so); a plain class's (no keyword-only field, no factory) is
  made from one compiled once for every class of as many fields, with the
  class's names and defaults put in; another's is compiled for the class;
- ``__eq__``, ``__hash__``, ``__repr__``, ``__setattr__`` and ``__delattr__``
  are closures over the class's fields, compiled once for all classes (a
  dataclass compiles each for each class: most of what importing the games cost,
  and ``dataclasses`` imports ``inspect``);
- what :mod:`dataclasses` reads of a dataclass (``__dataclass_fields__``,
  ``__dataclass_params__``), and the docstring of a class without one, are made
  when first asked for (``dataclasses.replace``, ``fields``, ``asdict``,
  ``is_dataclass`` all work).

The rest is the dataclass's: the fields in the order declared (a base class's
first), defaults, :func:`field` for a ``default_factory``, a keyword-only field or
one left out of the comparison, ``__post_init__``, ``__match_args__``, a method
the class writes itself kept, ``FrozenInstanceError`` on assignment, and the same
``TypeError`` for a wrong call. A class this module does not make itself (an
``InitVar`` or ``ClassVar`` field, a ``dataclasses.field``, ``__slots__``, a
base that is a dataclass of :mod:`dataclasses`, a metaclass) is handed to
``dataclass(frozen=True)``. ``tests/test_values.py`` checks both.

Standard library only; imports nothing but :mod:`sys`, :mod:`operator` and
:mod:`types` (and :mod:`dataclasses` for what is made when first asked for).
"""

from __future__ import annotations

import sys
from operator import attrgetter
from types import FunctionType

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, dataclass_transform
    from typing import Generic as Generic
    from typing import TypeVar as TypeVar

    T = TypeVar("T")
else:

    def dataclass_transform(**_options):
        return lambda decorator: decorator

    class Generic:
        """What ``typing.Generic`` is at run time for a class here: nothing but
        ``Generic[T]`` and ``Class[T]`` (the class itself), so that a generic class's
        module need not import :mod:`typing` (a tenth of ``settle``'s start)."""

        __slots__ = ()

        def __class_getitem__(cls, parameters):
            return cls

    class TypeVar:
        """A type variable at run time: only a name (see :class:`Generic`)."""

        def __init__(self, name, *constraints, **options):
            self.__name__ = name

        def __repr__(self):
            return f"~{self.__name__}"


class _Missing:
    __slots__ = ()

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()
"""No default (``dataclasses.MISSING`` for a class made here)."""


class _FieldSpec:
    """A field declared with :func:`field`, then named and typed by :func:`frozen`."""

    __slots__ = ("compare", "default", "default_factory", "kw_only", "name", "repr", "type")

    def __init__(
        self,
        default: Any = MISSING,
        default_factory: Any = MISSING,
        *,
        kw_only: bool = False,
        compare: bool = True,
        repr: bool = True,
    ) -> None:
        if default is not MISSING and default_factory is not MISSING:
            raise ValueError("cannot specify both default and default_factory")
        self.default, self.default_factory = default, default_factory
        self.kw_only, self.compare, self.repr = kw_only, compare, repr
        self.name: str = ""
        self.type: Any = None

    def named(self, name: str, annotation: Any) -> _FieldSpec:
        made = _FieldSpec(
            self.default,
            self.default_factory,
            kw_only=self.kw_only,
            compare=self.compare,
            repr=self.repr,
        )
        made.name, made.type = name, annotation
        return made

    @property
    def has_default(self) -> bool:
        return self.default is not MISSING or self.default_factory is not MISSING


def field(
    *,
    default: Any = MISSING,
    default_factory: Any = MISSING,
    kw_only: bool = False,
    compare: bool = True,
    repr: bool = True,
) -> Any:
    """``dataclasses.field`` for a class made by :func:`frozen`: a default, a
    ``default_factory`` (a new value for each instance), ``kw_only``, and
    ``compare=False`` (left out of equality and the hash) or ``repr=False``."""
    return _FieldSpec(default, default_factory, kw_only=kw_only, compare=compare, repr=repr)


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def frozen(cls: type[T]) -> type[T]:
    """The class made a frozen dataclass (``@dataclass(frozen=True)``), by this
    module where it can (module docstring), by :mod:`dataclasses` otherwise."""
    specs = _fields_of(cls)
    if specs is None:
        return _as_dataclass(cls)
    _check_order(cls, specs)
    for spec in specs:
        if isinstance(vars(cls).get(spec.name), _FieldSpec):
            if spec.default is MISSING:
                delattr(cls, spec.name)
            else:
                setattr(cls, spec.name, spec.default)
    _make(cls, specs)
    return cls


def _fields_of(cls: type[Any]) -> tuple[_FieldSpec, ...] | None:
    """The fields of ``cls`` in the dataclass's order (its bases' first), or None
    for a class left to :mod:`dataclasses`."""
    if type(cls) is not type or any(vars(c).get("__slots__") for c in cls.__mro__):
        return None  # a metaclass (an ABC's); a slot would hide the value in __dict__
    fields: dict[str, _FieldSpec] = {}
    for base in reversed(cls.__mro__[1:]):
        if "__dataclass_fields__" in vars(base) and "__frozen_fields__" not in vars(base):
            return None  # a dataclass of dataclasses': its fields are its own
        for spec in vars(base).get("__frozen_fields__", ()):
            fields[spec.name] = spec
    dataclasses = sys.modules.get("dataclasses")  # not imported: no dataclasses.field here
    for name, annotation in cls.__annotations__.items():
        text = annotation if isinstance(annotation, str) else repr(annotation)
        if any(word in text for word in ("ClassVar", "InitVar", "KW_ONLY")):
            return None
        default = getattr(cls, name, MISSING)
        if dataclasses is not None and isinstance(default, dataclasses.Field):
            return None
        if not isinstance(default, _FieldSpec):
            default = _FieldSpec(default)
        spec = default.named(name, annotation)
        if spec.default is not MISSING and type(spec.default).__hash__ is None:
            raise ValueError(
                f"mutable default {type(spec.default)} for field {name} is not allowed: "
                "use default_factory"
            )
        fields[name] = spec
    return tuple(fields.values())


def _check_order(cls: type[Any], specs: tuple[_FieldSpec, ...]) -> None:
    for name, value in vars(cls).items():
        if isinstance(value, _FieldSpec) and name not in cls.__annotations__:
            raise TypeError(f"{name!r} is a field but has no type annotation")
    seen_default = False
    for spec in specs:
        if spec.kw_only:
            continue
        if spec.has_default:
            seen_default = True
        elif seen_default:
            raise TypeError(f"non-default argument {spec.name!r} follows default argument")


def _make(cls: type[Any], specs: tuple[_FieldSpec, ...]) -> None:
    """Give ``cls`` the methods and attributes a frozen dataclass has."""
    names = frozenset(spec.name for spec in specs)
    own = vars(cls)
    cls.__frozen_fields__ = specs
    cls.__init__ = _init(cls, specs)
    key = _key(tuple(s.name for s in specs if s.compare))
    methods: dict[str, Any] = {"__repr__": _repr(tuple(s.name for s in specs if s.repr))}
    if "__eq__" not in own:
        methods["__eq__"] = _eq(key)
    explicit_hash = own.get("__hash__", MISSING)
    if explicit_hash is MISSING or (explicit_hash is None and "__eq__" in own):
        methods["__hash__"] = _hash(key)
    for name, method in methods.items():
        if name == "__hash__" or name not in own:
            method.__qualname__ = f"{cls.__qualname__}.{name}"
            setattr(cls, name, method)
    for name, method in (
        ("__setattr__", _setattr(cls, names)),
        ("__delattr__", _delattr(cls, names)),
    ):
        if name in own:
            raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}")
        method.__qualname__ = f"{cls.__qualname__}.{name}"
        setattr(cls, name, method)
    if "__match_args__" not in own:
        cls.__match_args__ = tuple(s.name for s in specs if not s.kw_only)  # type: ignore[misc]
    if sys.version_info >= (3, 13):
        cls.__replace__ = _replace
    for name in ("__dataclass_fields__", "__dataclass_params__"):
        setattr(cls, name, _DataclassView(cls, name))
    if not cls.__doc__:
        cls.__doc__ = _LazyDoc()  # type: ignore[assignment]


def _init(cls: type[Any], specs: tuple[_FieldSpec, ...]) -> Any:
    """``__init__`` for the class: a plain class's writes its arguments into the
    instance's ``__dict__`` in one call; a ``default_factory`` is called for an
    argument not given, then ``__post_init__`` if the class has one."""
    post_init = hasattr(cls, "__post_init__")
    init = None
    if not any(spec.kw_only or spec.default_factory is not MISSING for spec in specs):
        init = _from_template(specs, post_init)
    if init is None:
        init = _compiled(specs, post_init)
    init.__annotations__ = {spec.name: spec.type for spec in specs} | {"return": None}
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    return init


def _compiled(specs: tuple[_FieldSpec, ...], post_init: bool) -> Any:
    """``__init__`` compiled from its source (a keyword-only field, a factory)."""
    namespace: dict[str, Any] = {"_HAS_FACTORY": _HAS_FACTORY}
    positional: list[str] = []
    keywords: list[str] = []
    values: list[str] = []
    for spec in specs:
        name = value = parameter = spec.name
        if spec.default is not MISSING:
            namespace[f"_default_{name}"] = spec.default
            parameter = f"{name}=_default_{name}"
        elif spec.default_factory is not MISSING:
            namespace[f"_factory_{name}"] = spec.default_factory
            parameter = f"{name}=_HAS_FACTORY"
            value = f"_factory_{name}() if {name} is _HAS_FACTORY else {name}"
        (keywords if spec.kw_only else positional).append(parameter)
        values.append(f"{name}={value}")
    parameters = ", ".join(["self", *positional, *(["*", *keywords] if keywords else [])])
    body = f"    self.__dict__.update({', '.join(values)})\n"
    if post_init:
        body += "    self.__post_init__()\n"
    exec(f"def __init__({parameters}):\n{body}", namespace)
    return namespace["__init__"]


def _from_template(specs: tuple[_FieldSpec, ...], post_init: bool) -> Any:
    """The plain ``__init__`` of as many fields, compiled once for every class of
    that many (:func:`_template`), with the class's names and defaults put in: no
    compiling per class (most of what making a class cost). None where the
    template's names cannot be found in its code (another Python's bytecode)."""
    names = tuple(spec.name for spec in specs)
    template, placeholders = _template(len(names), post_init)
    consts = tuple(names if c == placeholders else c for c in template.co_consts)
    if names and consts == template.co_consts:
        return None
    code = template.replace(co_varnames=("self", *names), co_consts=consts)
    defaults = tuple(spec.default for spec in specs if spec.default is not MISSING)
    return FunctionType(code, globals(), "__init__", defaults or None)


_TEMPLATES: dict[tuple[int, bool], tuple[Any, tuple[str, ...]]] = {}


def _template(count: int, post_init: bool) -> tuple[Any, tuple[str, ...]]:
    """The code of ``__init__(self, _0, _1, ...)`` writing ``count`` fields (and
    calling ``__post_init__``), and the names ``_0, _1, ...`` it has."""
    key = (count, post_init)
    if key not in _TEMPLATES:
        placeholders = tuple(f"_{i}" for i in range(count))
        init = _compiled(tuple(_FieldSpec().named(n, None) for n in placeholders), post_init)
        _TEMPLATES[key] = (init.__code__, placeholders)
    return _TEMPLATES[key]


class _HasFactory:
    __slots__ = ()

    def __repr__(self) -> str:
        return "<factory>"


_HAS_FACTORY = _HasFactory()


def _key(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """The fields compared, as a tuple (what a dataclass compares and hashes)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        name = names[0]
        return lambda value: (getattr(value, name),)
    return lambda value: ()


def _eq(key: Callable[[Any], tuple[Any, ...]]) -> Any:
    def __eq__(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return key(self) == key(other)
        return NotImplemented

    return __eq__


def _hash(key: Callable[[Any], tuple[Any, ...]]) -> Any:
    def __hash__(self: Any) -> int:
        return hash(key(self))

    return __hash__


_IN_REPR: set[int] = set()


def _repr(names: tuple[str, ...]) -> Any:
    def __repr__(self: Any) -> str:
        if id(self) in _IN_REPR:  # a value that holds itself, as a dataclass writes it
            return "..."
        _IN_REPR.add(id(self))
        try:
            shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        finally:
            _IN_REPR.discard(id(self))
        return f"{self.__class__.__qualname__}({shown})"

    return __repr__


def _setattr(cls: type[Any], names: frozenset[str]) -> Any:
    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            from dataclasses import FrozenInstanceError

            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    return __setattr__


def _delattr(cls: type[Any], names: frozenset[str]) -> Any:
    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            from dataclasses import FrozenInstanceError

            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __delattr__


def _replace(self: Any, /, **changes: Any) -> Any:
    """``copy.replace`` (Python 3.13): the value with ``changes``."""
    for spec in type(self).__frozen_fields__:
        changes.setdefault(spec.name, getattr(self, spec.name))
    return self.__class__(**changes)


class _DataclassView:
    """``__dataclass_fields__`` and ``__dataclass_params__`` of a class made here,
    made when first read (by :mod:`dataclasses`, which is imported by then): a
    dataclass with the same fields is made and its two read."""

    def __init__(self, owner: type[Any], name: str) -> None:
        self.owner, self.name = owner, name

    def __get__(self, instance: Any, owner: type[Any] | None = None) -> Any:
        import dataclasses

        cls = self.owner
        namespace: dict[str, Any] = {"__annotations__": {}, "__doc__": cls.__name__}
        for spec in cls.__frozen_fields__:
            namespace["__annotations__"][spec.name] = spec.type
            given = {"default": spec.default, "default_factory": spec.default_factory}
            namespace[spec.name] = dataclasses.field(
                **{key: value for key, value in given.items() if value is not MISSING},
                kw_only=spec.kw_only,
                compare=spec.compare,
                repr=spec.repr,
            )
        made: type[Any] = dataclasses.dataclass(frozen=True)(type(cls.__name__, (), namespace))
        for name in ("__dataclass_fields__", "__dataclass_params__"):
            type.__setattr__(cls, name, vars(made)[name])
        return getattr(cls, self.name)


class _LazyDoc:
    """The docstring a dataclass gives a class without one (its name and
    signature, which takes :mod:`inspect`), written when first read."""

    def __get__(self, instance: Any, owner: type[Any] | None = None) -> str:
        import inspect

        cls = owner if owner is not None else type(instance)
        try:
            text = cls.__name__ + str(inspect.signature(cls)).replace(" -> None", "")
        except (TypeError, ValueError):
            text = ""
        type.__setattr__(cls, "__doc__", text)
        return text


def _as_dataclass(cls: type[T]) -> type[T]:
    """``dataclass(frozen=True)`` of a class this module does not make (module
    docstring), with the quicker ``__init__`` where the dataclass is plain."""
    from dataclasses import MISSING as NONE
    from dataclasses import dataclass, fields

    made: type[Any] = dataclass(frozen=True)(cls)
    if _plain(made):
        specs = tuple(
            _FieldSpec(MISSING if f.default is NONE else f.default).named(f.name, f.type)
            for f in fields(made)
        )
        made.__init__ = _init(made, specs)
    return made


def _plain(cls: type[Any]) -> bool:
    from dataclasses import MISSING as NONE
    from dataclasses import fields

    if hasattr(cls, "__post_init__") or any(vars(c).get("__slots__") for c in cls.__mro__):
        return False  # a slot would hide the value written into __dict__
    if len(fields(cls)) != len(cls.__dataclass_fields__):
        return False  # an InitVar (or ClassVar) field: fields() leaves it out
    return all(f.init and not f.kw_only and f.default_factory is NONE for f in fields(cls))
