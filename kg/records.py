"""Plain records that flow between the stages of a build.

Extractors produce these from a spaCy ``Doc``; the RDF layer turns them into triples.
Neither side sees the other's objects: records hold only strings, numbers and offsets.

All offsets are 0-based code-point offsets into ``Article.text``, end exclusive.
Entities inside one article are referred to by their ``key`` (see ``LocalEntity``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

EntityType = Literal["Person", "Organization", "Place"]


@dataclass(frozen=True, slots=True)
class Article:
    """One input article, exactly as it will be analysed."""

    text: str
    sha256: str
    source: str  # the file (and line, for JSON Lines) it came from
    title: str | None = None
    url: str | None = None
    published: str | None = None  # ISO 8601 date or date-time, as given
    publisher: str | None = None


@dataclass(frozen=True, slots=True, order=True)
class Span:
    """A stretch of one article's text."""

    start: int
    end: int


@dataclass(frozen=True, slots=True)
class LocalEntity:
    """One referent as named inside one article.

    ``key`` is unique within the article (type and normalised canonical name) and is how
    claims refer to the entity. ``mentions`` are every span naming it.
    """

    key: str
    type: EntityType
    label: str
    mentions: tuple[Span, ...]
    alt_labels: tuple[str, ...] = ()
    rule: str = "ner"  # how the type was decided; see kg/confidence.py


@dataclass(frozen=True, slots=True)
class Claim:
    """Fields every claim has: where it comes from and how sure we are."""

    evidence: tuple[Span, ...]
    rule: str  # names the extraction rule; its measured precision is the confidence
    attributed_to: str | None = None  # key of a LocalEntity
    attribution_confidence: float | None = None  # probability that attributed_to is right (kg.confidence)


@dataclass(frozen=True, slots=True)
class RoleClaim(Claim):
    """``holder`` holds ``role`` (of ``role_of``)."""

    holder: str = ""
    role: str = ""
    role_of: str | None = None


@dataclass(frozen=True, slots=True)
class Statement(Claim):
    """Reported speech. Exactly one of ``speaker`` and ``speaker_text`` is set, except on a
    statement whose source the text does not give ("it is expected that …", rule
    ``statement.unsourced``; "X was criticized for …", ``statement.learned_passive``), which has neither."""

    speaker: str | None = None  # key of a LocalEntity
    speaker_text: str | None = None  # the words naming an unresolved speaker
    speaker_description: str | None = None  # "a Guardia Civil spokesperson"
    via: str | None = None  # medium: "Reuters" in "told Reuters", "local radio"
    content: str | None = None
    quote: str | None = None
    direct: bool = False
    cue: str = ""
    # character spans of the cue, the content and the quote (for evidence and comparison)
    cue_span: Span | None = None
    content_span: Span | None = None
    speaker_span: Span | None = None  # the speaker phrase as written at this statement ("he", "a senior official")
    speaker_method: str = "unresolved"  # name, description, short_form, pronoun, unresolved (kg.extract.speakers)
    speaker_type: str | None = None  # the entity's type, or "person"/"thing" guessed for an unresolved phrase
    source_kind: str | None = None  # an unnamed source: unnamed_person, group, spokesperson, organization, document, narrator
    attribution_kind: str = "speech"  # speech, thought or intention (kg/data/cue_lexicon.tsv)
    negated: bool = False  # the cue is negated ("did not say whether …"): what was not said
    relayed_by: str | None = None  # key of the outer source of a nested attribution
    relayed_by_text: str | None = None  # its words ("RTVE")
    confidence: float | None = None  # probability that the statement and its speaker are right (kg.confidence)
    cue_score: float | None = None  # the cue model's probability, for a statement it read (kg.extract.cue_model)


# Marks the quantity extractor adds to a claim's ``qualifier`` beside its labels, for the
# comparison (kg.measures.facets) to read:
INCREMENT = "increment"  # "two more", "another 30": a change, not a total
AT_EVENT = "age at an event"  # "At the age of 10, she began …": an age then, not the holder's age
AT_DEATH = "age at death"  # "died at 91": an age no later report grows (another value disputes it)
WHERE = "where"  # "houses damaged in 15 villages": the villages are where it happened, not what
ANOTHER_EVENT = "another event"  # "came weeks after a driver shot eight people": a count of an earlier or later event
TO_DATE = "to date"  # "has seized a total of 14 rifles so far": a tally over everything done until the report
PER = "per "  # + a period: "$22 million per season", "$5m a year": a rate, not a total
HOLDER = "holder "  # + a lemma: "pirates in three boats", "two boats of pirates": whose the counted things are
BESIDE = "beside "  # + a lemma: "three rifles" beside "12 AK 47 guns", one item of a list


@dataclass(frozen=True, slots=True)
class QuantityClaim(Claim):
    """A reported number. A value, or at least one bound."""

    value: float | None = None
    min_value: float | None = None
    max_value: float | None = None
    approximate: bool = False
    vague: bool = False
    unit: str | None = None
    counts: str | None = None
    action: str | None = None
    about: str | None = None  # key of a LocalEntity
    when: str | None = None  # the time expression as written
    when_start: str | None = None  # ISO date, when resolvable from publication date
    when_end: str | None = None
    span: Span | None = None  # the number expression itself
    reported: str | None = None  # ISO date the number is reported as of: publication date, else the dateline
    governing: str | None = None  # lemma of the verb the counted phrase is an argument of, when ``action`` defines it
    qualifier: str | None = None  # labels in the number's clause that tell its measure apart: "category 2"
    restates: Span | None = None  # the number this one converts, when it stands in brackets after it: "€2m ($2.6m)"
    bearer: str | None = None  # key of a LocalEntity whose quantity it is: the person an age is the age of
    participants: tuple[str, ...] = ()  # keys of the people and organisations the clause names as its parties
    story: tuple[str, ...] = ()  # the article's story terms (kg.extract.story): which event it tells of
    last_digit: float | None = None  # what its last digit after a decimal point is worth: "7.0" 0.1
    role: str | None = None  # what the counted things do in their clause: "agent" (acted) or "patient" (acted on)
    # the unnamed source of the statement holding the number ("officials said …"), as that
    # statement's nkg:source: its kind, its words as written and the words standing for it
    source_kind: str | None = None
    source_span: Span | None = None
    source_text: str | None = None


@dataclass(frozen=True, slots=True)
class ArticleRecords:
    """Everything extracted from one article."""

    article: Article
    entities: tuple[LocalEntity, ...] = ()
    roles: tuple[RoleClaim, ...] = ()
    statements: tuple[Statement, ...] = ()
    quantities: tuple[QuantityClaim, ...] = ()
    furniture: tuple[Span, ...] = field(default=())
    sentences: tuple[Span, ...] = field(default=())
