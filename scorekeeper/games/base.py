"""What every game module shares: the table a deal is played at, the outcome of
settling it, house-rule options, and a small reader that validates JSON fields
and names the field when something is wrong.

Every game module exposes the same surface, collected in a :class:`GameSpec`:
``parse`` (JSON -> frozen record, validating everything), ``settle`` (record ->
:class:`Outcome`) and ``to_json`` (record -> the JSON of ``docs/deal-format.md``),
with the declarations the session, the sheet, the league and the window read
(options with their words, presets, partnerships, a multiplier round, the league's
facts; ``docs/design.md`` "Adding a game").
Standard library only; whole numbers only.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache

from scorekeeper.errors import Code, RecordError
from scorekeeper.games.table import Table as Table  # re-exported: every game reads at a Table
from scorekeeper.jsonio import NAME_LENGTH, brief, check_text
from scorekeeper.values import Generic, TypeVar, field, frozen
from scorekeeper.words import figures, glossary
from scorekeeper.words.terminal import unsafe
from scorekeeper.words.text import Join, Msg, Param, Text, render_all

TYPE_CHECKING = False
if TYPE_CHECKING:
    from decimal import Decimal
    from typing import Any

    from scorekeeper.games.entry import Entry
    from scorekeeper.games.facts import GameFacts

R = TypeVar("R")

_MISSING: Any = object()


@frozen
class Option:
    """A house rule a session can switch, with its declared type and range: a choice
    among ``choices``, or (``choices`` None) a whole number from ``lo`` to ``hi``.

    Its words for people, literal ``Msg`` templates in the game's package, rendered
    in the reader's language by the window's new-session form, the sheet, the PDF's
    rules table and ``show``: ``title`` names it (an option without one is named by
    its key), ``help`` explains it in one line, ``words`` names the values whose
    plain id would not say what they mean (:meth:`word`). Game terms keep their own
    names (läpäri, Valat, Schwarzer) in every language.

    The declaration is checked when it is made (a range or choices, the default
    and every worded value within them), and every value a session or a deal gives
    is checked against it by :func:`resolve_rules`, so a game never sees a rule out
    of its range."""

    key: str
    default: Any
    choices: tuple[Any, ...] | None
    help: Msg
    lo: int | None = field(default=None, kw_only=True)
    hi: int | None = field(default=None, kw_only=True)
    title: Text = field(default="", kw_only=True)
    words: Mapping[Any, Msg] = field(default_factory=dict, kw_only=True)

    def __post_init__(self) -> None:
        is_range = self.lo is not None and self.hi is not None
        if (self.choices is None) != is_range or (self.choices and self.lo is not None):
            raise ValueError(f"option {self.key}: declare either choices or lo and hi")
        for value, what in ((self.default, "default"), *((v, "word for") for v in self.words)):
            try:
                self.check(value, self.key)
            except RecordError as err:
                raise ValueError(f"option {self.key}: {what} {err.reason}") from None
        if not self.title:  # ``min_bid`` -> "Min bid"
            object.__setattr__(self, "title", self.key.replace("_", " ").capitalize())

    def word(self, value: Any) -> Text:
        """A value as a player reads it: the option's word for it, yes or no, or the
        number (−500 as every other number the app prints)."""
        if value in self.words:
            return self.words[value]
        if isinstance(value, bool):
            return glossary.yes_no(value)
        if isinstance(value, int):
            return figures.number(value)
        return str(value)

    def check(self, value: Any, path: str) -> Any:
        if self.choices is not None:
            return check_choice(value, path, self.choices)
        assert self.lo is not None and self.hi is not None  # __post_init__
        return check_int(value, path, self.lo, self.hi)


@frozen
class Preset:
    """A named tradition a session can start from: the house rules it sets (every
    other option keeps the seed's default, ``Option.default``). ``key`` is written
    in the session record (``"preset"``, ``docs/deal-format.md``); ``title`` is the
    name players read; ``source`` cites where the tradition's reading was verified
    (a repository path or a rule page, as in ``docs/games/<game>.md``).

    Every game has the implicit preset ``seed`` (the rules files' defaults, no
    options set); a game declares the others in ``GameSpec.presets``."""

    key: str
    title: Msg
    source: str
    rules: Mapping[str, Any]


SEED_PRESET = "seed"


@frozen
class Partnership:
    """Fixed partners for a whole game at a table of ``players``: the seats
    (0-based, in the order of play) of each side."""

    players: int
    sides: tuple[tuple[int, ...], ...]

    def __post_init__(self) -> None:
        seats = sorted(seat for side in self.sides for seat in side)
        if seats != list(range(self.players)):
            raise ValueError(f"partnership for {self.players}: every seat once, {self.sides}")


@frozen
class MultiplierRound:
    """A deal whose outcome ``starts_double_round`` makes the next ``deals``
    *scored* deals count ``factor`` times (thrown-in deals do not count; a new
    start restarts the count; rounds do not stack). ``deals_option``: the house
    rule that sets ``deals`` instead, when the game has one.

    Its words, in the game's own terms (Zwanzigerrufen's Mondfang), are not part of
    what a round is (two rounds alike but for them are equal): ``note``, the mark
    of the deal that starts one, for the round's length (the sheet's notes);
    ``legend``, what a doubled deal's row means, with the glossary's ``double
    round`` as ``{double_round}`` (the printed sheet, under its grid)."""

    deals: int
    factor: int
    deals_option: str | None = None
    note: Callable[[int], Text] | None = field(default=None, compare=False)
    legend: Msg | None = field(default=None, compare=False)

    def length(self, rules: Mapping[str, Any]) -> int:
        """How many scored deals a round lasts under ``rules`` (the rules in force at
        the deal that starts it)."""
        if self.deals_option is None:
            return self.deals
        deals: int = rules.get(self.deals_option, self.deals)
        return deals


def _json_literal(value: Any) -> str:
    """``value`` as it reads in JSON, cut short (:func:`~scorekeeper.jsonio.brief`);
    a text's control and invisible characters escaped, so a reason is one line."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        text = value if len(value) <= 40 else value[:39] + "…"
        return '"' + "".join(_escaped(c) for c in text) + '"'
    return brief(value)


