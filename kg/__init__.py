"""kg: knowledge graphs from news, with provenance on every claim."""

from __future__ import annotations

__version__ = "0.1.0"
