"""The machine the app runs on: files written whole, the log file, the desktop
entry and where the shipped data lives (standard library only)."""
