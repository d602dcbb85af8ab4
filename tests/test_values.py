"""``scorekeeper.values.frozen``: a frozen dataclass, made by the module itself
(with a quicker ``__init__`` where the class is plain), or by ``dataclasses``
for the kinds of field it leaves to it."""

from __future__ import annotations

import dataclasses
import inspect
import pickle
import subprocess
import sys
from typing import Any

import pytest

from scorekeeper import values
from scorekeeper.values import frozen


@frozen
class Plain:
    name: str
    points: int
    note: str = "none"


@frozen
class Factory:
    scores: dict[str, int] = dataclasses.field(default_factory=dict)


@frozen
class Checked:
    points: int

    def __post_init__(self) -> None:
        if self.points < 0:
            raise ValueError("points")


def test_a_plain_class_gets_the_quick_init_and_stays_a_frozen_dataclass() -> None:
    assert Plain.__init__.__code__.co_names == ("__dict__", "update")
    value = Plain("Anna", 60)
    assert dataclasses.is_dataclass(value)
    assert (value.name, value.points, value.note) == ("Anna", 60, "none")
    assert value == Plain(name="Anna", points=60, note="none")
    assert value != Plain("Anna", 61)
    assert hash(value) == hash(Plain("Anna", 60))
    assert repr(value) == "Plain(name='Anna', points=60, note='none')"
    assert dataclasses.replace(value, points=70) == Plain("Anna", 70)
    assert pickle.loads(pickle.dumps(value)) == value
    with pytest.raises(dataclasses.FrozenInstanceError):
        value.points = 70  # type: ignore[misc]


def test_the_quick_init_refuses_what_the_dataclass_init_refuses() -> None:
    with pytest.raises(TypeError):
        Plain("Anna")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Plain("Anna", 60, "x", "y")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Plain("Anna", 60, colour="red")  # type: ignore[call-arg]


def test_a_default_factory_or_post_init_keeps_the_dataclass_init() -> None:
    assert Factory.__init__.__code__.co_names != ("__dict__", "update")
    first, second = Factory(), Factory()
    assert first.scores == {} and first.scores is not second.scores
    with pytest.raises(ValueError, match="points"):
        Checked(-1)
    assert Checked(3).points == 3
    with pytest.raises(dataclasses.FrozenInstanceError):
        Checked(3).points = 4  # type: ignore[misc]


def test_other_kinds_of_field_keep_the_dataclass_init() -> None:
    @frozen
    class WithInitVar:
        points: int
        bonus: dataclasses.InitVar[int] = 0

    @frozen
    class KeywordOnly:
        points: int = dataclasses.field(default=0, kw_only=True)

    @frozen
    class Derived:
        points: int
        total: int = dataclasses.field(default=0, init=False)

    @dataclasses.dataclass(frozen=True, slots=True)
    class Slotted:
        points: int

    @frozen
    class FromSlotted(Slotted):
        bonus: int = 0

    quick = ("__dict__", "update")
    for cls in (WithInitVar, KeywordOnly, Derived, FromSlotted):
        assert cls.__init__.__code__.co_names != quick, cls
    assert WithInitVar(1, 2).points == 1
    assert KeywordOnly(points=3).points == 3
    assert Derived(4).total == 0
    assert FromSlotted(5, 6) == FromSlotted(points=5, bonus=6)
    assert FromSlotted(5, 6).points == 5


def test_a_plain_class_derived_from_another_takes_both_fields_in_order() -> None:
    @frozen
    class Base:
        name: str
        points: int = 0

    @frozen
    class Child(Base):
        note: str = ""

    assert Child.__init__.__code__.co_names == ("__dict__", "update")
    assert Child("Anna", 60, "x") == Child(name="Anna", points=60, note="x")
    assert (Child("Ben").points, Child("Ben").note) == (0, "")


# ``@frozen`` makes the class itself (no ``dataclasses`` at import): each class below
# is made twice, by ``frozen`` with ``values.field`` and by ``dataclass(frozen=True)``
# with ``dataclasses.field``, and the two must behave alike.


