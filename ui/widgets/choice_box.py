"""Type-to-select for every choice box of the window, in English and in Japanese.

Qt's own keyboard search of a closed ``QComboBox`` compares the typed letters with
the start of the items' texts. A Japanese item (ハート, どんぐり, シャッフル) cannot
be reached that way: a combo box takes no input method, so the keys arrive as the
Latin letters the player typed. :class:`SearchComboBox` searches the same way Qt
does (the letters typed within ``QApplication.keyboardInputInterval`` add up; the
same letter again moves on to the next item that starts with it), but an item
also matches when the letters spell the start of its kana in romaji: ``ha`` or
``haato`` selects ハート, ``do`` どんぐり. The romaji are derived from the
displayed kana by the table below (Hepburn, with the spellings a Japanese
keyboard's input method also accepts: ``si``, ``tu``, ``hu``…), never listed
per item. Kana typed as such (a kana keyboard, or text an input method commits)
match too, hiragana and katakana alike. A kanji word has no reading of its own:
the readings of those the window's items use are listed once, in
``resources/i18n/readings_ja.json`` (鈴 すず, so ``su`` selects 鈴), and an item
matches by its reading as well as by its own characters. Items in other scripts
(player names, Roman numerals) match their own letters, without regard to case.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from scorekeeper.host.shipped import RESOURCES

if TYPE_CHECKING:
    from PySide6.QtGui import QInputMethodEvent

# The gojūon rows of hiragana, the Hepburn consonant of each row before its vowels.
_ROWS = {
    "": "あいうえお",
    "k": "かきくけこ",
    "g": "がぎぐげご",
    "s": "さしすせそ",
    "z": "ざじずぜぞ",
    "t": "たちつてと",
    "d": "だぢづでど",
    "n": "なにぬねの",
    "h": "はひふへほ",
    "b": "ばびぶべぼ",
    "p": "ぱぴぷぺぽ",
    "m": "まみむめも",
    "r": "らりるれろ",
}
# Hepburn first; then what an input method also takes for the same kana.
_OTHERS: dict[str, tuple[str, ...]] = {
    "し": ("shi", "si"),
    "ち": ("chi", "ti"),
    "つ": ("tsu", "tu"),
    "ふ": ("fu", "hu"),
    "じ": ("ji", "zi"),
    "ぢ": ("ji", "di"),
    "づ": ("zu", "du"),
    "や": ("ya",),
    "ゆ": ("yu",),
    "よ": ("yo",),
    "わ": ("wa",),
    "を": ("o", "wo"),
    "ん": ("n", "nn"),
    "ゔ": ("vu",),
    "ぁ": ("xa", "la"),
    "ぃ": ("xi", "li"),
    "ぅ": ("xu", "lu"),
    "ぇ": ("xe", "le"),
    "ぉ": ("xo", "lo"),
    "ゃ": ("xya", "lya"),
    "ゅ": ("xyu", "lyu"),
    "ょ": ("xyo", "lyo"),
    "っ": ("xtu", "ltu"),
}
KANA: dict[str, tuple[str, ...]] = {
    kana: (consonant + vowel,)
    for consonant, row in _ROWS.items()
    for kana, vowel in zip(row, "aiueo", strict=True)
} | _OTHERS
_SMALL_Y = {"ゃ": "a", "ゅ": "u", "ょ": "o"}  # きゃ kya, しゃ sha
_SMALL_VOWEL = {"ぁ": "a", "ぃ": "i", "ぅ": "u", "ぇ": "e", "ぉ": "o"}  # ファ fa, ティ ti
_KATAKANA_OFFSET = ord("ア") - ord("あ")


def _hiragana(text: str) -> str:
    """``text`` in one form: NFKC (half-width kana, full-width Latin), lower case,
    katakana as hiragana (the long-vowel mark ー stays)."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return "".join(chr(ord(c) - _KATAKANA_OFFSET) if "ァ" <= c <= "ヴ" else c for c in text)


def _pair(first: str, small: str) -> tuple[str, ...]:
    """The spellings of a kana with a small ゃゅょ or ぁぃぅぇぉ after it (きゃ kya,
    しゃ sha, ファ fa, ティ ti, ウィ wi); none when the two are typed one by one."""
    if first not in KANA or first in "ぁぃぅぇぉゃゅょっんやゆよわを":
        return ()
    out = []
    hepburn = KANA[first][:1] if small in _SMALL_VOWEL else KANA[first]  # フ+ァ: fa, not ha
    for spelling in hepburn:
        stem = "w" if first == "う" else spelling[:-1]
        if small in _SMALL_Y and spelling.endswith("i"):
            joint = "" if spelling in ("shi", "chi", "ji") else "y"
            out.append(stem + joint + _SMALL_Y[small])
        elif small in _SMALL_VOWEL and stem:
            out.append(stem + _SMALL_VOWEL[small])
    return tuple(out)


def _doubled(spellings: Sequence[str]) -> tuple[str, ...]:
    """っ before a kana doubles its consonant (がっこ gakko; っち cchi or tchi)."""
    out = [s[0] + s for s in spellings if s and s[0] not in "aiueon"]
    out += ["t" + s for s in spellings if s.startswith("ch")]
    return tuple(out)


