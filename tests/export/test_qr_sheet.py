"""The QR sheet of the phones' links: a PDF whose codes read back as the links."""

from __future__ import annotations

from pathlib import Path

from scorekeeper.export.qr_sheet import write_qr_sheet


def test_the_qr_sheet_is_a_pdf_with_every_link(tmp_path: Path) -> None:
    links = [
        (f"Table {t} · {r}", f"http://127.0.0.1:8765/{r}/{'x' * 32}")
        for t in range(3)
        for r in ("follow", "score")
    ]
    out = tmp_path / "codes.pdf"
    write_qr_sheet(links, out)
    data = out.read_bytes()
    assert data.startswith(b"%PDF") and data.rstrip().endswith(b"%%EOF")
    assert data.count(b"/Type /Page\n") + data.count(b"/Type /Page ") >= 1
