"""The freedesktop desktop entry and AppStream metainfo (scorekeeper --install-desktop)."""
