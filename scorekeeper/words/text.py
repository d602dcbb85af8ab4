"""Words as data: what the core says to a person, kept as a template and its
parameters until someone reads it.

The core never formats a sentence for a reader. A breakdown line, a score-sheet
cell, a warning or an error reason is a :class:`Msg`: an English template (the
catalog's message id, ``spec``-style ``{name}`` placeholders) and its parameters.
The language is chosen only when it is rendered (:func:`render`), at the edge:
the window, the PDF, the CLI, CSV. Replaying a session therefore gives the same
objects whatever language anyone reads them in, and one result can be printed in
Japanese and in English side by side.

Parameters are player names and JSON literals (``str``: printed as they are),
numbers (``int``), other messages (a suit's name, a contract, rendered in the
same language) and :class:`Join` (a list with a translated separator).

Standard library only.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from scorekeeper.words.catalog import translate, translate_plural

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import TypeAlias, TypeGuard

Param: TypeAlias = "str | int | Msg | Join"


class Msg:
    """A template (the English text, which is also the catalog id) and its parameters."""

    __slots__ = ("params", "template")

    template: str
    params: Mapping[str, Param]

    def __init__(self, template: str, /, **params: Param) -> None:
        _set_template(self, template)
        _set_params(self, params)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Msg is immutable")

    def render(self, language: str = "en") -> str:
        # Always formatted, parameters or not: a template is a format string, so
        # "{{" is a literal brace in every template.
        if language == "en":  # words among the parameters format themselves in English
            return self.template.format_map(self.params)
        text = translate(self.template, language)
        params = self.params
        for value in params.values():
            if type(value) is not str and type(value) is not int:
                params = {
                    k: v if type(v) is str or type(v) is int else _param(v, language)
                    for k, v in params.items()
                }
                break
        return text.format_map(params)

    def __str__(self) -> str:
        return self.render("en")

    def __format__(self, spec: str) -> str:
        """In a template: the English words (only English is rendered by formatting)."""
        # Msg.render("en") without a call for each nested Msg; a subclass renders its own
        text = self.template.format_map(self.params) if type(self) is Msg else self.render("en")
        return format(text, spec) if spec else text

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Msg({self.template!r}{args})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Msg):
            return NotImplemented
        return self.template == other.template and dict(self.params) == dict(other.params)

    def __hash__(self) -> int:
        return hash((self.template, tuple(sorted(self.params.items(), key=lambda kv: kv[0]))))


class Plural(Msg):
    """Words that depend on a number: ``Plural("{n} deal left", "{n} deals left", n=3)``.
    The singular is the catalog id, the plural its ``msgid_plural``; the count is the
    parameter ``count`` names (``n`` unless told), and each language picks its form
    by its own plural rule (gettext's ``ngettext``: Japanese has one form, English,
    Hungarian, Finnish and German two)."""

    __slots__ = ("count", "plural")

    plural: str
    count: str

    def __init__(self, singular: str, plural: str, /, count: str = "n", **params: Param) -> None:
        if not isinstance(params.get(count), int):
            raise TypeError(f"Plural {singular!r}: the count {count!r} must be a whole number")
        super().__init__(singular, **params)
        object.__setattr__(self, "plural", plural)
        object.__setattr__(self, "count", count)

    def render(self, language: str = "en") -> str:
        n = self.params[self.count]
        assert isinstance(n, int)  # checked when made
        text = translate_plural(self.template, self.plural, n, language)
        params = {k: _param(v, language) for k, v in self.params.items()}
        return text.format_map(params)

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Plural({self.template!r}, {self.plural!r}{args})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Plural):
            return NotImplemented if not isinstance(other, Msg) else False
        return self.plural == other.plural and Msg.__eq__(self, other)

    def __hash__(self) -> int:
        return hash((Msg.__hash__(self), self.plural))


class InContext(Msg):
    """Words one English template says in two places that other languages tell
    apart: ``InContext("zwanzigerrufen", "Game")`` is the base game of a
    Zwanzigerrufen deal (German *Spiel*), where the plain ``Msg("Game")`` is a
    race game of the score sheet (*Partie*). ``context`` is the catalog's
    ``msgctxt`` (gettext's ``pgettext``); English is the template either way."""

    __slots__ = ("context",)

    context: str

    def __init__(self, context: str, template: str, /, **params: Param) -> None:
        super().__init__(template, **params)
        object.__setattr__(self, "context", context)

    def render(self, language: str = "en") -> str:
        if language == "en":
            return Msg.render(self, language)
        text = translate(self.template, language, context=self.context)
        return text.format_map({k: _param(v, language) for k, v in self.params.items()})

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"InContext({self.context!r}, {self.template!r}{args})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, InContext):
            return NotImplemented if not isinstance(other, Msg) else False
        return self.context == other.context and Msg.__eq__(self, other)

    def __hash__(self) -> int:
        return hash((Msg.__hash__(self), self.context))


# The slots' own setters: a Msg is made for every line of every deal replayed.
_set_template = Msg.__dict__["template"].__set__
_set_params = Msg.__dict__["params"].__set__


class Join:
    """Items joined by a separator that is itself translated (``", "`` is ``、`` in
    Japanese, ``" and "`` is ``と``)."""

    __slots__ = ("items", "separator")

    items: tuple[Param, ...]
    separator: str

    def __init__(self, items: Iterable[Param], separator: str = ", ") -> None:
        _set_items(self, tuple(items))
        _set_separator(self, separator)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Join is immutable")

    def render(self, language: str = "en") -> str:
        sep = self.separator if language == "en" else translate(self.separator, language)
        items = self.items
        if _names(items):
            return sep.join(items)  # names, as they are (most joins)
        return sep.join(render(item, language) for item in items)

    def __str__(self) -> str:
        return self.render("en")

    def __format__(self, spec: str) -> str:
        return format(self.render("en"), spec)

    def __repr__(self) -> str:
        return f"Join({self.items!r}, {self.separator!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Join):
            return NotImplemented
        return self.items == other.items and self.separator == other.separator

    def __hash__(self) -> int:
        return hash((self.items, self.separator))


_set_items = Join.__dict__["items"].__set__  # as Msg's: a Join is made for many lines
_set_separator = Join.__dict__["separator"].__set__


def _names(items: tuple[Param, ...]) -> TypeGuard[tuple[str, ...]]:
    """Whether every one of ``items`` is a name (a plain text)."""
    return all(type(item) is str for item in items)


Text: TypeAlias = "str | Msg | Join"
"""What a cell or a line may hold: a name or number as written (``str``), or words."""


_WORDS = (Msg, Join)  # a tuple: ``isinstance`` with ``Msg | Join`` builds the union every call


def _param(value: Param, language: str) -> str | int:
    if isinstance(value, _WORDS):
        return value.render(language)
    return value


def render(value: Text | int, language: str = "en") -> str:
    """``value`` as a reader of ``language`` reads it; plain strings are names or
    figures and are printed as they are."""
    if isinstance(value, Msg | Join):
        return value.render(language)
    return str(value)


def render_all(values: Iterable[Text], language: str = "en") -> tuple[str, ...]:
    return tuple([v.render(language) if type(v) is Msg else render(v, language) for v in values])
