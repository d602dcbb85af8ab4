"""A JSON Schema (draft 2020-12) validator for exactly the keywords the shipped
schemas use (``resources/schema/``), standard library only.

The whole-database file and the session record are checked against their
schemas when a file is imported (:mod:`scorekeeper.storage.database_file`). The
``jsonschema`` package did it, with its dependencies some 3 MiB of every install
(issue 27); this module does the same for the keywords below and refuses a
schema holding any other (:func:`unknown_keywords`; :class:`Validator` raises,
and ``tests/storage/test_json_schema.py`` checks the shipped schemas and that
this agrees with ``jsonschema``, kept in the ``test`` extra, over every example,
every fixture and mutated ones: valid or not, and the first error's path,
keyword and message).

Each keyword is checked as ``jsonschema`` 4.x checks it (its module of keywords):
the same errors, in the same order (a schema's keywords in the order written),
with the same messages, so the refusals the app shows did not change.
"""

from __future__ import annotations

import numbers
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote, urldefrag, urljoin

Path = tuple[Any, ...]
Schema = Mapping[str, Any] | bool

# Keywords that say something about the schema, never about a document.
ANNOTATIONS = frozenset(
    {"$schema", "$id", "$defs", "$comment", "title", "description", "default", "examples"}
)


def _is_number(value: Any) -> bool:
    return isinstance(value, numbers.Number) and not isinstance(value, bool)


TYPES: dict[str, Callable[[Any], bool]] = {
    "array": lambda v: isinstance(v, list),
    "boolean": lambda v: isinstance(v, bool),
    "integer": lambda v: (
        (isinstance(v, int) and not isinstance(v, bool))
        or (isinstance(v, float) and v.is_integer())
    ),
    "null": lambda v: v is None,
    "number": _is_number,
    "object": lambda v: isinstance(v, dict),
    "string": lambda v: isinstance(v, str),
}


@dataclass(frozen=True)
class SchemaError:
    """One way a document does not fit: where (``path``, keys and indexes from
    the document's top), which keyword of which (sub)schema, and the value there."""

    path: Path
    keyword: str
    value: Any  # the keyword's value in the schema
    instance: Any  # the part of the document at ``path``
    schema: Mapping[str, Any]  # the (sub)schema holding the keyword
    missing: str = ""  # a ``required`` error's property

    @property
    def message(self) -> str:
        """The reason, in ``jsonschema``'s words."""
        if self.keyword == "required":
            return f"{self.missing!r} is a required property"
        return _MESSAGES[self.keyword](self.value, self.instance, self.schema)


def _length(low: str, high: str, short: str, long: str) -> dict[str, Callable[..., str]]:
    return {
        low: lambda n, v, s: f"{v!r} {'should be non-empty' if n == 1 else short}",
        high: lambda n, v, s: f"{v!r} {'is expected to be empty' if n == 0 else long}",
    }


def _extras(instance: Mapping[Any, Any], schema: Mapping[str, Any]) -> list[Any]:
    return [k for k in instance if k not in schema.get("properties", {})]


def _additional(value: Any, instance: Any, schema: Mapping[str, Any]) -> str:
    extras = sorted(_extras(instance, schema), key=str)
    verb = "was" if len(extras) == 1 else "were"
    return (
        f"Additional properties are not allowed ({', '.join(map(repr, extras))} {verb} unexpected)"
    )


def _items_false(value: Any, instance: Any, schema: Mapping[str, Any]) -> str:
    rest = instance if len(instance) != 1 else instance[0]
    return f"Expected at most 0 items but found {len(instance)} extra: {rest!r}"


