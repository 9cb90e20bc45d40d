"""What the commands share: exit codes, error lines, reading a graph file."""

from __future__ import annotations

import re
import sys
from pathlib import Path

EXIT_OK, EXIT_NONCONFORMING, EXIT_ERROR = 0, 1, 2

RDFLIB_FORMATS = {".ttl": "turtle", ".trig": "trig", ".nq": "nquads", ".nt": "nt", ".jsonld": "json-ld"}


# Characters that would let a file name forge or hide a line of kg's output: control
# characters (newline, carriage return, escape), Unicode line separators, bidi overrides.
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def one_line(text: str) -> str:
    """``text`` on one line: each control or bidi character written as an escape (\\n, \\x1b, \\u202e)."""
    def escaped(match: re.Match[str]) -> str:
        return match.group().encode("unicode_escape").decode("ascii")

    return _UNPRINTABLE.sub(escaped, text)


def error(message: str) -> None:
    print(f"kg: {one_line(message)}", file=sys.stderr)


def rdflib_format(path: Path) -> str:
    """rdflib's parser name for a graph file, by its suffix (Turtle when unknown)."""
    return RDFLIB_FORMATS.get(path.suffix.lower(), "turtle")


def fail(exc: Exception) -> int:
    """Print a library error on stderr; the exit code of an error."""
    print(f"kg: error: {one_line(str(exc))}", file=sys.stderr)
    return EXIT_ERROR
