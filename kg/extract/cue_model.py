"""Whether a word reports an attribution here, decided from its parse frame by a learned model.

A verb is a cue in some frames and not in others: "Trump supports a wall" reports a stance,
"the pillars support the roof" does not; "she knows that …" attributes a belief, "as we
know" does not. The lemma alone cannot tell, so the candidates no hand rule claims (every
verb with a speaker-like subject and something it governs, and nouns that head annotated
cues: "his criticism of", "the claim that", "Trump's promise to") are scored by a logistic
model over features of the frame: the lemma, what it governs (a "that"-clause, an
infinitive, an object, which preposition), its subject (a name, a pronoun, a group noun, a
document), WordNet's classes of the word and of a common-noun subject
(``kg.extract.word_classes``), its tense and place in the sentence, negation, modality, the
length of what it governs and how many clauses that holds, another reporting verb in the
sentence. The model
is fitted on PolNeAR's training split by ``benchmarks/fit_cue_model.py`` (scikit-learn, the
``eval`` extra) and ships as ``kg/data/cue_model.json``: applying it is
a dot product over a dozen features, with no dependency beyond the standard library.

A candidate is read when its probability clears the shipped threshold, chosen by
cross-validation on train for a precision of at least 0.90 (see the JSON's ``threshold``).
A model may carry a second table, ``covers`` (``CueModel``); the shipped one has none.
"""

from __future__ import annotations

import json
import math
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from spacy.attrs import DEP, HEAD, LOWER, POS
from spacy.parts_of_speech import IDS as POS_IDS
from spacy.strings import get_string_id
from spacy.tokens import Doc, Token
from spacy.util import normalize_slice

from kg.extract._doc_index import children_of, latest_doc_only, sentence_bounds
from kg.extract.agentless_passives import perfect_read_as_passive
from kg.extract.lemmas import doc_lemmas, lemma_of
from kg.extract.speakers import SOURCE_DOCUMENTS
from kg.extract.word_classes import noun_class, verb_classes
from kg.extract.word_lists import read_words

__all__ = [
    "CueModel",
    "cue_model",
    "noun_features",
    "verb_features",
    "context_features",
    "wordnet_features",
    "VERB_CONTENT_DEPS",
    "NOUN_CONTENT_PREPOSITIONS",
]

MODEL_FILE = "cue_model.json"
# What a verb candidate reports: a clause, an infinitive, an object, a prepositional phrase.
VERB_CONTENT_DEPS = frozenset({"ccomp", "xcomp", "dobj", "prep", "dative", "oprd", "attr", "acomp"})
# What a noun candidate reports: "criticism of X", "the claim that", "support for", "a plan to".
NOUN_CONTENT_PREPOSITIONS = frozenset("of about on over for against to with toward towards regarding".split())
FIRST_PERSON = frozenset("i we me us my our myself ourselves".split())
MODALS = frozenset("will would could can may might should must shall".split())
PERSON_PRONOUNS = frozenset("he she they it who".split())
# Subjects that stand for documents and data: "the report found", "polls show", "footage
# showed": the speakers' documents (kg.extract.speakers), so that the model's subject class and
# the source a statement is given agree.
DOCUMENT_SUBJECTS = SOURCE_DOCUMENTS | frozenset("numbers results".split())


def _bucket(n: int) -> str:
    if n <= 2:
        return str(n)
    if n <= 5:
        return "3-5"
    if n <= 12:
        return "6-12"
    if n <= 30:
        return "13-30"
    return "31+"


SOURCE_NOUNS_FILE = "source_nouns.txt"


@lru_cache(maxsize=1)
def source_nouns() -> frozenset[str]:
    """Common nouns that head annotated Sources on PolNeAR train ("official", "aide", "critic",
    "campaign"), learned by ``benchmarks/fit_cue_model.py``: a plural noun subject of people
    ("critics support …") is a speaker, one of things ("the pillars support …") is not."""
    return read_source_nouns(resources.files("kg").joinpath(f"data/{SOURCE_NOUNS_FILE}"))


# The nouns of a list file, one a line (kept under this name for benchmarks/fit_cue_model.py).
read_source_nouns = read_words


ABSTRACT_NOUNS_FILE = "abstract_nouns.txt"


@lru_cache(maxsize=1)
def abstract_nouns() -> frozenset[str]:
    """Nouns whose most frequent WordNet sense is an act, an event, a state, a feeling…
    ("crisis", "decision", "violence"), written by ``benchmarks/wordnet_abstract_nouns.py``."""
    return read_source_nouns(resources.files("kg").joinpath(f"data/{ABSTRACT_NOUNS_FILE}"))


