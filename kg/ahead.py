"""The next batch analysed in a thread while this one is extracted.

spaCy's parser and the matrix products of its networks run without Python's global
interpreter lock, so on a machine with two cores or more a thread analysing batch N+1 runs
beside the extraction, RDF and SHACL of batch N in the main thread, and a build in one
process takes less of the clock than the two steps one after the other. At most one batch is
analysed ahead, so memory grows by one batch's Docs; results come back in input order, so
the bytes written are the same.

Only the thread runs the spaCy pipeline. The main thread reads the Docs the thread has
finished, which nothing changes any more.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator
from typing import Generic, TypeVar

B = TypeVar("B")
R = TypeVar("R")


class _Analysis(threading.Thread, Generic[B, R]):
    """One batch analysed in its own thread; its result, or the exception it raised.

    A daemon thread, so a build stopped part-way (Ctrl-C, SIGTERM) does not wait for the
    batch in flight to finish before the process ends."""

    def __init__(self, batch: B, analyse: Callable[[B], R]) -> None:
        super().__init__(name="kg-analysis", daemon=True)
        self.batch = batch
        self._analyse = analyse
        self.result: R | None = None
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.result = self._analyse(self.batch)
        except BaseException as exc:  # noqa: BLE001  (handed to the main thread, which decides)
            self.error = exc

    def outcome(self) -> tuple[B, R | None, BaseException | None]:
        self.join()
        return self.batch, self.result, self.error


def analysed_ahead(batches: Iterable[B], analyse: Callable[[B], R]) -> Iterator[tuple[B, R | None, BaseException | None]]:
    """(batch, its analysis, None), or (batch, None, the exception its analysis raised), in
    input order. Each batch's analysis starts when the one before it has finished and is handed
    out, so it runs while the caller works on that one, and never two at once. The batches are
    read in the caller's thread."""
    pending: _Analysis | None = None
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
        yield pending.outcome()
