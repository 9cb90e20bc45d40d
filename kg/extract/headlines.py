"""The verb of a headline set in title case, which the tagger reads as a name.

"Ann Cole Slams Mayor Over Pier Closure", "Reed Urges Council To Vote No": online news sets its
headlines in title case, and the tagger then reads every capitalised word as part of a name,
the verb too, so no rule of ``kg.extract.statements`` finds a cue. The words still show it: a
listed cue, or a verb of the learned cue lexicon read as a cue at least
``HEADLINE_CUE_PRECISION`` of the time on PolNeAR train, in the present or past tense
("Slams", "Endorsed"). Words that are nouns as often in a headline ("Calls", "Claims",
"Reports") are left out.

On PolNeAR train: 13 statements, 12 covering half of an annotated Content that nothing found
before; none on the 24 GUM articles or the development Wikinews articles (whose titles are not
in their text).
"""

from __future__ import annotations

import re
from functools import lru_cache

from kg.extract.cues import cue_lexicon

__all__ = ["HEADLINE_BREAKS", "HEADLINE_LINE", "headline_cue", "title_case"]

# A line of its own (a headline): its text between two line breaks.
HEADLINE_LINE = re.compile(r"(?m)^[^\n]{12,200}$")
# Where a headline's clause ends: '… Endorses Tom Reed: I Am …', '… Blasts Reed, Quotes …'.
HEADLINE_BREAKS = frozenset({":", "–", "—", "―", "-", ",", ";", "|"})
# Cues that are nouns as often in a title-case headline: "Calls", "Claims", "Reports", "Orders".
HEADLINE_NOUNS = frozenset("call claim plan report question order demand promise comment answer reply appeal note request".split())
# The learned verbs of the cue lexicon a headline's word is read as, with the hand-listed ones.
HEADLINE_CUE_PRECISION = 0.6
WORD = re.compile(r"[A-Za-z][\w'’]*")


def title_case(line: str) -> bool:
    """Whether a line is set in title case: four words or more, and every word of four letters
    or more capitalised."""
    words = WORD.findall(line)
    return len(words) >= 4 and all(w[0].isupper() for w in words if len(w) >= 4)


def headline_cue(word: str, listed: frozenset[str]) -> str | None:
    """The lemma of a cue (``listed`` or learned) written in the present or past tense in a
    title-case headline ('Slams' -> 'slam', 'Urges' -> 'urge', 'Endorsed' -> 'endorse'); None
    for any other word."""
    lower = word.lower()
    if not word[:1].isupper() or len(lower) < 4:
        return None
    if lower.endswith("s"):
        forms = (lower[:-1], lower[:-2]) if lower.endswith("es") else (lower[:-1],)
    elif lower.endswith("ed"):
        forms = (lower[:-1], lower[:-2], lower[:-3])
    else:
        return None
    cues = _headline_cues(listed)
    return next((f for f in forms if f in cues), None)


@lru_cache(maxsize=2)
def _headline_cues(listed: frozenset[str]) -> frozenset[str]:
    learned = {lemma for lemma, entry in cue_lexicon().items() if entry.pos == "VERB" and entry.precision >= HEADLINE_CUE_PRECISION}
    return frozenset((learned | listed) - HEADLINE_NOUNS)
