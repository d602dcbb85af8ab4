"""The machine the app runs on: files written whole, the files a person gives the app and
the JSON files written for them, the log file, the desktop entry and where the shipped
data lives (standard library only)."""
