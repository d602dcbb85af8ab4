"""The core's refusals reach a Japanese window in Japanese: a record that cannot be
right (its field and reason) and a change another window overtook. They used to be
shown with ``str(err)``, which is always English."""

from __future__ import annotations

from scorekeeper.errors import Code, RecordError
from scorekeeper.session.store import StaleChangeError, StorageError
from scorekeeper.words.text import Msg
from scorekeeper_ui.widgets.i18n import Translations, describe


def test_refusals_are_described_in_the_windows_language(qapp):
    record = RecordError(
        "deals[2].bid",
        Msg("{value} is not between {lo} and {hi}", value=101, lo=1, hi=100),
        Code.OUT_OF_RANGE,
    )
    stale = StaleChangeError(Msg("deal {n} was changed by another writer", n=3))
    where = "postgresql+psycopg://club@db.example/club"
    server = StorageError(
        Msg(
            "{where}: the database server has no database {database}; create it first",
            where=where,
            database="club",
        )
    )
    plain = StorageError(f"{where}: no session with id 7")  # English words only
    translations = Translations()
    translations.install(qapp, "ja")
    try:
        assert describe(record) == "deals[2].bid: 101 は 1〜100 の範囲外です"
        assert describe(stale) == "ディール 3 は別のウィンドウで変更されました"
        assert describe(server) == (
            f"{where}: データベースサーバーにデータベース club がありません。先に作成してください"
        )
        assert describe(plain) == f"{where}: no session with id 7"
        assert describe(OSError("disk full")) == "disk full"
    finally:
        translations.install(qapp, "en")
    assert describe(stale) == "deal 3 was changed by another writer"
