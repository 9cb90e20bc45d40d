"""SIGTERM as an exception that unwinds the command, and a note of it for when that fails.

Python runs a signal handler inside whatever Python code is running. An exception it raises
inside a weakref callback or a ``__del__`` (an import lock's clean-up, say) is printed as
"Exception ignored" and dropped, and the command would run on and commit its output; waitress
returns from its loop on it without saying why. So the handler also notes the signal, and each
commit point asks ``raise_if_terminated`` before it makes anything final; the swallowed exception
is not printed (a traceback on stderr would read as a crash), as it is raised again there.
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from kg.errors import Terminated

__all__ = ["raise_if_terminated", "terminate_as_exit"]

_noted = threading.Event()


def raise_if_terminated() -> None:
    """Raise ``Terminated`` if SIGTERM arrived, even where its exception was swallowed."""
    if _noted.is_set():
        raise Terminated()


def _note_and_raise(signum: int, frame: object) -> None:
    _noted.set()
    raise Terminated()


@contextmanager
def terminate_as_exit() -> Iterator[None]:
    """Turn SIGTERM into ``Terminated`` while a command runs (main thread only).

    Python's default for SIGTERM ends the process at once, leaving temporary files behind.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _noted.clear()
    previous = signal.signal(signal.SIGTERM, _note_and_raise)
    unraisable = sys.unraisablehook
    sys.unraisablehook = _quiet_if_terminated(unraisable)
    try:
        yield
        raise_if_terminated()
    finally:
        signal.signal(signal.SIGTERM, previous)
        sys.unraisablehook = unraisable
        _noted.clear()  # the note is of this command's run, not of the next one in this process


def _quiet_if_terminated(hook):  # noqa: ANN001, ANN202
    """``sys.unraisablehook`` that drops a swallowed ``Terminated`` (noted, and raised again at the
    next commit point) and passes anything else to ``hook``."""

    def quiet(unraisable):  # noqa: ANN001, ANN202
        if isinstance(unraisable.exc_value, Terminated):
            return
        hook(unraisable)

    return quiet