_MESSAGES: dict[str, Callable[[Any, Any, Mapping[str, Any]], str]] = {
    "type": lambda t, v, s: f"{v!r} is not of type {', '.join(map(repr, _types(t)))}",
    "enum": lambda e, v, s: f"{v!r} is not one of {e!r}",
    "const": lambda c, v, s: f"{c!r} was expected",
    "additionalProperties": _additional,
    "items": _items_false,
    "minimum": lambda m, v, s: f"{v!r} is less than the minimum of {m!r}",
    "maximum": lambda m, v, s: f"{v!r} is greater than the maximum of {m!r}",
    "exclusiveMinimum": lambda m, v, s: f"{v!r} is less than or equal to the minimum of {m!r}",
    "pattern": lambda p, v, s: f"{v!r} does not match {p!r}",
    "uniqueItems": lambda u, v, s: f"{v!r} has non-unique elements",
    "anyOf": lambda a, v, s: f"{v!r} is not valid under any of the given schemas",
    "not": lambda n, v, s: f"{v!r} should not be valid under {n!r}",
    "false": lambda f, v, s: f"False schema does not allow {v!r}",
    **_length("minItems", "maxItems", "is too short", "is too long"),
    **_length("minLength", "maxLength", "is too short", "is too long"),
    **_length(
        "minProperties",
        "maxProperties",
        "does not have enough properties",
        "has too many properties",
    ),
}


def _types(value: Any) -> list[str]:
    return [value] if isinstance(value, str) else list(value)


# -- equality as JSON has it (True is not 1) ---------------------------------------------


def _unbool(value: Any) -> Any:
    return ("bool", value) if isinstance(value, bool) else value


def equal(one: Any, two: Any) -> bool:
    """JSON's equality: ``True`` is not ``1``, in lists and objects too."""
    if one is two:
        return True
    if isinstance(one, str) or isinstance(two, str):
        return bool(one == two)
    if isinstance(one, Sequence) and isinstance(two, Sequence):
        return len(one) == len(two) and all(equal(a, b) for a, b in zip(one, two, strict=True))
    if isinstance(one, Mapping) and isinstance(two, Mapping):
        return len(one) == len(two) and all(k in two and equal(v, two[k]) for k, v in one.items())
    return bool(_unbool(one) == _unbool(two))


def _unique(items: Sequence[Any]) -> bool:
    """No two items equal (as :func:`equal` says)."""
    seen: list[Any] = []
    for item in items:
        if any(equal(other, item) for other in seen):
            return False
        seen.append(item)
    return True


# -- the validator ----------------------------------------------------------------------

Check = Callable[["Validator", Any, Any, Mapping[str, Any], Path, str], Iterator[SchemaError]]


class Validator:
    """Check documents against ``schemas[name]``; ``schemas`` maps each shipped
    schema's file name to its contents, each with an ``$id`` its ``$ref`` s are
    resolved against (``session.schema.json#/$defs/uuid``)."""

    def __init__(self, schemas: Mapping[str, Mapping[str, Any]], name: str) -> None:
        for schema_name, schema in schemas.items():
            unknown = unknown_keywords(schema)
            if unknown:
                where, keyword = unknown[0]
                raise ValueError(f"{schema_name}{where}: no check for the keyword {keyword!r}")
        self._documents = {str(s["$id"]): s for s in schemas.values()}
        self.schema = schemas[name]
        self._base = str(self.schema["$id"])
        self._refs: dict[tuple[str, str], tuple[Schema, str]] = {}

    def iter_errors(self, instance: Any) -> Iterator[SchemaError]:
        """Every error, in the order ``jsonschema``'s ``iter_errors`` gives them."""
        return self._descend(instance, self.schema, (), self._base)

    def is_valid(self, instance: Any, schema: Schema, base: str) -> bool:
        return next(self._descend(instance, schema, (), base), None) is None

    def _descend(
        self, instance: Any, schema: Schema, path: Path, base: str
    ) -> Iterator[SchemaError]:
        if schema is True:
            return
        if schema is False:
            yield SchemaError(path, "false", None, instance, {})
            return
        assert not isinstance(schema, bool)
        for keyword, value in schema.items():
            check = _CHECKS.get(keyword)
            if check is not None:
                yield from check(self, value, instance, schema, path, base)

    def resolve(self, ref: str, base: str) -> tuple[Schema, str]:
        """The schema ``ref`` names (a URI, relative to ``base``, with a JSON pointer
        as its fragment), and the base its own references resolve against."""
        found = self._refs.get((ref, base))
        if found is None:
            uri, fragment = urldefrag(urljoin(base, ref))
            target: Any = self._documents[uri]
            for part in unquote(fragment).split("/")[1:]:
                key = part.replace("~1", "/").replace("~0", "~")
                target = target[int(key)] if isinstance(target, list) else target[key]
            found = self._refs[(ref, base)] = (target, uri)
        return found