def _escaped(char: str) -> str:
    return char if char.isprintable() and char not in '"\\' else json.dumps(char)[1:-1]


def resolve_rules(options: Sequence[Option], raw: Any, path: str = "rules") -> dict[str, Any]:
    """The options in force: the defaults overridden by ``raw`` (validated)."""
    if raw is None:
        raw = {}
    if not isinstance(raw, Mapping):
        raise RecordError(path, Msg("must be an object of house-rule options"), Code.NOT_OBJECT)
    known = {o.key: o for o in options}
    rules = {o.key: o.default for o in options}
    for key, value in raw.items():
        if key == "":
            raise _empty_key(path)
        if key not in known:
            if known:
                reason = Msg("unknown house rule (this game has: {names})", names=", ".join(known))
            else:
                reason = Msg("unknown house rule (this game has: none)")
            raise RecordError(f"{path}.{key}", reason, Code.UNKNOWN_FIELD)
        rules[key] = known[key].check(value, f"{path}.{key}")
    return rules


@frozen
class Context:
    """What the session knows before a deal: running scores of the current game
    and whether a double round is in force (Zwanzigerrufen)."""

    scores: Mapping[str, int] = field(default_factory=dict)
    double_round: bool = False


@frozen
class Summary:
    """The short score-sheet cells of a deal."""

    declarer: str | None
    contract: Text
    result: Text


def deferred_summary(declarer: str | None, texts: Callable[[], tuple[Text, Text]]) -> Summary:
    """A :class:`Summary` whose contract and result are worked out by ``texts`` (a pure
    function) when first read: ``scorekeeper settle`` prints no summary, so settling
    a long session for it never words one. Equal to another deferred summary with the
    same texts."""
    return _DeferredSummary(declarer, texts)


class _DeferredSummary(Summary):
    def __init__(self, declarer: str | None, texts: Callable[[], tuple[Text, Text]]) -> None:
        self.__dict__.update(declarer=declarer, _texts=texts)

    def __getattr__(self, name: str) -> Text:  # only for what is not set yet
        if name not in ("contract", "result"):
            raise AttributeError(name)
        # Pure: two threads reading at once each word the same texts.
        texts: Callable[[], tuple[Text, Text]] = self.__dict__["_texts"]
        contract, result = texts()
        self.__dict__.update(contract=contract, result=result)
        return contract if name == "contract" else result


