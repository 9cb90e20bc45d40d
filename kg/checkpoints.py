"""Named points in kg's writes where a process can be stopped on purpose, for kill tests.

With ``KG_PAUSE_AT=<name>`` in its environment, a kg process that reaches the point
``<name>`` prints ``kg: paused at <name> (pid N)`` on stderr and stops itself (SIGSTOP).
Whoever started it reads that line and then kills it (SIGKILL) or lets it go on (SIGCONT).
A test that kills at a point the process itself announces depends on no timing: it holds
on a busy machine as on an idle one. Without the variable a point costs one lookup.

The points of a store write (``kg load``, ``kg build --store``), in order:

    store-update       everything parsed and checked, the store not yet touched
    store-transaction  inside the store's transaction: every change made, none committed
    store-committed    the transaction committed (the process is about to report)
"""

from __future__ import annotations

import os
import signal
import sys

ENVIRONMENT = "KG_PAUSE_AT"
POINTS = ("store-update", "store-transaction", "store-committed")


def reached(point: str) -> None:
    """Stop here if the environment asks to (see the module docstring)."""
    if os.environ.get(ENVIRONMENT) != point:
        return
    sys.stderr.write(f"kg: paused at {point} (pid {os.getpid()})\n")
    sys.stderr.flush()
    os.kill(os.getpid(), signal.SIGSTOP)


def wanted(point: str) -> bool:
    """Whether the environment asks to stop at ``point`` (for points that cost something to set up)."""
    return os.environ.get(ENVIRONMENT) == point