# Each check: (validator, the keyword's value, the instance, the schema holding
# the keyword, the instance's path, the base URI) -> the errors, as jsonschema's.


def _type(
    v: Validator, t: Any, x: Any, s: Mapping[str, Any], p: Path, b: str
) -> Iterator[SchemaError]:
    if not any(TYPES[name](x) for name in _types(t)):
        yield SchemaError(p, "type", t, x, s)


def _enum(
    v: Validator, e: Any, x: Any, s: Mapping[str, Any], p: Path, b: str
) -> Iterator[SchemaError]:
    if all(not equal(each, x) for each in e):
        yield SchemaError(p, "enum", e, x, s)


def _const(
    v: Validator, c: Any, x: Any, s: Mapping[str, Any], p: Path, b: str
) -> Iterator[SchemaError]:
    if not equal(x, c):
        yield SchemaError(p, "const", c, x, s)


def _ref(
    v: Validator, ref: Any, x: Any, s: Mapping[str, Any], p: Path, b: str
) -> Iterator[SchemaError]:
    target, base = v.resolve(ref, b)
    yield from v._descend(x, target, p, base)


def _properties(
    v: Validator, props: Any, x: Any, s: Mapping[str, Any], p: Path, b: str
) -> Iterator[SchemaError]:
    if isinstance(x, dict):
        for name, sub in props.items():
            if name in x:
                yield from v._descend(x[name], sub, (*p, name), b)


def _required(
    v: Validator, names: Any, x: Any, s: Mapping[str, Any], p: Path, b: str
) -> Iterator[SchemaError]:
    if isinstance(x, dict):
        for name in names:
            if name not in x:
                yield SchemaError(p, "required", names, x, s, missing=name)


def _additional_properties(
    v: Validator, extra: Any, x: Any, s: Mapping[str, Any], p: Path, b: str
) -> Iterator[SchemaError]:
    if not isinstance(x, dict):
        return
    extras = _extras(x, s)
    if isinstance(extra, dict):
        for name in extras:
            yield from v._descend(x[name], extra, (*p, name), b)
    elif not extra and extras:
        yield SchemaError(p, "additionalProperties", extra, x, s)


def _items(
    v: Validator, items: Any, x: Any, s: Mapping[str, Any], p: Path, b: str
) -> Iterator[SchemaError]:
    if not isinstance(x, list) or not x:
        return
    if items is False:
        yield SchemaError(p, "items", items, x, s)
        return
    for index, item in enumerate(x):
        yield from v._descend(item, items, (*p, index), b)


def _bound(keyword: str, fails: Callable[[Any, Any], bool], kind: Callable[[Any], bool]) -> Check:
    def check(
        v: Validator, bound: Any, x: Any, s: Mapping[str, Any], p: Path, b: str
    ) -> Iterator[SchemaError]:
        if kind(x) and fails(x, bound):
            yield SchemaError(p, keyword, bound, x, s)

    return check


def _is_str(x: Any) -> bool:
    return isinstance(x, str)


def _is_list(x: Any) -> bool:
    return isinstance(x, list)


def _is_dict(x: Any) -> bool:
    return isinstance(x, dict)


def _pattern(
    v: Validator, pattern: Any, x: Any, s: Mapping[str, Any], p: Path, b: str
) -> Iterator[SchemaError]:
    if isinstance(x, str) and not re.search(pattern, x):
        yield SchemaError(p, "pattern", pattern, x, s)


def _unique_items(
    v: Validator, flag: Any, x: Any, s: Mapping[str, Any], p: Path, b: str
) -> Iterator[SchemaError]:
    if flag and isinstance(x, list) and not _unique(x):
        yield SchemaError(p, "uniqueItems", flag, x, s)


