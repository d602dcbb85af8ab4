"""Hostile names print literally and make reportlab read no file (issue 5, point 3)."""

from __future__ import annotations

import builtins

import pytest
from conftest import pdf_bytes, pdf_text, session, ulti_parti

HOSTILE = ["<b>", "a<b", "Tom & Jerry", '<img src="/etc/passwd"/>']


@pytest.fixture
def no_images_no_passwd(monkeypatch):
    """Any attempt to read /etc/passwd or to load an image fails the test."""
    real_open = builtins.open

    def guarded_open(file, *args, **kwargs):
        assert "passwd" not in str(file), f"tried to open {file}"
        return real_open(file, *args, **kwargs)

    def no_image(*args, **kwargs):
        raise AssertionError("an image was loaded")

    monkeypatch.setattr(builtins, "open", guarded_open)
    monkeypatch.setattr("reportlab.lib.utils.ImageReader.__init__", no_image)
    monkeypatch.setattr("reportlab.platypus.flowables.Image.__init__", no_image)


@pytest.fixture
def hostile_text(no_images_no_passwd) -> str:
    deals = [ulti_parti(HOSTILE[0], 60, 6, HOSTILE[0]), ulti_parti("a<b", 30, 3, "Tom & Jerry")]
    extra = {"place": "<i>Pub</i> & <br/>", "note": '<img src="/etc/passwd"/>'}
    return pdf_text(pdf_bytes(session("ulti", HOSTILE, deals, **extra)))


@pytest.mark.parametrize("name", HOSTILE, ids=["bold-tag", "lone-lt", "ampersand", "img-tag"])
def test_hostile_name_prints_literally(hostile_text, name):
    assert name in hostile_text


def test_hostile_place_and_note_print_literally(hostile_text):
    assert "<i>Pub</i> & <br/>" in hostile_text
    assert hostile_text.count('<img src="/etc/passwd"/>') >= 2  # as a player and as the note


def test_nothing_of_passwd_is_printed(hostile_text):
    assert "root:" not in hostile_text