def _both(namespace: dict[str, object], annotations: dict[str, str]) -> tuple[type[Any], type[Any]]:
    """The class ``Made`` of ``namespace`` (``values.field`` specs) made by
    ``frozen``, and the same made by ``dataclass(frozen=True)``."""
    ours = dict(namespace)
    theirs: dict[str, object] = {}
    for key, value in namespace.items():
        if isinstance(value, values._FieldSpec):
            given = {
                "default": value.default,
                "default_factory": value.default_factory,
            }
            value = dataclasses.field(
                **{k: v for k, v in given.items() if v is not values.MISSING},  # type: ignore[arg-type]
                kw_only=value.kw_only,
                compare=value.compare,
                repr=value.repr,
            )
        theirs[key] = value
    made = frozen(type("Made", (), {"__annotations__": dict(annotations), **ours}))
    reference = dataclasses.dataclass(frozen=True)(
        type("Made", (), {"__annotations__": dict(annotations), **theirs})
    )
    return made, reference


def _signature(cls: type[Any]) -> str:
    return str(inspect.signature(cls))


def test_a_class_with_every_kind_of_field_is_made_as_the_dataclass_makes_it() -> None:
    made, reference = _both(
        {
            "__doc__": "A value.",
            "points": 0,
            "lo": values.field(default=None, kw_only=True),
            "scores": values.field(default_factory=dict),
            "note": values.field(default="", compare=False),
            "secret": values.field(default="x", repr=False),
        },
        {
            "name": "str",
            "points": "int",
            "lo": "int | None",
            "scores": "dict[str, int]",
            "note": "str",
            "secret": "str",
        },
    )
    assert _signature(made) == _signature(reference)
    assert (
        made.__match_args__
        == reference.__match_args__
        == (
            "name",
            "points",
            "scores",
            "note",
            "secret",
        )
    )
    first, second = made("Anna"), made("Anna")
    assert first.scores == {} and first.scores is not second.scores
    assert first == second
    assert made("Anna", note="a") == made("Anna", note="b")  # note is not compared
    assert made("Anna", lo=1) != made("Anna", lo=2)
    for args, kwargs in ((("Anna", 3), {"lo": 1, "note": "n"}), (("Ben",), {})):
        ours, theirs = made(*args, **kwargs), reference(*args, **kwargs)
        assert repr(ours) == repr(theirs)
        assert dataclasses.astuple(ours) == dataclasses.astuple(theirs)
        assert dataclasses.asdict(ours) == dataclasses.asdict(theirs)
    with pytest.raises(TypeError):
        made("Anna", 1, {}, "", "x", None)  # lo is keyword-only
    assert made("Anna", 1, lo=2) != reference("Anna", 1, lo=2)  # another class: not equal


def test_the_hash_is_the_dataclass_s_over_the_fields_compared() -> None:
    made, reference = _both(
        {"__doc__": "A value.", "note": values.field(default="", compare=False)},
        {"name": "str", "points": "int", "note": "str"},
    )
    assert hash(made("Anna", 3, "a")) == hash(reference("Anna", 3, "b"))
    assert hash(made("Anna", 3, "a")) == hash(("Anna", 3))
    one, _ = _both({"__doc__": "One field."}, {"name": "str"})
    assert hash(one("Anna")) == hash(("Anna",))
    none, _ = _both({"__doc__": "No field."}, {})
    assert none() == none() and hash(none()) == hash(())


def test_what_dataclasses_reads_of_a_made_class_is_the_dataclass_s() -> None:
    made, reference = _both(
        {"points": 0, "scores": values.field(default_factory=dict)},
        {"name": "str", "points": "int", "scores": "dict[str, int]"},
    )
    assert dataclasses.is_dataclass(made) and dataclasses.is_dataclass(made("Anna"))
    described = [
        (f.name, f.type, f.default, f.default_factory, f.init, f.repr, f.compare, f.kw_only)
        for f in dataclasses.fields(made)
    ]
    expected = [
        (f.name, f.type, f.default, f.default_factory, f.init, f.repr, f.compare, f.kw_only)
        for f in dataclasses.fields(reference)
    ]
    assert described == expected
    assert made.__dataclass_params__.frozen and made.__dataclass_params__.eq
    value = made("Anna", 3, {"Anna": 3})
    assert dataclasses.replace(value, points=4) == made("Anna", 4, {"Anna": 3})
    with pytest.raises(dataclasses.FrozenInstanceError):
        del value.points  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        value.other = 1


def test_a_class_without_a_docstring_gets_the_dataclass_s() -> None:
    made, reference = _both({"points": 0}, {"name": "str", "points": "int"})
    assert made.__doc__ == reference.__doc__ == "Made(name: 'str', points: 'int' = 0)"
    assert made("Anna").__doc__ == reference.__doc__