@frozen
class Outcome:
    """A settled deal: every player's delta (0 for one sitting out) and the
    breakdown in words, one line per component or bonus."""

    deltas: Mapping[str, int]
    lines: tuple[Msg, ...]
    summary: Summary
    warnings: tuple[Msg, ...] = ()
    # Session signals (Zwanzigerrufen): a Mondfang starts a double round;
    # a Zusammenwerfen is dealt again by the same dealer.
    starts_double_round: bool = False
    same_dealer_again: bool = False
    doubled: bool = False
    thrown_in: bool = False  # recorded but not played: not a "scored deal"


@frozen
class DefaultStake:
    """The stake the new-session form offers for a game (``docs/ui.md``, "New
    session"): ``amount`` in the major unit of ``currency`` as the form shows it,
    per point or per lost game (``mode``, ``scorekeeper.settlement.MODES``).

    Only an offer: a stored session keeps the stake it was made with, and a record
    without a stake still settles in chips, one per point (``scorekeeper settle``
    prints what it always did). The rules files name no stake, so each game's is
    chosen so that an ordinary evening settles in a few euros, not hundreds; the
    reason is given where the game declares it."""

    amount: str
    mode: str = "per-point"
    currency: str = "EUR"

    def in_currency(self, currency: str) -> str | None:
        """The amount offered in ``currency``: worth about as much at a card table
        (:data:`TABLE_RATES`), rounded to 1, 2 or 5 times a power of ten (0.10 EUR
        a point of Ulti is 50 HUF, 20 JPY, 1 chip); ``None`` for a currency the
        table does not know (the amount typed stays)."""
        rate, base = TABLE_RATES.get(currency.upper()), TABLE_RATES.get(self.currency.upper())
        if rate is None or base is None:
            return None
        if rate == base:
            return self.amount
        from decimal import Decimal  # here: settling a deal needs no decimals

        return _round_number(Decimal(self.amount) * rate / base)


TABLE_RATES: dict[str, int] = {
    "EUR": 1,
    "USD": 1,
    "GBP": 1,
    "CHF": 1,
    "HUF": 400,
    "JPY": 160,
    "CHIPS": 10,
}
"""What a euro's stake is in each currency the new-session form lists: round
figures a table would play for, not exchange rates (a stake is agreed, not
converted)."""

HOME_CURRENCY: Mapping[str, str] = {"ja": "JPY", "hu": "HUF"}
"""The currency a new session offers in each language of the window; any other: EUR."""


def _round_number(value: Decimal) -> str:
    """``value`` as the nearest of 1, 2, 5 × 10^k (40 → 50, 16 → 20, 0.4 → 0.5)."""
    from decimal import Decimal

    power = Decimal(10) ** value.adjusted()
    steps = (Decimal(1), Decimal(2), Decimal(5), Decimal(10))
    step = min(steps, key=lambda s: abs(value / power - s))
    return format((step * power).normalize(), "f")


