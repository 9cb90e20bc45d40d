"""Every error kg raises on purpose.

    KgError
     ├── InputError           an input file or record cannot be read as an article
     ├── NoArticlesError      no input could be read as an article: nothing to build
     ├── ModelMissingError    no spaCy English model is installed
     ├── OutputError          an output file cannot be written
     ├── ValidationError      the graph does not conform to the shapes (carries the report)
     ├── OntologyError        OWL reasoning failed or found the graph inconsistent
     ├── StoreError           a store cannot be opened, read or written
     └── ServeError           kg serve cannot listen where it was asked to

Not an error: ``Terminated`` (SIGTERM arrived), a ``SystemExit`` the command line answers with 143.

Third-party exceptions are caught at the boundary and re-raised as one of these, with
the cause chained, so callers need to handle only ``KgError``.
"""

from __future__ import annotations


class KgError(Exception):
    """Base class of every error kg raises on purpose."""


class InputError(KgError):
    """An input file or record cannot be read as an article."""

    def __init__(self, source: str, reason: str) -> None:
        super().__init__(f"{source}: {reason}")
        self.source = source
        self.reason = reason


class NoArticlesError(KgError):
    """No input could be read as an article: there is nothing to build."""


class ModelMissingError(KgError):
    """No spaCy English model is installed."""


class OutputError(KgError):
    """An output file cannot be written."""


class ValidationError(KgError):
    """The graph does not conform to the shapes."""

    def __init__(self, report: str) -> None:
        super().__init__(report)
        self.report = report


class OntologyError(KgError):
    """OWL reasoning failed, or found the ontology and data inconsistent."""


class StoreError(KgError):
    """A store cannot be opened, read or written."""


class ServeError(KgError):
    """``kg serve`` cannot listen where it was asked to (the port is in use, no such address)."""


class Terminated(SystemExit):
    """SIGTERM arrived: unwound like Ctrl-C, so every ``finally`` (part files) runs.

    A ``SystemExit`` because event loops re-raise only that and ``KeyboardInterrupt``: waitress
    logs and swallows anything else raised inside a connection's handler, and a SIGTERM landing
    there left ``kg serve`` running.
    """
