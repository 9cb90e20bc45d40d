"""The next batch analysed in a thread while this one is extracted.

spaCy's parser and the matrix products of its networks run without Python's global
interpreter lock, so on a machine with two cores or more a thread analysing batch N+1 runs
beside the extraction, RDF and SHACL of batch N in the main thread, and a build in one
process takes less of the clock than the two steps one after the other. At most one batch is
analysed ahead, so memory grows by one batch's Docs; results come back in input order, so
the bytes written are the same.

Only the thread runs the spaCy pipeline. The main thread reads the Docs the thread has
finished, which nothing changes any more. The thread is not a daemon: the process never ends
while it runs.
"""

from __future__ import annotations

import ctypes
import signal
import threading
from collections.abc import Callable, Iterable, Iterator
from typing import Generic, TypeVar

B = TypeVar("B")
R = TypeVar("R")


HANDLED_SIGNALS = frozenset({signal.SIGINT, signal.SIGTERM})


class Stopped(Exception):
    """Raised inside an analysis thread whose batch is no longer wanted."""


class _Analysis(threading.Thread, Generic[B, R]):
    """One batch analysed in its own thread; its result, or the exception it raised.

    Waits are on an Event, not ``Thread.join``: a join that Ctrl-C interrupts marks a thread
    that still runs as ended (Python 3.11), and the process would then shut down under it."""

    def __init__(self, batch: B, analyse: Callable[[B], R]) -> None:
        super().__init__(name="kg-analysis")
        self.batch = batch
        self._analyse = analyse
        self.result: R | None = None
        self.error: BaseException | None = None
        self._lock = threading.Lock()
        self._finished = False
        self._done = threading.Event()

    def run(self) -> None:
        # signals for the process go to the main thread, whose handlers act on them: one that
        # landed here would break a wait inside spaCy's matrix code, which then aborts the process
        # (seen: "libblis: Aborting", status -6, on Ctrl-C)
        if hasattr(signal, "pthread_sigmask"):  # not on Windows, where signals reach the main thread only
            signal.pthread_sigmask(signal.SIG_BLOCK, HANDLED_SIGNALS)
        try:
            try:
                self.result = self._analyse(self.batch)
            except BaseException as exc:  # noqa: BLE001  (handed to the main thread, which decides)
                self.error = exc
            with self._lock:
                self._finished = True
        except Stopped:  # asked to stop as the analysis ended: it has ended either way
            pass
        finally:
            self._done.set()

    def outcome(self) -> tuple[B, R | None, BaseException | None]:
        self._done.wait()
        return self.batch, self.result, self.error

    def stop(self) -> None:
        """End the analysis at its next Python step and wait for it.

        A build interrupted part-way (Ctrl-C, SIGTERM) then ends at once, not after the batch
        in flight, and the interpreter never shuts down while spaCy's matrix code runs in this
        thread."""
        with self._lock:
            if not self._finished and self.ident is not None:
                ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(self.ident), ctypes.py_object(Stopped))
        self._done.wait()


def analysed_ahead(batches: Iterable[B], analyse: Callable[[B], R]) -> Iterator[tuple[B, R | None, BaseException | None]]:
    """(batch, its analysis, None), or (batch, None, the exception its analysis raised), in
    input order. Each batch's analysis starts when the one before it has finished and is handed
    out, so it runs while the caller works on that one, and never two at once. The batches are
    read in the caller's thread. Closed early (or left by an exception), it stops the analysis
    in flight (``_Analysis.stop``)."""
    pending: _Analysis | None = None
    try:
        for batch in batches:
            if pending is None:
                pending = _Analysis(batch, analyse)
                pending.start()
                continue
            done = pending.outcome()
            pending = _Analysis(batch, analyse)
            pending.start()
            yield done
        if pending is not None:
            last, pending = pending, None
            yield last.outcome()
    finally:
        if pending is not None:
            pending.stop()