def is_abstract_subject(token: Token) -> bool:
    """Whether a subject is a common noun for what happens or is the case ("the crisis
    continued with …", "the decision drew …"), which speaks for nobody; not a noun that heads
    annotated Sources ("the campaign said") nor a document ("the study found")."""
    if token.pos_ != "NOUN":
        return False
    lemma = token.lemma_.lower()
    return lemma in abstract_nouns() and lemma not in source_nouns() and lemma not in DOCUMENT_SUBJECTS


def subject_class(token: Token, entity_type: Callable[[Token], str | None]) -> str:
    """What kind of speaker a subject is: an entity's type, a pronoun, a group, a document…"""
    low = token.lower_
    if low in PERSON_PRONOUNS:
        return f"pron:{low}"
    kind = entity_type(token)
    if kind is not None:
        return f"entity:{kind}"
    lemma = token.lemma_.lower()
    if lemma in DOCUMENT_SUBJECTS:
        return "document"
    if token.pos_ == "PROPN":
        return f"propn:{token.ent_type_ or 'none'}"
    if token.pos_ == "NOUN":
        return "noun:plural" if token.tag_ == "NNS" else "noun"
    return f"other:{token.pos_}"


def ends_sentence(token: Token, end: int) -> bool:
    """Whether what a word governs (tokens up to ``end``) runs to the end of its sentence, but
    for closing punctuation. A reported clause is mostly the rest of its sentence ("X believes
    the plan will fail."); what stops early is more often an object or a phrase the sentence
    goes on from ("X backed the plan, and the council …"): on PolNeAR train 0.43 of the
    candidates whose content runs to the end cover an annotated Content, 0.22 of the others."""
    first, last = sentence_bounds(token)
    doc = token.doc
    while last > first and (doc[last - 1].is_punct or doc[last - 1].is_space):
        last -= 1
    return end >= last


def _frame(token: Token) -> dict[str, float]:
    """The dependents a word governs, as features (shared by verbs and nouns)."""
    features: dict[str, float] = {}
    for child in children_of(token):
        dep = child.dep_
        if child.i < token.i and dep not in {"ccomp", "neg", "aux", "auxpass", "nsubj", "nsubjpass", "poss", "advmod"}:
            continue
        if dep in {"ccomp", "xcomp", "acl", "relcl", "advcl"}:
            side = "left" if child.i < token.i else "right"
            features[f"gov={dep}:{side}"] = 1.0
            marks = [g.lower_ for g in children_of(child) if g.dep_ in {"mark", "aux"} and g.i < child.i]
            if "that" in marks:
                features[f"gov={dep}:that"] = 1.0
            if "to" in marks:
                features[f"gov={dep}:to"] = 1.0
            if any(g.dep_ in {"nsubj", "nsubjpass"} for g in children_of(child)):
                features[f"gov={dep}:subject"] = 1.0
            if child.tag_ == "VBG":
                features[f"gov={dep}:ing"] = 1.0
        elif dep == "prep":
            features[f"prep={child.lower_}"] = 1.0
            objs = [g for g in children_of(child) if g.dep_ in {"pobj", "pcomp"}]
            if objs and objs[0].tag_ == "VBG":
                features["prep:ing"] = 1.0
        elif dep in {"dobj", "dative", "oprd", "attr", "acomp", "agent"}:
            features[f"gov={dep}"] = 1.0
            if dep == "dobj":
                if child.pos_ == "PRON":
                    features["dobj:pron"] = 1.0
                elif child.ent_type_ in {"PERSON", "ORG", "GPE", "NORP"}:
                    features["dobj:entity"] = 1.0
                if any(g.dep_ in {"acl", "relcl", "prep"} for g in children_of(child)):
                    features["dobj:modified"] = 1.0
        elif dep == "neg":
            features["negated"] = 1.0
        elif dep in {"aux", "auxpass"}:
            if child.lower_ in MODALS:
                features["modal"] = 1.0
            if dep == "auxpass" and perfect_read_as_passive(token) is None:  # not "he's said he will"
                features["passive"] = 1.0
    return features


