"""The next batch analysed while this one is extracted: in a forked process, or in a thread.

On a machine with two cores or more, batch N+1's NLP runs beside the extraction, RDF and
SHACL of batch N, and a build takes less of the clock than the two steps one after the other.
At most one batch is analysed ahead, so memory grows by one batch's Docs; results come back
in input order, so the bytes written are the same.

``analysed_in_child`` runs the analyses in a process forked from the build once its model is
loaded, and sends each batch's Docs back as bytes (spaCy's ``DocBin``); the build parses the
first batch itself meanwhile. The two processes never wait for each other's interpreter lock:
on 295 Wikinews articles a build took 15 % less of the clock than with the thread, and 7 %
less again once the first batch was parsed in the build (docs/scale.md). It needs ``fork``
(Linux) and a process with one Python thread, since a fork copies only the thread that calls it.

``analysed_ahead`` runs them in a thread instead, where a fork is not safe or not there.
spaCy's parser and the matrix products of its networks run without Python's global
interpreter lock, so the thread and the main thread overlap where they do not both need it.
Only the thread runs the spaCy pipeline; the main thread reads the Docs the thread has
finished, which nothing changes any more. The thread is not a daemon: the process never ends
while it runs.
"""

from __future__ import annotations

import ctypes
import multiprocessing
import os
import signal
import sys
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


def can_fork() -> bool:
    """Whether ``analysed_in_child`` may run here: on Linux, with two cores or more to run on,
    from a process with one thread (a fork copies only the thread that calls it, and a lock
    another thread holds would stay held in the child forever). Native libraries' own threads
    do not count: OpenBLAS, numpy's, shuts its pool down before a fork and starts it again when
    next called."""
    return (sys.platform.startswith("linux") and len(os.sched_getaffinity(0)) >= 2
            and threading.active_count() == 1)


class AnalysisFailed(Exception):
    """A batch whose analysis failed in the analysing process, or that the process left when it ended."""


def _serve(connection, builds_end, analyse: Callable, encode: Callable) -> None:  # noqa: ANN001
    """The analysing process: each batch it receives, analysed and encoded, sent back in
    turn, or the exception raised in its place. Ends when the build closes its end."""
    builds_end.close()  # the build's end, copied by the fork: held here, it would never read as closed
    # Ctrl-C reaches every process of the terminal's group: the build decides what stops, and
    # ends this one (``_Child.stop``); SIGTERM, the build's way to end it, ends it at once
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, HANDLED_SIGNALS)  # blocked by the build across the fork
    while True:
        try:
            batch = connection.recv()
        except (EOFError, OSError):
            return
        try:
            reply = ("done", encode(analyse(batch)))
        except Exception as exc:  # noqa: BLE001  (the build analyses the batch again itself)
            reply = ("failed", f"{type(exc).__name__}: {exc}")
        try:
            connection.send(reply)
        except OSError:
            return


class _Child:
    """A process forked from the build that analyses the batches it is sent, one at a time."""

    def __init__(self, analyse: Callable, encode: Callable) -> None:
        context = multiprocessing.get_context("fork")
        self._connection, theirs = context.Pipe()
        self._process = context.Process(target=_serve, args=(theirs, self._connection, analyse, encode),
                                         name="kg-analysis", daemon=True)
        # a signal that came before the new process set its own handlers would run the build's
        # there (a traceback of KeyboardInterrupt, SIGTERM's exception): held until it has
        previous = signal.pthread_sigmask(signal.SIG_BLOCK, HANDLED_SIGNALS)
        try:
            self._process.start()
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, previous)
        theirs.close()

    def submit(self, batch: object) -> None:
        self._connection.send(batch)

    def outcome(self) -> tuple[object | None, BaseException | None]:
        """The encoded analysis of the batch sent last, or why there is none."""
        try:
            kind, payload = self._connection.recv()
        except (EOFError, OSError):
            self._process.join()
            return None, AnalysisFailed(f"the analysing process ended (exit status {self._process.exitcode})")
        return (payload, None) if kind == "done" else (None, AnalysisFailed(payload))

    def alive(self) -> bool:
        return self._process.is_alive()

    def stop(self) -> None:
        """End the process at once, whatever it is doing, and wait for it."""
        self._connection.close()
        if self._process.is_alive():
            self._process.terminate()
        self._process.join()


def analysed_in_child(batches: Iterable[B], analyse: Callable[[B], R], encode: Callable[[R], object],
                      decode: Callable[[B, object], R]) -> Iterator[tuple[B, R | None, BaseException | None]]:
    """As ``analysed_ahead``, with the analyses in a forked process: ``encode`` turns one into
    what crosses the pipe there, ``decode`` back here. Fork once what the analysis needs is
    loaded, so the process shares it.

    The first batch is analysed here while the process analyses the second: the caller has
    nothing else to do yet, and a build of one batch forks nothing. A process that ends is
    replaced for the next batch; closed early (or left by an exception), the process in flight
    is ended at once."""
    each = iter(batches)
    first = next(each, _NONE)
    if first is _NONE:
        return
    second = next(each, _NONE)
    if second is _NONE:
        yield _analysed_here(first, analyse)
        return
    child = _submitted(None, second, analyse, encode)
    try:
        yield _analysed_here(first, analyse)
        pending = second
        for batch in each:
            outcome = child.outcome()
            child = _submitted(child, batch, analyse, encode)
            yield _decoded(pending, outcome, decode)
            pending = batch
        yield _decoded(pending, child.outcome(), decode)
    finally:
        child.stop()


_NONE = object()  # no batch (the batches ran out)


def _analysed_here(batch: B, analyse: Callable[[B], R]) -> tuple[B, R | None, BaseException | None]:
    try:
        return batch, analyse(batch), None
    except Exception as exc:  # noqa: BLE001  (handed to the caller, which analyses the batch again)
        return batch, None, exc


def _submitted(child: _Child | None, batch: B, analyse: Callable, encode: Callable) -> _Child:
    """The process that now analyses ``batch``: ``child``, or a new one where it has ended."""
    if child is not None and child.alive():
        try:
            child.submit(batch)
            return child
        except OSError:  # it ended since
            pass
    if child is not None:
        child.stop()
    child = _Child(analyse, encode)
    child.submit(batch)
    return child


def _decoded(batch: B, outcome: tuple[object | None, BaseException | None],
             decode: Callable[[B, object], R]) -> tuple[B, R | None, BaseException | None]:
    payload, error = outcome
    if error is not None:
        return batch, None, error
    try:
        return batch, decode(batch, payload), None
    except Exception as exc:  # noqa: BLE001  (handed to the caller, which analyses the batch itself)
        return batch, None, exc
