"""Hands freed heap memory back to the operating system between batches.

spaCy allocates its intermediate arrays per batch (about 3 kB per character of text) and
frees them when the batch is done, but glibc's allocator keeps most freed pages in the
process: after a batch of long articles the build measured 820 MB resident where 290 MB
were in use, and the next batch's arrays came on top of that. ``malloc_trim`` returns the
free pages (measured: 317 MB held after spaCy's tok2vec on a 25,000-token article, 2 MB
after the trim). It changes no data; elsewhere than glibc it is a no-op.
"""

from __future__ import annotations

import ctypes
import ctypes.util
from functools import lru_cache


@lru_cache(maxsize=1)
def _malloc_trim():  # noqa: ANN202
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return libc.malloc_trim
    except (OSError, AttributeError):  # not glibc (macOS, musl, Windows)
        return None


def release_free_memory() -> None:
    """Give the heap's free pages back to the operating system (glibc only)."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)