def verb_features(
    verb: Token,
    speakers: Sequence[Token],
    content: tuple[int, int],
    entity_type: Callable[[Token], str | None],
    quoted: bool,
) -> dict[str, float]:
    """Features of a verb candidate: its lemma, frame, subject, place, and what it reports."""
    lemma = verb.lemma_.lower()
    features = {f"lemma={lemma}": 1.0, "pos=VERB": 1.0, f"tag={verb.tag_}": 1.0, f"dep={verb.dep_}": 1.0}
    features.update(_frame(verb))
    head = verb.head
    if head.i != verb.i:
        features[f"head_pos={head.pos_}"] = 1.0
    features.update(wordnet_features(verb, speakers))
    if speakers:
        subject = speakers[0]
        features[f"subject={subject_class(subject, entity_type)}"] = 1.0
        if subject.pos_ == "NOUN" and subject.lemma_.lower() in source_nouns() or subject.lemma_.lower() in DOCUMENT_SUBJECTS:
            # a noun of people ("critics") or a document ("footage"), beside its class: "the
            # pillars support" is no stance; a document is a source however rarely annotated
            features["subject=source_noun"] = 1.0
        if is_abstract_subject(subject):
            features["subject=abstract"] = 1.0
        if subject.head.i != verb.i:
            features["subject_shared"] = 1.0  # taken from a verb above ("wants to support")
        if len(speakers) > 1:
            features["subjects_coordinated"] = 1.0
    start, end = content
    features[f"content_tokens={_bucket(end - start)}"] = 1.0
    if start < verb.i:
        features["content_left"] = 1.0
    if ends_sentence(verb, end):
        features["content_ends_sentence"] = 1.0
    if quoted:
        features["content_quoted"] = 1.0
    return features


def noun_features(
    noun: Token,
    speakers: Sequence[Token],
    content: tuple[int, int],
    entity_type: Callable[[Token], str | None],
    quoted: bool,
    speaker_from: str,
) -> dict[str, float]:
    """Features of a noun candidate ("his criticism of", "the claim that", "a plan to")."""
    lemma = noun.lemma_.lower()
    features = {f"noun_lemma={lemma}": 1.0, "pos=NOUN": 1.0, f"noun_dep={noun.dep_}": 1.0,
                f"speaker_from={speaker_from}": 1.0}
    features.update({f"noun_{k}": v for k, v in _frame(noun).items()})
    head = noun.head
    if noun.dep_ in {"dobj", "attr"} and head.pos_ in {"VERB", "AUX"}:
        features[f"noun_verb={head.lemma_.lower()}"] = 1.0
    if noun.tag_ == "NNS":
        features["noun_plural"] = 1.0
    dets = [c.lower_ for c in children_of(noun) if c.dep_ == "det"]
    if dets:
        features[f"noun_det={dets[0]}"] = 1.0
    features.update(wordnet_features(noun, speakers))
    if speakers:
        features[f"noun_subject={subject_class(speakers[0], entity_type)}"] = 1.0
        if is_abstract_subject(speakers[0]):
            features["noun_subject=abstract"] = 1.0
    start, end = content
    features[f"content_tokens={_bucket(end - start)}"] = 1.0
    if ends_sentence(noun, end):
        features["content_ends_sentence"] = 1.0
    if quoted:
        features["content_quoted"] = 1.0
    return features


def wordnet_features(token: Token, speakers: Sequence[Token]) -> dict[str, float]:
    """WordNet's classes of a candidate and of its subject (``kg.extract.word_classes``): a verb
    of communication or cognition ("hint", "reckon") reports more often than one of motion or
    contact, whether or not train showed the lemma; a subject that is a person or a group speaks,
    an artifact does not. On PolNeAR train (cross-validated) the cue table's log loss falls from
    0.2979 to 0.2928."""
    features: dict[str, float] = {}
    lemma = lemma_of(token)
    if token.pos_ == "VERB":
        classes = verb_classes(lemma)
        if classes is not None:
            features[f"verb_class={classes[0]}"] = 1.0
            # its rarer senses too: "blast" is first a verb of perception, also one of communication
            features.update({f"verb_sense={kind}": 1.0 for kind in classes[1]})
    elif token.pos_ == "NOUN":
        kind = noun_class(lemma)
        if kind is not None:
            features[f"noun_class={kind}"] = 1.0
    if speakers and speakers[0].pos_ == "NOUN":
        kind = noun_class(speakers[0].lemma_.lower())
        if kind is not None:
            features[f"subject_wordnet={kind}"] = 1.0
    return features


@dataclass(frozen=True, slots=True)
class ContextCounts:
    """What ``context_features`` reads of a Doc, from its arrays once per Doc: it is asked
    about ten thousand candidates a build of 295 Wikinews articles, and walking each one's
    content and sentence made a Token per word (a fifth of the cue model's time)."""

    clause_heads: tuple[int, ...]  # indices of the verbs and auxiliaries with a subject among their children
    first_person: tuple[int, ...]  # indices of the words of FIRST_PERSON
    verbs: tuple[int, ...]  # indices of the verbs (pos_ VERB)

    @staticmethod
    def between(indices: tuple[int, ...], start: int, end: int) -> int:
        """How many of the (sorted) ``indices`` are in [start, end)."""
        return bisect_left(indices, end) - bisect_left(indices, start)


