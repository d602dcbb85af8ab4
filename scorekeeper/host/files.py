"""Files the app writes, written whole or not at all (standard library only).

Every file the app writes for a person (a JSON session record, the CSV or PDF
score sheet) goes through :func:`write_atomic`: the bytes go to a new file in the
target's folder, are flushed to the disk (``fsync``), and that file is renamed
over the target (``os.replace``, atomic within one file system); the folder is
then synced where the system allows it, so the rename itself is on the disk.
On any failure (a full disk, no permission, no such folder) the temporary file
is removed and the old file, if there was one, is left byte for byte as it was;
the caller gets a :class:`WriteError`, one line: ``PATH: cannot be written (reason)``.

The file's mode is the one ``open(path, "w")`` would give:

* a new file gets ``0o666`` less the user's umask. The temporary file is created
  with ``os.open(..., 0o666)``, so the kernel applies the umask (and a folder's
  default ACL) itself. The umask is never read: Python can only read it by
  setting it (``os.umask``) and setting it back, and another thread creating a
  file in between would get the wrong mode;
* a file that is replaced keeps its mode (a 0644 sheet stays 0644). A file the
  user may not write (read-only) is refused, as ``open`` would refuse it.

A symbolic link is followed: the file it points to is replaced and the link
stays. A device or a pipe (``-o /dev/stdout``) is written where it is: there is
no file to replace, and renaming over it would replace the device. The owner is
the writer (giving a replaced file back to another owner needs privileges no
export should have).
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from scorekeeper.words.text import Msg

__all__ = ["WriteError", "write_atomic", "write_text_atomic"]

_NEW_FILE_MODE = 0o666  # less the umask, applied by the kernel
_ATTEMPTS = 100  # temporary names tried before giving up (tempfile's TMP_MAX is 10,000)
_FLAGS = (
    os.O_WRONLY
    | os.O_CREAT
    | os.O_EXCL  # never an existing file, never through a link
    | getattr(os, "O_BINARY", 0)
    | getattr(os, "O_CLOEXEC", 0)
)


class WriteError(OSError):
    """``path`` could not be written; the old file, if any, is as it was.

    ``str(err)`` is the one line for the CLI, ``message`` the same words for the
    window (rendered in its language); ``errno`` and ``strerror`` are the cause's.
    """

    def __init__(self, path: str | os.PathLike[str], cause: OSError) -> None:
        reason = cause.strerror or str(cause)
        super().__init__(cause.errno, reason, os.fspath(path))
        self.message = Msg(
            "{path}: cannot be written ({reason})", path=self.filename, reason=reason
        )

    def __str__(self) -> str:
        return str(self.message)


def write_text_atomic(path: str | os.PathLike[str], text: str, *, encoding: str = "utf-8") -> None:
    """:func:`write_atomic` for text; line ends are written as they are in ``text``."""
    write_atomic(path, text.encode(encoding))


def write_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Put ``data`` at ``path`` whole, or raise :class:`WriteError` and change nothing."""
    try:
        found = _stat(Path(path))
        if found is not None and _is_stream(found):
            Path(path).write_bytes(data)  # /dev/stdout, a pipe: nothing to replace
        else:
            _replace(Path(os.path.realpath(path)), data, found)
    except OSError as err:
        raise WriteError(path, err) from err


def _replace(target: Path, data: bytes, found: os.stat_result | None) -> None:
    kept = None if found is None else _kept_mode(target, found)
    fd, tmp = _create_beside(target)
    try:
        try:
            if kept is not None:
                os.chmod(tmp, kept)
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    sync_folder(target.parent)


def _stat(target: Path) -> os.stat_result | None:
    try:
        return target.stat()
    except FileNotFoundError:
        return None


def _is_stream(found: os.stat_result) -> bool:
    """A device or a pipe: written where it is (renaming over it would replace it)."""
    return stat.S_ISCHR(found.st_mode) or stat.S_ISFIFO(found.st_mode)


def _kept_mode(target: Path, found: os.stat_result) -> int:
    """The mode of the file being replaced; a folder, or a file the user may not
    write, is refused as ``open(path, "w")`` refuses it."""
    if stat.S_ISDIR(found.st_mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(target))
    if not os.access(target, os.W_OK):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(target))
    return stat.S_IMODE(found.st_mode)


def _create_beside(target: Path) -> tuple[int, Path]:
    """A new, empty file next to ``target`` (same folder, so same file system)."""
    for _ in range(_ATTEMPTS):
        tmp = target.with_name(f".{target.name}.{os.urandom(4).hex()}.tmp")
        try:
            return os.open(tmp, _FLAGS, _NEW_FILE_MODE), tmp
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free temporary name", str(target.parent))


def _write_all(fd: int, data: bytes) -> None:
    """``os.write`` may write less than asked (a disk filling up): go on until all
    is written or it fails."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if written == 0:  # never for a regular file; do not loop for ever
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        view = view[written:]


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (here, and in a restore's steps); not
    every system can open a folder (Windows) or sync one (some network file
    systems), and the file is already in place."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
