"""The phone's language: its ``Accept-Language`` header (RFC 9110, section 12.5.4)
read into one of the languages of the catalogs (:data:`LANGUAGES`: en, ja, hu, fi,
de), the first the phone ranks highest; English when it asks for none of them.

``de-AT`` asks for German, ``*`` for any (English), ``q=0`` refuses a language.
A header that cannot be read is English, never a refusal. Standard library only.
"""

from __future__ import annotations

from scorekeeper.words.catalog import LANGUAGES

DEFAULT = "en"
MOST_RANGES = 32  # a longer header is read this far (a phone sends a few)


def phone_language(header: str | None) -> str:
    """The language to answer a request whose ``Accept-Language`` is ``header``."""
    ranked = sorted(_ranges(header or ""), key=lambda r: -r[1])  # stable: order kept at a tie
    for tag, weight in ranked:
        if weight <= 0:
            continue
        language = tag.split("-", 1)[0]
        if language in LANGUAGES:
            return language
        if language == "*":
            return DEFAULT
    return DEFAULT


def _ranges(header: str) -> list[tuple[str, float]]:
    return [_range(part) for part in header.split(",")[:MOST_RANGES] if part.strip()]


def _range(part: str) -> tuple[str, float]:
    """``de-AT;q=0.8`` -> (``de-at``, 0.8); an unreadable weight is 0 (refused)."""
    tag, _, params = part.partition(";")
    weight = 1.0
    for param in params.split(";"):
        name, _, value = param.strip().partition("=")
        if name.strip().lower() == "q":
            weight = _weight(value.strip())
    return tag.strip().lower(), weight


def _weight(text: str) -> float:
    try:
        weight = float(text)
    except ValueError:
        return 0.0
    return weight if 0.0 <= weight <= 1.0 else 0.0