@frozen
class GameSpec(Generic[R]):
    """A game as the session, the CLI and the UI see it."""

    id: str
    title: str
    player_counts: tuple[int, ...]
    options: tuple[Option, ...]
    parse: Callable[[Mapping[str, Any], Table], R]
    settle: Callable[[R, Table, Context], Outcome]
    to_json: Callable[[R], dict[str, Any]]
    zero_sum: bool
    target: int | None = None  # race games: first to this many points

    # Declared facts the session reads (never decided by game id):
    partnerships: tuple[Partnership, ...] = ()  # fixed partners, by number of players
    multiplier_round: MultiplierRound | None = None  # e.g. Zwanzigerrufen's double round
    # The fields of a deal record the game reads beyond COMMON_KEYS: its ``parse``
    # refuses any other (``Reader.only``), and the session record's JSON Schema lists
    # them (``scorekeeper.session.schema``).
    record_fields: frozenset[str] = frozenset()
    # The fields of a deal record that name a player, beyond COMMON_NAME_FIELDS
    # (paths of ``scorekeeper.session.rename``: ``a.b``, ``a[]`` each element, ``*`` each
    # value of an object, ``{}`` the keys of an object); a rename rewrites them.
    name_fields: tuple[str, ...] = ()
    # What the new-session form offers (never read from a stored session).
    default_stake: DefaultStake = DefaultStake("0.10")
    # Named traditions a session can start from, besides the seed's rules
    # (``Preset``; ``scorekeeper.session.presets`` reads them).
    presets: tuple[Preset, ...] = ()
    # What a league counts of a deal: the game's contract keys with their words, and
    # who declared, made and doubled what (``scorekeeper.games.facts``; read by
    # ``scorekeeper.league.facts``), given by ``facts_from``. None: the game's deals
    # add no such facts.
    facts_from: Callable[[], GameFacts[R]] | None = None
    # Its deal form, declared once: the fields, their kinds, words, choices, order,
    # defaults and when each applies (``scorekeeper.games.entry``), read by the
    # window's deal form and the phones' score page, given by ``entry_from``. None:
    # not described yet. Both are loaded when first asked for: settling a deal
    # (``scorekeeper settle``) needs neither.
    entry_from: Callable[[], Entry] | None = None

    @property
    def facts(self) -> GameFacts[R] | None:
        return None if self.facts_from is None else self.facts_from()

    @property
    def entry(self) -> Entry | None:
        return None if self.entry_from is None else self.entry_from()

    def option(self, key: str) -> Option:
        """The option ``key`` (a ``KeyError`` for a key the game does not have)."""
        for option in self.options:
            if option.key == key:
                return option
        raise KeyError(key)

    def teams(self, players: Sequence[str]) -> tuple[tuple[str, ...], ...]:
        """The sides of a whole game (:func:`seated_sides`)."""
        return seated_sides(self.partnerships, players)


def outcome_json(outcome: Outcome, warnings: Sequence[Text] | None = None) -> dict[str, Any]:
    """The ``scorekeeper settle`` output for one deal: deltas and the breakdown, in
    English (the JSON's language). A session's deals add where they stand
    (``scorekeeper.session.replay``)."""
    out: dict[str, Any] = {"deltas": dict(outcome.deltas), "lines": list(render_all(outcome.lines))}
    shown = outcome.warnings if warnings is None else warnings
    if shown:
        out["warnings"] = list(render_all(shown))
    return out


def seated_sides(
    partnerships: Sequence[Partnership], players: Sequence[str]
) -> tuple[tuple[str, ...], ...]:
    """The declared partnership for this many players, everyone alone otherwise."""
    return _seated_sides(tuple(partnerships), tuple(players))


@lru_cache(maxsize=64)  # asked for again and again: by every deal, several times
def _seated_sides(
    partnerships: tuple[Partnership, ...], players: tuple[str, ...]
) -> tuple[tuple[str, ...], ...]:
    for partnership in partnerships:
        if partnership.players == len(players):
            return tuple(tuple(players[seat] for seat in side) for side in partnership.sides)
    return tuple((p,) for p in players)


def thrown_in_outcome(table: Table, reason: Msg) -> Outcome:
    """A deal recorded but not played: everyone scores 0."""
    zeros = {p: 0 for p in table.players}
    line = Msg("Thrown in ({reason}): no score.", reason=reason)
    return Outcome(zeros, (line,), Summary(None, glossary.THROWN_IN, reason), thrown_in=True)


