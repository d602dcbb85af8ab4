"""``scorekeeper.values.frozen``: a frozen dataclass, made with a quicker
``__init__`` where the class is plain, and with the dataclass's own otherwise."""

from __future__ import annotations

import dataclasses
import pickle

import pytest

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
