"""The app icon: scorekeeper.svg and the PNGs rendered from it (render.py)."""