class Reader:
    """Validating access to one JSON object; errors carry the dotted field path."""

    def __init__(self, data: Any, path: str = "") -> None:
        if type(data) is not dict and not isinstance(data, Mapping):  # dict: no ABC check
            raise RecordError(path or "record", Msg("must be a JSON object"), Code.NOT_OBJECT)
        self.data: Mapping[str, Any] = data
        self.path = path

    def at(self, key: str | int) -> str:
        if isinstance(key, int):
            return f"{self.path}[{key}]"
        return f"{self.path}.{key}" if self.path else key

    def has(self, key: str) -> bool:
        return key in self.data and self.data[key] is not None

    def raw(self, key: str, default: Any = _MISSING) -> Any:
        if key in self.data:
            return self.data[key]
        if default is _MISSING:
            raise RecordError(self.at(key), Msg("is missing"), Code.MISSING)
        return default

    def only(self, allowed: Iterable[str]) -> None:
        """Refuse any field not in ``allowed`` (a misspelt ``kontar`` must not be
        scored as if it were absent), naming the first one."""
        reject_unknown(self.data, allowed, self.path)

    def sub(self, key: str) -> Reader:
        return Reader(self.raw(key), self.at(key))

    def boolean(self, key: str, default: Any = _MISSING) -> bool:
        value = self.raw(key, default)
        if not isinstance(value, bool):
            reason = Msg("{value} is not true or false", value=_json_literal(value))
            raise RecordError(self.at(key), reason, Code.NOT_BOOLEAN)
        return value

    # integer, choice and player accept a valid value before they build its path,
    # which only an error needs (the replay reads every field of every deal).

    def integer(self, key: str, lo: int, hi: int, *, step: int = 1, default: Any = _MISSING) -> int:
        value = self.raw(key, default)
        if type(value) is int and lo <= value <= hi and not (value - lo) % step:
            return value
        return check_int(value, self.at(key), lo, hi, step=step)

    def choice(self, key: str, choices: Sequence[Any], default: Any = _MISSING) -> Any:
        value = self.raw(key, default)
        for choice in choices:
            if value == choice and type(value) is type(choice):
                return value
        raise not_one_of(value, choices, self.at(key))

    def player(self, key: str, players: Sequence[str], default: Any = _MISSING) -> Any:
        value = self.raw(key, default)
        if value is None and default is None:
            return None
        if type(value) is str and value in players:
            return value  # a name at the table is already clean
        return check_player(value, self.at(key), players)

    def array(self, key: str, default: Any = _MISSING) -> list[Any]:
        value = self.raw(key, default)
        if not isinstance(value, list):
            raise RecordError(self.at(key), Msg("must be a JSON array"), Code.NOT_ARRAY)
        return value


def reject_unknown(data: Mapping[str, Any], allowed: Iterable[str], path: str = "") -> None:
    """The one check for unknown fields, in every game and at every depth of a record."""
    known = allowed if isinstance(allowed, frozenset) else tuple(allowed)
    for key in data:
        if key not in known:
            if key == "":
                raise _empty_key(path)
            field = f"{path}.{key}" if path else str(key)
            reason = Msg("unknown field; allowed here: {keys}", keys=", ".join(sorted(known)))
            raise RecordError(field, reason, Code.UNKNOWN_FIELD)


def _empty_key(path: str) -> RecordError:
    """An empty key in the object at ``path`` (``""``: the record's own; the
    replay names it ``deals[i]``, ``settle`` ``record``)."""
    return RecordError(path, Msg("an empty field name"), Code.UNKNOWN_FIELD)


def check_int(value: Any, path: str, lo: int, hi: int, *, step: int = 1) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        reason = Msg("{value} is not a whole number", value=_json_literal(value))
        raise RecordError(path, reason, Code.NOT_INTEGER)
    if not lo <= value <= hi or (value - lo) % step:
        if step == 1:
            reason = Msg("{value} is not between {lo} and {hi}", value=value, lo=lo, hi=hi)
        else:
            reason = Msg(
                "{value} is not a multiple of {step} between {lo} and {hi}",
                value=value,
                step=step,
                lo=lo,
                hi=hi,
            )
        raise RecordError(path, reason, Code.OUT_OF_RANGE)
    return value


def check_choice(value: Any, path: str, choices: Sequence[Any]) -> Any:
    for choice in choices:
        if value == choice and type(value) is type(choice):
            return value
    raise not_one_of(value, choices, path)


def not_one_of(value: Any, choices: Sequence[Any], path: str) -> RecordError:
    """The error for a value that is none of ``choices`` (JSON literals in the reason)."""
    allowed = ", ".join(_json_literal(c) for c in choices)
    reason = Msg("{value} is not one of {allowed}", value=_json_literal(value), allowed=allowed)
    return RecordError(path, reason, Code.NOT_CHOICE)


def check_player(value: Any, path: str, players: Sequence[str]) -> str:
    """The name of a player at the table, as :func:`clean_name` writes it (so a name
    typed in NFD, or with a stray control character, finds its player)."""
    if type(value) is str and value in players:
        return value  # the players' names are clean: so is this one
    name = clean_name(value) if isinstance(value, str) else None
    if name is None or name not in players:
        reason = Msg("{value} is not a player at this table", value=_json_literal(value))
        raise RecordError(path, reason, Code.NOT_PLAYER)
    return name