@latest_doc_only
def context_counts(doc: Doc) -> ContextCounts:
    """The Doc's ``ContextCounts`` (children as ``children_of`` reads them: from the heads)."""
    parts = doc.to_array(POS).tolist()
    subjects = {get_string_id("nsubj"), get_string_id("nsubjpass")}
    # a root is its own head (offset 0) and no child of itself
    governing = {i + offset for i, (dep, offset) in enumerate(zip(doc.to_array(DEP).tolist(), doc.to_array(HEAD).view("int64").tolist()))
                 if offset and dep in subjects}
    clause_parts = {POS_IDS["VERB"], POS_IDS["AUX"]}
    first_person = {get_string_id(word) for word in FIRST_PERSON}
    verb = POS_IDS["VERB"]
    return ContextCounts(tuple(sorted(i for i in governing if parts[i] in clause_parts)),
                         tuple(i for i, lower in enumerate(doc.to_array(LOWER).tolist()) if lower in first_person),
                         tuple(i for i, part in enumerate(parts) if part == verb))


def context_features(token: Token, content: tuple[int, int], cue_lemmas: frozenset[str]) -> dict[str, float]:
    """Features of what a candidate reports and of the sentence it stands in, beside its frame.

    On PolNeAR train (cross-validated, the covers table's log loss 0.481 -> 0.470): a content
    that holds no clause of its own ("backed the plan") is seldom an annotated Content, one of
    two clauses or more mostly is; a word late in its sentence is seldom a cue ("…, the group
    that backs the plan"); a sentence with a verb of the hand lists in it is one the annotators
    read as reporting; a first-person content ("we will …") is the speaker's words more often
    quoted than paraphrased; a sentence that opens a paragraph more often reports."""
    doc = token.doc
    counts = context_counts(doc)
    start, end = normalize_slice(len(doc), *content)  # the words of doc[start:end]
    clauses = counts.between(counts.clause_heads, start, end)
    features = {f"content_clauses={min(clauses, 3)}": 1.0}
    if counts.between(counts.first_person, start, end):
        features["content_first_person"] = 1.0
    first, last = sentence_bounds(token)
    features[f"place_in_sentence={min(2, 3 * (token.i - first) // max(1, last - first))}"] = 1.0
    lemmas, verbs = doc_lemmas(doc), counts.verbs
    if any(i != token.i and lemmas[i] in cue_lemmas for i in verbs[bisect_left(verbs, first):bisect_left(verbs, last)]):
        features["sentence_other_cue"] = 1.0
    if first == 0 or doc[first - 1].is_space or "\n" in doc[first - 1].whitespace_:
        features["paragraph_start"] = 1.0
    return features


# Frame features crossed with the lemma: "support" with an object is a stance, "support"
# with a subject that is a pillar is not; a linear model needs the pairs to tell.
CROSSED_PREFIXES = (
    "gov=", "prep=", "subject=", "dobj:", "content_tokens=", "tag=", "dep=", "negated", "modal", "passive",
    "noun_gov", "noun_prep=", "noun_dep=", "noun_subject=", "speaker_from=",
)


def with_lemma_pairs(features: dict[str, float]) -> dict[str, float]:
    """The features and, for each frame feature, its pair with the lemma ("lemma=seek&gov=dobj")."""
    lemma = next((k for k in features if k.startswith(("lemma=", "noun_lemma="))), None)
    if lemma is None:
        return features
    crossed = dict(features)
    for key in features:
        if key.startswith(CROSSED_PREFIXES):
            crossed[f"{lemma}&{key}"] = 1.0
    return crossed


# The keys ``context_features`` may add, in groups of which a candidate gets one key at most
CONTEXT_FEATURE_GROUPS = (
    tuple(f"content_clauses={n}" for n in range(4)), ("content_first_person",),
    tuple(f"place_in_sentence={n}" for n in range(3)), ("sentence_other_cue",), ("paragraph_start",),
)
# Room left for rounding when a probability is bounded rather than worked out: the bound sums
# the same terms in another order (a difference of about 1e-15)
BOUND_SLACK = 1e-9


def _context_gain(weights: dict[str, float]) -> float:
    """The most the context features can add to a score of ``weights``' table."""
    return sum(max(0.0, *(weights.get(key, 0.0) for key in group)) for group in CONTEXT_FEATURE_GROUPS)


