"""The keyring's bookkeeping of the phones (the organiser's list, next): what a
security point needs is in test_security.py."""

from __future__ import annotations

from scorekeeper.serve import Keyring, Role


def test_a_table_is_shared_once():
    keyring = Keyring()
    assert keyring.share(5) == keyring.share(5)
    assert keyring.tables() == [5]
    assert [k.grant.role for k in keyring.links()] == [Role.ORGANISER, Role.FOLLOW, Role.SCORE]


def test_listing_the_phones_does_not_count_as_seeing_them():
    now = [1000.0]
    keyring = Keyring(clock=lambda: now[0])
    follow, _ = keyring.share(5)
    phone = keyring.visit(follow, None, "192.0.2.7")
    now[0] += 60
    assert [d.last_seen for d in keyring.devices()] == [1000.0]
    keyring.device(phone.secret)
    assert [d.last_seen for d in keyring.devices()] == [1060.0]