COMMON_KEYS = frozenset({"game", "players", "dealer", "rules", "thrown_in", "bids", "id"})
"""The fields every game's deal record may have (``docs/deal-format.md`` "Common fields";
``id``, the deal's identity, is checked by ``scorekeeper.identity``)."""

COMMON_NAME_FIELDS = ("players[]", "dealer", "bids[].player")
"""The common fields that name a player (:attr:`GameSpec.name_fields` adds each game's)."""


def clean_name(name: str) -> str:
    """A player's name as it is kept everywhere (database, sheet, window): Unicode
    NFC (``Zoë`` typed with a combining diaeresis is the same player), without the
    characters a terminal would act on (:func:`scorekeeper.words.terminal.unsafe`: controls,
    bidirectional marks and overrides, which would also make two names that look the
    same differ), without surrounding spaces."""
    printable = name.isprintable()  # then it has no unsafe character (words.terminal.unsafe)
    if printable and name.isascii():  # and it is NFC already (most names)
        return name.strip()
    import unicodedata

    return unicodedata.normalize("NFC", name if printable else unsafe().sub("", name)).strip()


def check_names(players: Sequence[Any], path: str = "players") -> tuple[str, ...]:
    """The players of a table, cleaned (:func:`clean_name`): each a name of 1 to
    ``NAME_LENGTH`` characters, each once."""
    names = []
    for i, name in enumerate(players):
        if isinstance(name, str):
            check_text(name, f"{path}[{i}]")  # cleaning would drop a lone surrogate
        cleaned = clean_name(name) if isinstance(name, str) else ""
        if not cleaned:
            raise RecordError(f"{path}[{i}]", Msg("must be a non-empty name"), Code.NOT_NAME)
        if len(cleaned) > NAME_LENGTH:
            reason = Msg(
                "{length} characters; a name has at most {limit}",
                length=len(cleaned),
                limit=NAME_LENGTH,
            )
            raise RecordError(f"{path}[{i}]", reason, Code.LIMIT)
        names.append(cleaned)
    if len(set(names)) != len(names):
        raise RecordError(path, Msg("the same name appears twice"), Code.DUPLICATE)
    return tuple(names)


def check_players(
    players: Any, player_counts: Sequence[int], path: str = "players"
) -> tuple[str, ...]:
    """The players of a table, in a deal or a session record: a list of as many
    names as the game is for, each a name once cleaned and each once (the cleaned
    names are returned: :func:`check_names`)."""
    if not isinstance(players, list):
        raise RecordError(path, Msg("must be a JSON array"), Code.NOT_ARRAY)
    if len(players) not in player_counts:
        counts = Join((str(n) for n in player_counts), ", ")
        reason = Msg(
            "{count} players; this game is for {counts}", count=len(players), counts=counts
        )
        raise RecordError(path, reason, Code.OUT_OF_RANGE)
    return check_names(players, path)


def pass_or_bid(r: Reader, key: str, lo: int, hi: int, *, step: int = 1) -> int | None:
    """An auction call: the word ``"pass"`` (None) or a bid from ``lo`` to ``hi``."""
    value = r.raw(key)
    if value == "pass":
        return None
    if isinstance(value, str):
        reason = Msg('"{bid}" is not "pass" or a number', bid=_json_literal(value)[1:-1])
        raise RecordError(r.at(key), reason, Code.NOT_CHOICE)
    return check_int(value, r.at(key), lo, hi, step=step)


def read_table(
    raw: Mapping[str, Any], options: Sequence[Option], player_counts: Sequence[int]
) -> Table:
    """The common fields of a deal record: ``players``, ``dealer``, ``rules``."""
    r = Reader(raw)
    names = check_players(r.raw("players"), player_counts)
    dealer = r.player("dealer", names)
    return Table(names, dealer, resolve_rules(options, raw.get("rules")))


def multiplier_text(level: int, names: Sequence[Param]) -> Msg | None:
    """``Kontra ×2`` style label for a doubling level (0 = none)."""
    if level == 0:
        return None
    return Msg("{name} ×{factor}", name=names[level - 1], factor=2**level)


# A delta in a breakdown line: ``+4``, ``0``, ``−2``, written as the sheet writes it
# (the one formatter, :func:`scorekeeper.words.figures.signed`).
signed = figures.signed
