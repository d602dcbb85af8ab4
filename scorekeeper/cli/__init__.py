"""The ``scorekeeper`` command line: the parser, every sub-command, what they print."""
