"""Which articles tell one story: the event signal when dates cannot tell two events apart.

Each article's story terms (``kg.extract.story``) are weighted by how rare they are among the
collection's articles (``idf = log(1 + N / df)``, so a word every article uses still counts a
little) and normalised; a measure keeps the sum of its articles' vectors (a centroid), and a
claim's article tells the measure's story when the cosine of the two is at least
``STORY_SIMILARITY``. The weights depend on the set of articles, not on their order; a
centroid is updated in the size of one article's terms, so grouping stays linear.

Used where one side has no date (``kg.measures.grouping``): an undated claim joins a
dated measure, or a dated claim an undated one, when the cosine is at least
``STORY_SIMILARITY``; and where two articles name too few of the same places and organisations
to be taken for one story on names alone, but a value and what happened to it agree: then
``AGREEING_SIMILARITY`` tells one story (measured on ECB+ development, grouping 3822/4155 ->
3834/4167, every new pair right; 0.25: 3829/4176; 0.35: 3833/4166; 0.4: no change; the set
aside +1 right pair at 0.3, none wrong). Measured with ``benchmarks/eval_measures.py`` on the ECB+ development
topics (two similar events per topic, a quarter of one event's articles undated): from
0.2 to 0.5 undated reports join the other event's measures (0.2: 771 false disputes
against 197 without the signal); from 0.6 to 0.75 the figures are stable (0.7: grouping
recall 0.366 -> 0.435, precision 0.725 -> 0.738, false disputes 197 -> 191); at 0.8 few
join.

An undated report that gives a value the dated measure already has, with a verb class in
common (or of a property: a magnitude, an age), needs only ``AGREEING_SIMILARITY``: reports of
one event share one story's words less closely than the threshold asks (most undated reports
of a dated measure on ECB+ development score 0.2-0.4), and an agreeing value and action are
evidence of their own. Measured (ECB+ dev, recall / precision): 0.1: 0.469 / 0.740; 0.2:
0.469 / 0.741; 0.3: 0.465 / 0.752; 0.4 without the verb class: 0.455 / 0.746; before: 0.449 /
0.756; false disputes 4 at every threshold.

An undated report that gives a value the dated measure has, of the same counted class but with
no verb class in common ("26 crew" the pirates held, "26 pirates" arrested; one report's
"shells found" and another's) needs ``CLASS_SIMILARITY``, between the two. Measured (ECB+ dev,
recall / precision, ninth round): without it 0.572 / 0.842; 0.3: 0.584 / 0.819; 0.35: 0.582 /
0.818; 0.4: 0.585 / 0.843; 0.45: 0.580 / 0.843; 0.5: 0.579 / 0.844; false disputes 0 at every
threshold; the set aside 0.430 / 0.924 at every one (one right pair more). 0.45 is the middle
of the plateau, away from the edge at 0.35-0.4 where reports of the topic's other event join.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping

from kg.measures.records import QuantityRecord

__all__ = ["AGREEING_SIMILARITY", "CLASS_SIMILARITY", "STORY_SIMILARITY", "Centroid", "story_vectors"]

STORY_SIMILARITY = 0.7  # measured: see the module docstring
AGREEING_SIMILARITY = 0.3  # when a value and a verb class agree as well: see the module docstring
CLASS_SIMILARITY = 0.45  # when a value and the counted class agree, but no verb class: see the module docstring

Vector = Mapping[str, float]


def story_vectors(quantities: Iterable[QuantityRecord]) -> dict[str, Vector]:
    """Article IRI -> its unit TF-IDF vector (binary term frequency), for articles with terms."""
    terms: dict[str, tuple[str, ...]] = {}
    for q in quantities:
        if q.story and q.article not in terms:
            terms[q.article] = q.story
    df: Counter[str] = Counter(t for words in terms.values() for t in set(words))
    n = len(terms)
    vectors: dict[str, Vector] = {}
    for article, words in terms.items():
        weights = {t: math.log(1 + n / df[t]) for t in set(words)}
        norm = math.sqrt(sum(w * w for w in weights.values())) or 1.0
        vectors[article] = {t: w / norm for t, w in weights.items()}
    return vectors


class Centroid:
    """The sum of the vectors of a group's articles (each article once), with its norm."""

    __slots__ = ("articles", "norm2", "sums", "vectors")

    def __init__(self, vectors: Mapping[str, Vector], articles: Iterable[str] = ()) -> None:
        self.vectors = vectors
        self.sums: dict[str, float] = {}
        self.norm2 = 0.0
        self.articles: set[str] = set()
        for article in articles:
            self.add(article)

    def add(self, article: str) -> None:
        vector = self.vectors.get(article)
        if vector is None or article in self.articles:
            return
        self.articles.add(article)
        for t, w in vector.items():
            old = self.sums.get(t, 0.0)
            self.sums[t] = old + w
            self.norm2 += (old + w) ** 2 - old * old

    def merge(self, other: Centroid) -> None:
        for article in sorted(other.articles):
            self.add(article)

    @property
    def empty(self) -> bool:
        return not self.articles

    def cosine(self, other: Centroid) -> float:
        if self.empty or other.empty or self.norm2 <= 0 or other.norm2 <= 0:
            return 0.0
        small, large = (self.sums, other.sums) if len(self.sums) <= len(other.sums) else (other.sums, self.sums)
        dot = sum(w * large.get(t, 0.0) for t, w in small.items())
        return dot / math.sqrt(self.norm2 * other.norm2)
