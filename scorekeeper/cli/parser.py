"""The argument parser of ``scorekeeper`` (:mod:`scorekeeper.cli.main` builds it only
for the commands that need it: ``settle FILE`` runs without argparse)."""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn

from scorekeeper.words.terminal import safe


class Parser(argparse.ArgumentParser):
    """argparse quotes what was typed in its errors ("unrecognized arguments: ...")."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {safe(message)}\n")
