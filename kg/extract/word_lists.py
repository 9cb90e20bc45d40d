"""Word lists kg ships as data (``kg/data/*.txt``): one word a line, ``#`` comments, an optional
tab-separated count after the word. Read by the cue model (source and abstract nouns) and the
speaker resolver (person nouns)."""

from __future__ import annotations


def read_words(path) -> frozenset[str]:  # noqa: ANN001 - a Path or an importlib Traversable
    """The words of a list file, one a line (none when it is absent)."""
    if not path.is_file():
        return frozenset()
    return frozenset(
        line.split("\t")[0] for line in path.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")
    )
