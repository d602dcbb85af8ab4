"""Start-up and the main window: the application, the window, its menus and first paint."""
