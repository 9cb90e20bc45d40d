"""Where an output goes: a file replaced whole through a part file, or a device or FIFO
written to directly. Every command that writes a file (``build``, ``report``, ``export``)
writes through ``open_output``.

A regular file (or a new one) is written to a *part file* beside it and renamed into place
only when complete, so a failed or interrupted run leaves whatever was there before. The
part file's name says whose it is and since when::

    .seeds.trig.kg-4242-20260103T095501.part     (pid 4242, started 09:55:01 UTC)

and the writer holds an exclusive ``flock`` on it for as long as it writes. The kernel drops
that lock when the writer dies, however it dies (SIGKILL included), so the next run that
writes the same output finds the part files nobody holds and removes them. Nothing is
guessed from pids or ages, which would be wrong after a reboot or across hosts.

A character device (``/dev/null``, ``/dev/full``, a terminal) or a FIFO is opened and
written as the output is made: replacing it with a regular file would destroy it (as root,
``/dev/null`` itself). A failed run may have sent part of the output there already; a
device has no "before" to keep. Block devices, sockets and folders are refused.
"""

from __future__ import annotations

import itertools
import os
import stat
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

from kg.errors import OutputError
from kg.termination import raise_if_terminated

try:
    import fcntl
except ImportError:  # Windows: no flock; part files are still removed on every handled failure
    fcntl = None  # type: ignore[assignment]

PART_MARK = ".kg-"
PART_SUFFIX = ".part"

# Descriptors of the part files this process is writing, closed in forked children (worker
# processes) so that a child outliving a killed parent does not keep the lock.
_open_parts: set[int] = set()


def _close_parts_in_child() -> None:
    for fd in _open_parts:
        try:
            os.close(fd)
        except OSError:
            pass
    _open_parts.clear()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_close_parts_in_child)


def part_files(path: Path) -> list[Path]:
    """The part files of ``path`` in its folder, whether a writer still holds them or not."""
    folder = path.parent if str(path.parent) else Path(".")
    return sorted(folder.glob(f".{_glob_escape(path.name)}{PART_MARK}*{PART_SUFFIX}"))


def _glob_escape(name: str) -> str:
    return "".join(f"[{c}]" if c in "*?[" else c for c in name)


def remove_stale_parts(path: Path) -> list[Path]:
    """Remove the part files of ``path`` whose writer is gone; return what was removed."""
    if fcntl is None:
        return []
    removed = []
    for part in part_files(path):
        try:
            fd = os.open(part, os.O_RDONLY)
        except OSError:
            continue  # removed meanwhile, or not ours to read
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            continue  # a live writer holds it
        try:
            if os.stat(part).st_ino == os.fstat(fd).st_ino:  # still the file we locked
                part.unlink()
                removed.append(part)
        except OSError:
            pass
        finally:
            os.close(fd)
    return removed


def _new_part(path: Path) -> tuple[int, Path]:
    """Create, lock and return a fresh part file beside ``path``."""
    folder = path.parent if str(path.parent) else Path(".")
    stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime())
    for attempt in itertools.count():
        extra = f"-{attempt}" if attempt else ""
        part = folder / f".{path.name}{PART_MARK}{os.getpid()}-{stamp}{extra}{PART_SUFFIX}"
        try:
            fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            continue
        if fcntl is None:
            return fd, part
        fcntl.flock(fd, fcntl.LOCK_EX)  # waits only while a cleaner looks at it
        try:
            if os.stat(part).st_ino == os.fstat(fd).st_ino:
                return fd, part
        except FileNotFoundError:
            pass
        os.close(fd)  # a cleaner removed it between its creation and the lock: make another
    raise AssertionError("unreachable")


def target_kind(path: Path) -> str:
    """``file`` (regular or absent), ``device`` (character device or FIFO), or raises.

    Raises:
        OutputError: a folder, a block device or a socket.
    """
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return "file"
    except OSError as exc:
        raise OutputError(f"{path}: cannot write: {exc.strerror or exc}") from exc
    if stat.S_ISREG(mode):
        return "file"
    if stat.S_ISCHR(mode) or stat.S_ISFIFO(mode):
        return "device"
    what = ("a folder" if stat.S_ISDIR(mode) else "a block device" if stat.S_ISBLK(mode)
            else "a socket" if stat.S_ISSOCK(mode) else "not a regular file")
    raise OutputError(f"{path}: is {what}; give a file name for the output")


@contextmanager
def open_output(path: str | os.PathLike[str], notice: Callable[[str], None] | None = None,
                make_folder: bool = False) -> Iterator[BinaryIO]:
    """A binary stream that becomes ``path`` when the block ends without an exception.

    Args:
        path: the output. A symbolic link is followed: its target is replaced, the link kept.
        notice: told about each leftover part file of an earlier, killed run that is removed.
        make_folder: create the folder of ``path`` if it is missing (else that is an error).

    Raises:
        OutputError: the output cannot be written (the exception that ended the block
            otherwise passes through; either way a regular file at ``path`` is unchanged).
    """
    target = Path(path)
    kind = target_kind(target)
    if kind == "device":
        try:
            with open(target, "wb", buffering=1 << 16) as stream:
                yield stream
        except OSError as exc:
            raise OutputError(f"{target}: cannot write: {exc.strerror or exc}") from exc
        return
    target = Path(os.path.realpath(target)) if target.is_symlink() else target
    try:
        if make_folder:
            target.parent.mkdir(parents=True, exist_ok=True)
        for removed in remove_stale_parts(target):
            if notice is not None:
                notice(f"removed {removed}, the part file of an earlier run that was killed")
        fd, part = _new_part(target)
    except OSError as exc:
        raise OutputError(f"{target}: cannot write: {exc.strerror or exc}") from exc
    _open_parts.add(fd)
    try:
        with os.fdopen(os.dup(fd), "wb", buffering=1 << 16) as stream:
            yield stream
            stream.flush()
            os.fsync(stream.fileno())  # the bytes are on disk before the name points at them
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(part, 0o666 & ~umask)  # made private while partial; the usual mode when done
        raise_if_terminated()  # a SIGTERM whose exception a callback swallowed still stops it here
        os.replace(part, target)
    except BaseException as exc:
        part.unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise OutputError(f"{target}: cannot write: {exc.strerror or exc}") from exc
        raise
    finally:
        _open_parts.discard(fd)
        os.close(fd)
