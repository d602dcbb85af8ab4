"""Start-up and the main window: the application, the window and what it owns of its
own room (the status bar's notes, the look for other writers), its menus (through the
Protocol of ``window_commands.py``) and first paint."""
