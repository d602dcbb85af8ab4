"""The sessions before one is opened: the welcome screen, the list, files, new session."""