def test_post_init_runs_and_methods_the_class_writes_are_kept() -> None:
    @frozen
    class Seats:
        """Seats, each once."""

        players: int
        seats: tuple[int, ...] = values.field(default=(), kw_only=True)

        def __post_init__(self) -> None:
            if sorted(self.seats) != list(range(len(self.seats))):
                raise ValueError("every seat once")

        def __repr__(self) -> str:
            return f"Seats of {self.players}"

        def __eq__(self, other: object) -> bool:
            return isinstance(other, Seats) and other.players == self.players

    with pytest.raises(ValueError, match="every seat once"):
        Seats(4, seats=(0, 2))
    assert Seats(4, seats=(1, 0)) == Seats(4)
    assert repr(Seats(4)) == "Seats of 4"
    assert hash(Seats(4, seats=(0,))) != hash(Seats(4))  # the dataclass's hash: all fields
    match Seats(3):
        case Seats(players):
            assert players == 3


def test_a_made_class_derived_from_another_takes_both_fields_in_order() -> None:
    @frozen
    class Base:
        """A base."""

        name: str
        scores: dict[str, int] = values.field(default_factory=dict)

    @frozen
    class Child(Base):
        """A child."""

        note: str = ""
        scores: dict[str, int] = values.field(default_factory=lambda: {"x": 1})

    assert [f.name for f in dataclasses.fields(Child)] == ["name", "scores", "note"]
    assert Child("Anna").scores == {"x": 1} and Base("Anna").scores == {}
    assert Child("Anna", {}, "n") == Child(name="Anna", scores={}, note="n")
    assert Child("Anna") != Base("Anna", {"x": 1})


def test_a_made_class_is_refused_what_the_dataclass_refuses() -> None:
    with pytest.raises(ValueError, match="mutable default"):
        frozen(type("Made", (), {"__annotations__": {"scores": "dict"}, "scores": {}}))
    with pytest.raises(TypeError, match="non-default argument 'name'"):
        frozen(type("Made", (), {"__annotations__": {"points": "int", "name": "str"}, "points": 0}))


def test_making_a_class_imports_neither_dataclasses_nor_typing() -> None:
    """``scorekeeper settle`` of one deal must not pay for them (issue 28)."""
    code = (
        "import sys\n"
        "from scorekeeper.values import field, frozen\n"
        "@frozen\n"
        "class Value:\n"
        "    '''A value.'''\n"
        "    name: str\n"
        "    scores: tuple = field(default_factory=tuple, kw_only=True)\n"
        "assert Value('a') == Value('a') and hash(Value('a')) and repr(Value('a'))\n"
        "print(' '.join(m for m in ('dataclasses', 'typing', 'inspect') if m in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-X", "frozen_modules=on", "-c", code],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.split() == []


def test_a_plain_class_s_init_is_the_dataclass_s() -> None:
    """A plain class's ``__init__`` is made from one shared per number of fields
    (nothing compiled for the class): its names, defaults and refusals are the
    class's own."""
    made, reference = _both(
        {"__doc__": "Plain.", "note": "none", "tags": ()},
        {"name": "str", "points": "int", "note": "str", "tags": "tuple[str, ...]"},
    )
    other, _ = _both({"__doc__": "Other."}, {"a": "int", "b": "int", "c": "int", "d": "int"})
    assert _signature(made) == _signature(reference)
    assert made.__init__.__code__.co_names == ("__dict__", "update")
    assert other(1, 2, 3, 4) == other(a=1, b=2, c=3, d=4) and other(1, 2, 3, 4).d == 4
    value = made("Anna", 60, tags=("x",))
    assert vars(value) == {"name": "Anna", "points": 60, "note": "none", "tags": ("x",)}
    assert list(vars(value)) == [f.name for f in dataclasses.fields(made)]
    for wrong in ((), ("Anna",), ("Anna", 1, "n", (), "extra")):
        with pytest.raises(TypeError) as ours:
            made(*wrong)
        with pytest.raises(TypeError) as theirs:
            reference(*wrong)
        assert str(ours.value) == str(theirs.value)
    with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
        made("Anna", 1, colour="red")


def test_post_init_runs_after_a_plain_init() -> None:
    @frozen
    class Checked:
        """Points, never negative."""

        points: int
        bonus: int = 0

        def __post_init__(self) -> None:
            if self.points + self.bonus < 0:
                raise ValueError("points")

    assert Checked(3, -3) == Checked(points=3, bonus=-3)
    with pytest.raises(ValueError, match="points"):
        Checked(3, -4)