def _logistic(intercept: float, weights: dict[str, float], features: dict[str, float]) -> float:
    # a list, not a generator: the same terms summed in the same order, without a frame resumed per term
    score = intercept + sum([weights.get(k, 0.0) * v for k, v in features.items()])
    return 1.0 / (1.0 + math.exp(-score))


class CueModel:
    """A fitted logistic model over candidate features, with the threshold to read at.

    A model may carry a second table (``covers``): P(what the word governs is some annotated
    Content, whoever's cue it is). The score read is then the mean of the two probabilities:
    a word whose content is reported speech is worth reading even when the annotators put the
    cue on another word, and the statement is scored by whether it covers a Content.
    """

    def __init__(self, fitted: dict) -> None:
        self.intercept: float = fitted["intercept"]
        self.weights: dict[str, float] = fitted["weights"]
        self.threshold: float = fitted["threshold"]
        covers = fitted.get("covers")
        self.covers: tuple[float, dict[str, float]] | None = (
            (covers["intercept"], covers["weights"]) if covers is not None else None
        )
        self.noun_lemmas: frozenset[str] = frozenset(fitted.get("noun_lemmas", ()))
        self.verb_lemmas: frozenset[str] | None = (
            frozenset(fitted["verb_lemmas"]) if fitted.get("verb_lemmas") is not None else None
        )
        # per table, the most the context features can add (``surely_under``)
        self._context_gain = (_context_gain(self.weights), _context_gain(self.covers[1]) if self.covers else 0.0)
        # (lemma feature, feature) -> its weight and its pair's with the lemma, in each table
        self._pair_weights: dict[tuple[str | None, str], tuple[float, float, float, float]] = {}

    def probability(self, features: dict[str, float]) -> float:
        crossed = with_lemma_pairs(features)
        cue = _logistic(self.intercept, self.weights, crossed)
        if self.covers is None:
            return cue
        return (cue + _logistic(*self.covers, crossed)) / 2

    def surely_under(self, features: dict[str, float], threshold: float) -> bool:
        """Whether the probability stays under ``threshold`` whatever ``context_features`` adds
        to ``features`` (which hold none yet). The context features are not crossed with the
        lemma, and each adds at most its weight, so the score with the most they can add bounds
        the score; on 295 Wikinews articles eight candidates in ten are under the threshold by
        that bound, and need no context read, nor their probability worked out. The bound sums
        each feature's weight with its pair's, looked up once per lemma and feature, not the
        pairs' names made and looked up per candidate as ``probability`` does."""
        if type(self).probability is not CueModel.probability:
            return False  # a probability made otherwise (a test's model) is not bounded by the tables
        lemma = next((k for k in features if k.startswith(("lemma=", "noun_lemma="))), None)  # as with_lemma_pairs
        known = self._pair_weights
        if len(known) > 1 << 17:  # bounded: a long build meets many pairs once
            known.clear()
        cue, covers = self.intercept + self._context_gain[0], self._context_gain[1]
        for key, value in features.items():
            weights = known.get((lemma, key))
            if weights is None:
                weights = known[(lemma, key)] = self._weights_of(lemma, key)
            cue += weights[0] * value + weights[1]
            covers += weights[2] * value + weights[3]
        bound = 1.0 / (1.0 + math.exp(-cue))
        if self.covers is not None:
            bound = (bound + 1.0 / (1.0 + math.exp(-(self.covers[0] + covers)))) / 2
        return bound < threshold - BOUND_SLACK

    def _weights_of(self, lemma: str | None, key: str) -> tuple[float, float, float, float]:
        """A feature's weight and its pair's with the lemma (``with_lemma_pairs``), in the cue
        table and in the covers table (0.0 where there is none)."""
        pair = f"{lemma}&{key}" if lemma is not None and key.startswith(CROSSED_PREFIXES) else None
        covers = self.covers[1] if self.covers is not None else {}
        return (self.weights.get(key, 0.0), self.weights.get(pair, 0.0) if pair else 0.0,
                covers.get(key, 0.0), covers.get(pair, 0.0) if pair else 0.0)

    def reads(self, features: dict[str, float]) -> bool:
        return self.probability(features) >= self.threshold


@lru_cache(maxsize=1)
def cue_model() -> CueModel | None:
    """The shipped model (None when ``kg/data/cue_model.json`` is absent: no candidate is read)."""
    path = resources.files("kg").joinpath(f"data/{MODEL_FILE}")
    if not path.is_file():
        return None
    return CueModel(json.loads(path.read_text(encoding="utf-8")))
