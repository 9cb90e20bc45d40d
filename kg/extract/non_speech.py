"""Frames that look like reported speech and report none (issue 13, statement precision).

Each test reads the parse of one candidate statement and says why it is not one:

- ``label_line``: a name, a colon and a fragment of a few words with no verb, unquoted
  ("Ortiz: 412.", "Wire: @deskeditor.", "Reed: A late surge."), is a tally, a handle or the
  writer's one-line verdict under the name, not the name's words. On PolNeAR train, of the 30
  transcript lines with no verb, the 16 of fewer than five words are all unannotated; most of
  the longer ones are headlines quoted in round-ups, and are annotated.
"""

from __future__ import annotations

from spacy.tokens import Span as TokenSpan

__all__ = ["label_line"]

# Fewer words than this, with no verb, after a name's colon: a label's fragment.
LABEL_WORDS = 5
QUOTE_MARKS = frozenset('"“”„«»\'‘’`')


def label_line(words: TokenSpan) -> bool:
    """Whether the words after a name's colon are a fragment of a few words with no verb and
    no quotation marks (a tally, a handle, a verdict), not what the name said."""
    if any(t.text[:1] in QUOTE_MARKS for t in words):
        return False
    if any(t.pos_ in {"VERB", "AUX"} for t in words):
        return False
    return sum(1 for t in words if not t.is_punct) < LABEL_WORDS
