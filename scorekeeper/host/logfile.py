"""The log file: where an unexpected error's traceback is written, for the window
and the command line alike (``docs/ui.md``, "The log file").

The log lives in the platform's log folder (:func:`.user_folders.log_folder`:
``~/.local/state/scorekeeper/log`` on Linux, ``~/Library/Logs/scorekeeper`` on
macOS, ``%LOCALAPPDATA%\\scorekeeper\\Logs`` on Windows), or in the folder
``$SCOREKEEPER_LOG_DIR`` names. ``scorekeeper.log`` is rotated: at
:data:`MAX_BYTES` it becomes ``scorekeeper.log.1`` (the older ones move up, at
most :data:`BACKUP_COUNT` are kept). Beside it ``faults.log`` receives what
:mod:`faulthandler` writes when the process itself crashes (a segmentation
fault in Qt): every thread's Python stack.

Nothing here is imported by a command that does not fail: ``logging`` and its
handlers cost some 15 ms, the window's first paint and ``settle`` do without.
"""

from __future__ import annotations

import faulthandler
import os
import sys
import threading
from pathlib import Path
from typing import IO, TYPE_CHECKING

if TYPE_CHECKING:
    import logging

ENV_VAR = "SCOREKEEPER_LOG_DIR"
LOG_NAME = "scorekeeper.log"
FAULTS_NAME = "faults.log"
LOGGER_NAME = "scorekeeper"
MAX_BYTES = 1_000_000  # a log file rotates at this size ...
BACKUP_COUNT = 3  # ... and this many older ones are kept (scorekeeper.log.1 to .3)

_handler: logging.Handler | None = None
_handler_path: Path | None = None
_faults: IO[str] | None = None
_lock = threading.Lock()  # a worker thread's error and the main thread's may start it at once


def log_dir() -> Path:
    """``$SCOREKEEPER_LOG_DIR``, else the platform's log folder for scorekeeper."""
    chosen = os.environ.get(ENV_VAR)
    if chosen:
        return Path(chosen).expanduser()
    from scorekeeper.host.user_folders import log_folder

    return log_folder()


def log_path() -> Path:
    """The log file (it may not exist yet)."""
    return log_dir() / LOG_NAME


def logger() -> logging.Logger:
    """The ``scorekeeper`` logger, writing to the log file (:func:`start`)."""
    import logging

    start()
    return logging.getLogger(LOGGER_NAME)


def start(level: int | None = None) -> Path:
    """Open the log file (the folder is made) on the ``scorekeeper`` logger and
    point :mod:`faulthandler` at ``faults.log`` beside it; the log file. Again
    with the same folder it does nothing; with another (a test's
    ``$SCOREKEEPER_LOG_DIR``) the old file is closed first. ``OSError`` when the
    folder cannot be made or the file opened."""
    with _lock:
        return _start(level)


def _start(level: int | None) -> Path:
    import logging
    import logging.handlers

    global _handler, _handler_path
    path = log_path()
    log = logging.getLogger(LOGGER_NAME)
    if level is not None:
        log.setLevel(level)
    elif log.level == logging.NOTSET:
        log.setLevel(logging.INFO)
    if _handler is not None and _handler_path == path:
        return path
    stop()
    path.parent.mkdir(parents=True, exist_ok=True)
    handler = logging.handlers.RotatingFileHandler(
        path, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT, encoding="utf-8"
    )
    handler.setFormatter(
        logging.Formatter("%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s")
    )
    log.addHandler(handler)
    log.propagate = False  # the log file only: never a second copy on standard error
    _handler, _handler_path = handler, path
    _start_faulthandler(path.parent / FAULTS_NAME)
    return path


def stop() -> None:
    """Close the log file (and faults.log); :func:`start` opens them again."""
    import logging

    global _handler, _handler_path, _faults
    if _handler is not None:
        logging.getLogger(LOGGER_NAME).removeHandler(_handler)
        _handler.close()
        _handler, _handler_path = None, None
    if _faults is not None:
        if faulthandler.is_enabled():
            faulthandler.disable()
        _faults.close()
        _faults = None


def _start_faulthandler(path: Path) -> None:
    """Fatal errors' stacks into ``path``: appended to, or started afresh once
    it has grown past :data:`MAX_BYTES` (it is written only when the process dies)."""
    global _faults
    try:
        big = path.stat().st_size > MAX_BYTES
    except OSError:
        big = False
    _faults = open(path, "w" if big else "a", encoding="utf-8")  # noqa: SIM115 — kept open
    faulthandler.enable(file=_faults, all_threads=True)


def log_exception(error: BaseException, context: str = "unexpected error") -> Path | None:
    """``error``'s traceback into the log file, after ``context`` and the
    versions (:func:`about`); the log file, or ``None`` when it cannot be
    written (a read-only home: the caller still says the error)."""
    try:
        log = logger()
        log.error("%s; %s", context, about().replace("\n", "; "), exc_info=error)
        return log_path()
    except OSError:
        return None


def traceback_text(error: BaseException) -> str:
    """The traceback as Python prints it."""
    import traceback

    return "".join(traceback.format_exception(error))


def about(extra: str = "") -> str:
    """The program's version, Python's and the platform, for a bug report
    (``extra``: more versions, such as Qt's)."""
    import platform

    from scorekeeper import __version__

    python = f"Python {platform.python_version()} ({platform.python_implementation()})"
    lines = [f"Scorekeeper {__version__}", python + (f", {extra}" if extra else "")]
    lines.append(f"{platform.platform()} ({sys.platform})")
    return "\n".join(lines)
