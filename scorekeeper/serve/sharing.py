"""Which tables an evening shares, and how a link is captioned: the same for
``scorekeeper serve`` and the window's Club ▸ Phones… (``docs/serve.md``).

By default the sessions shared are those ``scorekeeper sessions`` lists as open
(not finished, not archived), oldest first. A link's caption (on screen, on the
printed sheet of QR codes) names its table and role: ``session 3 · follow``.
"""

from __future__ import annotations

from collections.abc import Iterable

from scorekeeper.serve.capability import Keyring, Role
from scorekeeper.session.store import SessionStore
from scorekeeper.words.text import Msg

ROLE_WORDS = {
    Role.FOLLOW: Msg("follow"),
    Role.SCORE: Msg("score"),
    Role.ORGANISER: Msg("organiser"),
}


def open_tables(store: SessionStore) -> list[int]:
    """The open sessions (not finished, not archived), oldest first."""
    return [i.id for i in reversed(store.list_sessions()) if not i.finished and not i.archived]


def share(keyring: Keyring, tables: Iterable[int]) -> None:
    """The follow and score links of each of ``tables`` (made once; again: the same)."""
    for table in tables:
        keyring.share(table)


def link_caption(role: Role, table: int | None) -> Msg:
    """``session 3 · follow``; ``organiser`` for the organiser's link."""
    if table is None:
        return ROLE_WORDS[role]
    return Msg("session {n} · {role}", n=table, role=ROLE_WORDS[role])


def captioned_links(
    links: Iterable[tuple[Role, int | None, str]], language: str
) -> list[tuple[str, str]]:
    """Each link (role, table, URL) as (its caption in ``language``, URL): the QR
    sheet's entries, for the window's Print QR codes… and ``serve --qr-sheet``."""
    return [(link_caption(role, table).render(language), url) for role, table, url in links]
