"""The child of ``test_restore_crash.py``: a warm Python that runs commands, each
in a process of its own, killed at the K-th call of one system call.

``python killed_commands.py '{"mode": ..., "syscall": ..., "k": K, "jobs": [[folder,
[argv...]], ...]}'`` imports the core once, then forks one child per job, which
runs ``scorekeeper ARGV`` (its output in ``folder/out`` and ``folder/err``) and
exits; the parent prints, as JSON, each job's end: ``"killed"`` or its exit
status. A forked child starts counting its calls at zero, under strace too
(``strace`` counts each system call per process), so one strace and one import
serve every job of a K.

``mode`` ``"strace"``: the caller runs this under ``strace -f -e
inject=SYSCALL:signal=SIGKILL:when=K``, which sees every call (SQLite's own
``fdatasync`` too). ``"patch"``: without strace, each child replaces the
functions of :mod:`os` that make the call (``os.replace`` and ``os.rename`` for
``rename``, ``os.fsync``, ``os.fdatasync``) by one that kills the child at the
K-th call: only the Python code's calls are seen.

This process itself never renames or syncs (``PYTHONDONTWRITEBYTECODE`` is set by
the caller: an import that wrote a ``.pyc`` would rename it).
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import signal
import sys
from collections.abc import Callable
from typing import Any

# Imported before the children are forked, so each child starts warm.
WARM = (
    "scorekeeper.cli.main",
    "scorekeeper.cli.commands",
    "scorekeeper.cli.database",
    "scorekeeper.storage.store",
    "scorekeeper.storage.opening",
    "scorekeeper.storage.salvage",
    "scorekeeper.storage.database_file",
    "scorekeeper.storage.restoring",
    "scorekeeper.storage.salvaging",
)

PATCHED = {"rename": ("replace", "rename"), "fsync": ("fsync",), "fdatasync": ("fdatasync",)}


def _warm() -> None:
    for name in WARM:
        with contextlib.suppress(ImportError):
            importlib.import_module(name)


def _kill_at(k: int, names: tuple[str, ...]) -> None:
    """Replace ``os.<name>`` for each of ``names``: the K-th call of any of them
    kills this process."""
    calls = 0

    def wrap(original: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            nonlocal calls
            calls += 1
            if calls == k:
                os.kill(os.getpid(), signal.SIGKILL)
            return original(*args, **kwargs)

        return call

    for name in names:
        setattr(os, name, wrap(getattr(os, name)))


def _child(folder: str, argv: list[str], mode: str, syscall: str, k: int) -> None:
    from scorekeeper.cli.main import main

    for fd, name in ((1, "out"), (2, "err")):
        target = os.open(os.path.join(folder, name), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        os.dup2(target, fd)
        os.close(target)
    if mode == "patch":
        _kill_at(k, PATCHED[syscall])
    try:
        code = main(argv)
    except SystemExit as end:
        code = end.code if isinstance(end.code, int) else 1
    except BaseException:
        import traceback

        traceback.print_exc()
        code = 3
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def run(order: dict[str, Any]) -> list[str | int]:
    _warm()
    ends: list[str | int] = []
    for folder, argv in order["jobs"]:
        pid = os.fork()
        if pid == 0:
            _child(folder, argv, order["mode"], order["syscall"], order["k"])
        _, status = os.waitpid(pid, 0)
        if os.WIFSIGNALED(status):
            ends.append("killed" if os.WTERMSIG(status) == signal.SIGKILL else -os.WTERMSIG(status))
        else:
            ends.append(os.WEXITSTATUS(status))
    return ends


if __name__ == "__main__":
    print(json.dumps(run(json.loads(sys.argv[1]))))
