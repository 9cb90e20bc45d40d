"""Attributions of a system, scored the PolNeAR way (issue 13).

- A gold attribution is **found** when a system statement's content covers at least half of
  the gold Content (its characters, over all its pieces).
- Its **named source is right** when one of the statements that cover it names the gold
  Source: a span of the statement's speaker (any mention of its entity in the article, or
  the speaker phrase itself) overlaps the gold Source span, or a name word of the gold
  Source is among the words of the speaker's label, other labels, mention texts or words.
  Scored over the found attributions whose Source is *named* (``named_words``: it holds a
  word written with a capital that is not a pronoun and that the article never writes
  in lower case, so "Trump", "the Clinton campaign" and "Sen. Ted Cruz" are named, "he",
  "officials" and "a senior aide" are not). The test reads the text alone, so the gold
  does not depend on a model.
- **Precision**: the share of statements whose content covers half of some gold Content.
  Statements inside text the annotators discarded (editors' notes, credits) are not scored.
- **Direct quotes** (gold contents that are one quotation, ``GoldAttribution.direct``) are
  counted apart.
- **Content characters**: the half-coverage test above cannot see a content that runs on past
  what was said. Each scored statement is set against the gold Content it overlaps most (over
  all its pieces); of the characters of those statements' contents, the share inside that gold
  Content is the content **precision**, and of those gold Contents' characters, the share the
  statements cover is the content **recall** (summed over statements: a long content weighs
  more). A statement that overlaps no gold Content is not counted here.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from kg.corpora.polnear import GoldAttribution
from kg.records import Span

__all__ = ["SystemAttribution", "AttributionTally", "score_article", "named_words", "covers"]

# Capitalised words that are not names: pronouns, determiners, titles of address.
NOT_NAMES = frozenset(
    """
    i we you he she it they me us him her them my our your his its their mine ours yours theirs
    this that these those the a an some many most several few all both each every any one two
    mr mrs ms dr sen rep gov pres gen col sgt lt capt prof rev st
    """.split()
)
_WORD = re.compile(r"[^\W\d_][\w'’.-]*")


def _fold(word: str) -> str:
    word = unicodedata.normalize("NFKD", word)
    word = "".join(c for c in word if not unicodedata.combining(c)).lower()
    for suffix in ("'s", "’s"):
        if word.endswith(suffix):
            word = word[: -len(suffix)]
    return word.strip(".'’-")


def lowercase_words(text: str) -> frozenset[str]:
    """Every word the text writes in lower case somewhere."""
    return frozenset(_fold(w) for w in _WORD.findall(text) if w[0].islower())


def named_words(source: str, lower: frozenset[str]) -> frozenset[str]:
    """The name words of a source phrase, folded (see the module docstring)."""
    names = set()
    for word in _WORD.findall(source):
        folded = _fold(word)
        if word[0].isupper() and folded and folded not in NOT_NAMES and folded not in lower:
            names.add(folded)
    return frozenset(names)


def words(texts: Iterable[str]) -> frozenset[str]:
    return frozenset(_fold(w) for t in texts for w in _WORD.findall(t))


@dataclass(frozen=True, slots=True)
class SystemAttribution:
    """What a system says about one statement: where its content is and who said it."""

    content: Span
    speaker_spans: tuple[Span, ...] = ()  # the speaker phrase and every mention of its entity
    speaker_names: tuple[str, ...] = ()  # label, other labels, mention texts, or the phrase's words
    direct: bool = False
    rule: str | None = None  # the rule that made it, for figures by rule


def _overlap(a: Span, b: Span) -> int:
    return max(0, min(a.end, b.end) - max(a.start, b.start))


def covers(statement: SystemAttribution, gold: GoldAttribution) -> bool:
    """Whether the statement's content covers at least half of the gold Content."""
    length = gold.content_length
    return length > 0 and 2 * sum(_overlap(statement.content, piece) for piece in gold.content) >= length


