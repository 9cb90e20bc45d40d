"""What the commands share: exit codes, error lines, reading a graph file."""

from __future__ import annotations

import sys
from pathlib import Path

EXIT_OK, EXIT_NONCONFORMING, EXIT_ERROR = 0, 1, 2

RDFLIB_FORMATS = {".ttl": "turtle", ".trig": "trig", ".nq": "nquads", ".nt": "nt", ".jsonld": "json-ld"}


def error(message: str) -> None:
    print(f"kg: {message}", file=sys.stderr)


def rdflib_format(path: Path) -> str:
    """rdflib's parser name for a graph file, by its suffix (Turtle when unknown)."""
    return RDFLIB_FORMATS.get(path.suffix.lower(), "turtle")


def fail(exc: Exception) -> int:
    """Print a library error on stderr; the exit code of an error."""
    print(f"kg: error: {exc}", file=sys.stderr)
    return EXIT_ERROR