def spellings(label: str) -> list[tuple[str, ...]]:
    """``label`` as a list of units, each with the ways to type it: a kana's romaji
    and the kana itself; any other character, itself (lower case)."""
    text = _hiragana(label)
    units: list[tuple[str, ...]] = []
    i = 0
    while i < len(text):
        c, nxt = text[i], text[i + 1 : i + 2]
        pair = _pair(c, nxt) if nxt in _SMALL_Y or nxt in _SMALL_VOWEL else ()
        if pair:
            units.append((*pair, c + nxt))
            i += 2
        elif c == "っ" and nxt in KANA and _doubled(KANA[nxt]):
            units.append((*_doubled(KANA[nxt]), c + nxt))
            i += 2
        elif c == "ー" and units:
            # A long vowel: typed as its vowel again (ハート haato) or not at all.
            vowel = next((s[-1] for s in units[-1] if s[-1:] in tuple("aiueo")), "")
            units.append((vowel, "", c) if vowel else ("", c))
            i += 1
        else:
            units.append((*KANA.get(c, ()), c))
            i += 1
    return units


def _starts(typed: str, units: Sequence[tuple[str, ...]]) -> bool:
    if not typed:
        return True
    if not units:
        return False
    return any(
        s.startswith(typed) or (typed.startswith(s) and _starts(typed[len(s) :], units[1:]))
        for s in units[0]
    )


READINGS_FILE = RESOURCES / "i18n" / "readings_ja.json"


@cache
def readings() -> Mapping[str, str]:
    """Kanji word → its reading in kana (``resources/i18n/readings_ja.json``)."""
    table = json.loads(READINGS_FILE.read_text(encoding="utf-8"))
    return {word: kana for word, kana in table.items() if word != "_"}


def reading(label: str) -> str:
    """``label`` with each kanji word of :func:`readings` spelt in kana."""
    for word, kana in readings().items():
        label = label.replace(word, kana)
    return label


def matches(typed: str, label: str) -> bool:
    """Whether ``typed`` is the start of ``label``: its letters (any case), its kana
    (hiragana or katakana), or the romaji of its kana, also of a kanji word's reading."""
    typed = _hiragana(typed)
    if _starts(typed, spellings(label)):
        return True
    read = reading(label)
    return read != label and _starts(typed, spellings(read))


def _typed_text(event: QKeyEvent) -> str:
    """The text a key press types, if it is one to search with (no Ctrl or Alt, not
    a space, Tab or Enter)."""
    text = event.text()
    plain = not event.modifiers() & ~(
        Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier
    )
    return text if plain and text.isprintable() and text.strip() else ""


class SearchComboBox(QComboBox):
    """A combo box that selects an item by the start of its text, its kana or their
    romaji (see the module): in the closed box, and in its open list (there the
    item is only highlighted, as Qt does, until Enter). An editable box keeps its
    line edit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._typed = ""
        self._since = QElapsedTimer()
        self.view().installEventFilter(self)  # the open list's keys come here first

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = "" if self.isEditable() else _typed_text(event)
        if text:
            self.search(text)
        else:
            super().keyPressEvent(event)

    def inputMethodEvent(self, event: QInputMethodEvent) -> None:
        if not self.isEditable() and event.commitString():
            self.search(event.commitString())
            event.accept()
            return
        super().inputMethodEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keys typed in the open list: the item found is highlighted."""
        if watched is self.view() and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            text = "" if self.isEditable() else _typed_text(event)
            if text:
                row = self._find(text, self.view().currentIndex().row())
                if row is not None:
                    found = self.model().index(row, self.modelColumn(), self.rootModelIndex())
                    self.view().setCurrentIndex(found)
                return True
        return super().eventFilter(watched, event)

    def search(self, text: str) -> None:
        """Select the item ``text`` finds (:meth:`_find`) and say so (``activated``),
        as Qt's own search of a closed box does."""
        row = self._find(text, self.currentIndex())
        if row is not None and row != self.currentIndex():
            self.setCurrentIndex(row)
            self.activated.emit(row)
            self.textActivated.emit(self.itemText(row))

    def _find(self, text: str, current: int) -> int | None:
        """Qt's keyboard search (``QAbstractItemView.keyboardSearch``), matching with
        :func:`matches`: letters typed within the keyboard interval add up; a new
        search starts after the ``current`` row; the same letter typed again moves
        on to the next item starting with it."""
        fresh = not self._since.isValid() or (
            self._since.elapsed() > QApplication.keyboardInputInterval()
        )
        self._since.start()
        self._typed = text if fresh else self._typed + text
        same_key = len(self._typed) > 1 and len(set(self._typed)) == 1
        wanted = self._typed[0] if same_key else self._typed
        start = current + 1 if fresh or same_key else max(current, 0)
        for step in range(self.count()):
            row = (start + step) % self.count()
            if matches(wanted, self.itemText(row)):
                return row
        return None