@dataclass
class AttributionTally:
    gold: int = 0
    found: int = 0
    direct: int = 0
    direct_found: int = 0
    named: int = 0  # found attributions with a named gold Source
    named_right: int = 0
    statements: int = 0
    precise: int = 0  # statements covering half of some gold Content
    # by rule: statements, precise, then the content characters of those that overlap a gold
    # Content, against the one they overlap most: inside it, of the statements, of those Contents
    by_rule: dict[str, list[int]] = field(default_factory=dict)
    # per gold attribution: (article, ident, found, named, right) for error analysis
    details: list[tuple[str, str, bool, bool, bool]] = field(default_factory=list)
    imprecise: list[tuple[str, int]] = field(default_factory=list)  # (article, index of statement)

    def add(self, other: AttributionTally) -> None:
        for name in ("gold", "found", "direct", "direct_found", "named", "named_right", "statements", "precise"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.details.extend(other.details)
        self.imprecise.extend(other.imprecise)
        for rule, counts in other.by_rule.items():
            mine = self.by_rule.setdefault(rule, [0] * len(counts))
            for i, n in enumerate(counts):
                mine[i] += n

    @property
    def content_overlap(self) -> int:
        return sum(counts[2] for counts in self.by_rule.values())

    @property
    def content_system(self) -> int:
        return sum(counts[3] for counts in self.by_rule.values())

    @property
    def content_gold(self) -> int:
        return sum(counts[4] for counts in self.by_rule.values())

    def ratios(self) -> dict[str, float | None]:
        def r(a: int, b: int) -> float | None:
            return round(a / b, 3) if b else None

        return {
            "found": r(self.found, self.gold),
            "direct_found": r(self.direct_found, self.direct),
            "named_right": r(self.named_right, self.named),
            "precision": r(self.precise, self.statements),
            "content_precision": r(self.content_overlap, self.content_system),
            "content_recall": r(self.content_overlap, self.content_gold),
        }


def _names_source(statement: SystemAttribution, gold: GoldAttribution, text: str, lower: frozenset[str]) -> bool:
    if any(_overlap(s, g) for s in statement.speaker_spans for g in gold.source):
        return True
    wanted = named_words(gold.texts(text, gold.source), lower)
    return bool(wanted & words(statement.speaker_names))


def score_article(
    name: str,
    text: str,
    gold: Sequence[GoldAttribution],
    statements: Sequence[SystemAttribution],
    discarded: Sequence[Span] = (),
) -> AttributionTally:
    """The tally of one article (see the module docstring)."""
    lower = lowercase_words(text)
    tally = AttributionTally()
    scored = [(i, s) for i, s in enumerate(statements)
              if not any(d.start <= s.content.start and s.content.end <= d.end for d in discarded)]
    for g in gold:
        tally.gold += 1
        tally.direct += g.direct
        covering = [s for _, s in scored if covers(s, g)]
        found = bool(covering)
        tally.found += found
        tally.direct_found += found and g.direct
        named = found and bool(g.source) and bool(named_words(g.texts(text, g.source), lower))
        right = named and any(_names_source(s, g, text, lower) for s in covering)
        tally.named += named
        tally.named_right += right
        tally.details.append((name, g.ident, found, named, right))
    for i, s in scored:
        tally.statements += 1
        precise = any(covers(s, g) for g in gold)
        if precise:
            tally.precise += 1
        else:
            tally.imprecise.append((name, i))
        overlap, nearest = max(((sum(_overlap(s.content, p) for p in g.content), g) for g in gold),
                               key=lambda pair: pair[0], default=(0, None))
        chars = (overlap, s.content.end - s.content.start, nearest.content_length) if overlap else (0, 0, 0)
        counts = tally.by_rule.setdefault(s.rule or "", [0, 0, 0, 0, 0])
        for k, n in enumerate((1, int(precise), *chars)):
            counts[k] += n
    return tally