def _all_of(
    v: Validator, subs: Any, x: Any, s: Mapping[str, Any], p: Path, b: str
) -> Iterator[SchemaError]:
    for sub in subs:
        yield from v._descend(x, sub, p, b)


def _any_of(
    v: Validator, subs: Any, x: Any, s: Mapping[str, Any], p: Path, b: str
) -> Iterator[SchemaError]:
    if not any(v.is_valid(x, sub, b) for sub in subs):
        yield SchemaError(p, "anyOf", subs, x, s)


def _not(
    v: Validator, sub: Any, x: Any, s: Mapping[str, Any], p: Path, b: str
) -> Iterator[SchemaError]:
    if v.is_valid(x, sub, b):
        yield SchemaError(p, "not", sub, x, s)


def _if(
    v: Validator, condition: Any, x: Any, s: Mapping[str, Any], p: Path, b: str
) -> Iterator[SchemaError]:
    if v.is_valid(x, condition, b):
        if "then" in s:
            yield from v._descend(x, s["then"], p, b)
    elif "else" in s:
        yield from v._descend(x, s["else"], p, b)


def _property_names(
    v: Validator, sub: Any, x: Any, s: Mapping[str, Any], p: Path, b: str
) -> Iterator[SchemaError]:
    if isinstance(x, dict):
        for name in x:
            yield from v._descend(name, sub, p, b)  # the object's path, as jsonschema's


_CHECKS: dict[str, Check] = {
    "type": _type,
    "enum": _enum,
    "const": _const,
    "$ref": _ref,
    "properties": _properties,
    "required": _required,
    "additionalProperties": _additional_properties,
    "items": _items,
    "minimum": _bound("minimum", lambda x, m: x < m, _is_number),
    "maximum": _bound("maximum", lambda x, m: x > m, _is_number),
    "exclusiveMinimum": _bound("exclusiveMinimum", lambda x, m: x <= m, _is_number),
    "minLength": _bound("minLength", lambda x, n: len(x) < n, _is_str),
    "maxLength": _bound("maxLength", lambda x, n: len(x) > n, _is_str),
    "minItems": _bound("minItems", lambda x, n: len(x) < n, _is_list),
    "maxItems": _bound("maxItems", lambda x, n: len(x) > n, _is_list),
    "minProperties": _bound("minProperties", lambda x, n: len(x) < n, _is_dict),
    "maxProperties": _bound("maxProperties", lambda x, n: len(x) > n, _is_dict),
    "pattern": _pattern,
    "uniqueItems": _unique_items,
    "allOf": _all_of,
    "anyOf": _any_of,
    "not": _not,
    "if": _if,
    "propertyNames": _property_names,
}
# Read by the keyword that holds them ("if"), checked nowhere else.
PARTNERS = frozenset({"then", "else"})
KEYWORDS = frozenset(_CHECKS) | PARTNERS | ANNOTATIONS

# Where a keyword's value holds schemas: one, a list of them, or a name -> schema map.
_ONE = ("items", "additionalProperties", "propertyNames", "not", "if", "then", "else")
_LIST = ("allOf", "anyOf")
_MAP = ("properties", "$defs")


def unknown_keywords(schema: Any, where: str = "") -> list[tuple[str, str]]:
    """Every keyword in ``schema`` (and its subschemas) this module has no check or
    meaning for: (its JSON pointer, the keyword). A schema using one would be
    checked wrongly, so :class:`Validator` refuses it (and the tests the shipped ones)."""
    if isinstance(schema, bool):
        return []
    if not isinstance(schema, Mapping):
        return [(where, f"a schema that is {type(schema).__name__}")]
    found = [(where, k) for k in schema if k not in KEYWORDS]
    for keyword in _ONE:
        if isinstance(schema.get(keyword), Mapping):
            found += unknown_keywords(schema[keyword], f"{where}/{keyword}")
    for keyword in _LIST:
        for i, sub in enumerate(schema.get(keyword, ())):
            found += unknown_keywords(sub, f"{where}/{keyword}/{i}")
    for keyword in _MAP:
        for name, sub in schema.get(keyword, {}).items():
            found += unknown_keywords(sub, f"{where}/{keyword}/{name}")
    return found
