"""Who a speaker phrase stands for: an entity of the article, or no one we know.

Given the head token of a speaker phrase ("Zarroqui", "he", "the ministry", "a Guardia Civil
spokesperson", "authorities in Madrid"), find the article's entity it refers to. Never
invents one: when nothing fits, the phrase's words are kept instead.

Method, in order:

1. A name: an entity mention covering the head, or the same proper name as a mention
   elsewhere in the article; an apposition naming a person ("the head of X, Juan Vivas").
2. A stand-in noun (``STAND_IN_NOUNS``: spokesperson, ministry, officials, statement…) tied to a
   named entity by a compound, possessive, prepositional or participle modifier ("a Guardia
   Civil spokesperson", "Spain's interior ministry", "officials in Ceuta", "a photographer
   working for The Associated Press") or by a demonym ("the German government" → Germany).
   The phrase is kept as the description.
3. A short form ("the ministry", "the spokesperson", "the agency"): the most recent entity
   named with that head noun, else the most recent earlier phrase with the same head noun
   that was tied to an entity (rule 2), else, for documents ("the statement"), the speaker of
   the statement just before.
4. A pronoun: the most salient earlier candidate of a fitting kind (people for he/she,
   organisations and places for it; for they organisations, groups and people coordinated as
   one subject, never one named person: ``kg.extract.plural_referents``) within a few sentences, scored by
   distance in sentences and a bonus for subjects and earlier speakers (a salience ranking
   in the spirit of Lappin & Leass, 1994). Mentions inside quotations and inside the
   reporting clause's own adjuncts ("Speaking to X, he said") are not candidates, nor a
   person the article titles "Mr." for "she" or "Ms."/"Mrs." for "he", nor, where no honorific
   says, a person whose full name starts with a given name of the other sex only ("Mark
   Roesler" for "she"; ``kg/data/given_names.tsv``). A person the text has just brought in
   without a name ("A president who … Where he used to …") competes as a subject; when it wins,
   "he" or "she" is left unresolved rather than given to a name nearby.
"""

from __future__ import annotations

import unicodedata
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache

from spacy.tokens import Doc, Token

from kg.extract._doc_index import (
    children_of, doc_index, doc_sents, doc_text, doc_tokens, indices_tagged, lemma_positions, sentence_bounds, span_text,
)
from kg.extract.given_names import given_name_sex, honorific_sex
from kg.extract.person_nouns import person_nouns
from kg.extract.plural_referents import coordinated_people, coordination_root, group_heads, group_phrase, is_subject
from kg.extract.word_classes import noun_class
from kg.names import STRIPPED_HONORIFICS
from kg.records import LocalEntity, Span

# Nouns that speak for an organisation, place or person they are tied to.
STAND_IN_NOUNS = frozenset(
    """
    spokesperson spokesman spokeswoman spokespeople spokespersons representative representatives
    official officials authority authorities ministry ministries government governments
    administration office department agency agencies embassy consulate council committee
    commission court police military army forces force navy command leadership management
    board team campaign staff aide aides adviser advisers advisor advisors lawyer lawyers
    attorney attorneys source sources member members officer officers personnel employee
    employees worker workers minister ministers secretary president head chief leader
    leaders director chairman chairwoman chair governor mayor prosecutor prosecutors
    statement statements report reports announcement release letter message tweet post notice
    photographer correspondent reporter reporters journalist journalists editor
    company firm group party union movement organisation organization coalition alliance
    militia network federation association institute foundation broadcaster account page
    feed channel website blog profile
    others some many several most few
    """.split()
)
# Stand-ins of a place that are not its voice: its police, prosecutors, lawyers, officers and aides,
# those who work or report there, its unions. The place's government speaks for it (its ministry,
# authorities, officials, spokesperson, and those who lead it: minister, president, governor, mayor).
PLACE_HOLDERS = frozenset(
    """
    police prosecutor lawyer attorney aide adviser advisor member officer employee worker
    photographer correspondent reporter journalist editor union
    """.split()
)
# Stand-ins that are documents: "the statement said" speaks for whoever issued it.
DOCUMENT_NOUNS = frozenset("statement statements report announcement release letter message tweet post notice".split())
# Media someone owns, which speak for the owner rather than the platform.
OWNED_MEDIA = frozenset("account accounts page feed channel website blog profile".split())
# Prepositions that tie a stand-in to what it speaks for.
TIE_PREPOSITIONS = frozenset("of in for at from within with to by".split())

PERSON_PRONOUNS = frozenset("he she him her his hers himself herself".split())
THING_PRONOUNS = frozenset("it its itself".split())
PLURAL_PRONOUNS = frozenset("they them their themselves".split())
# The text's own first-person voice outside quotations: the writer ("I"), the newsroom ("we"),
# or in an interview printed as a transcript the one answering.
NARRATOR_PRONOUNS = frozenset({"i", "we"})
# The sex a pronoun or an honorific says: "she" is not a person the article calls "Mr."
PRONOUN_SEX = {**dict.fromkeys("he him his himself".split(), "m"), **dict.fromkeys("she her hers herself".split(), "f")}
RELATIVE_PRONOUNS = frozenset("who which that whom".split())
# Nouns for one person that say the person's sex: a later "she" is not "the man".
NOUN_SEX = {
    **dict.fromkeys("""man boy father son husband brother grandfather uncle nephew gentleman king
        businessman policeman chairman spokesman congressman fisherman widower boyfriend""".split(), "m"),
    **dict.fromkeys("""woman girl mother daughter wife sister grandmother aunt niece lady queen
        businesswoman policewoman chairwoman spokeswoman congresswoman widow girlfriend actress
        waitress""".split(), "f"),
}

# Demonyms are looked up in kg/data/demonyms.tsv (``country_names``); one the table lacks
# is matched to a place by its stem, with one of these endings taken off.
DEMONYM_SUFFIXES = ("ian", "ean", "ese", "ish", "an", "i", "n")

# Salience (see module docstring): points lost per sentence of distance, gained as a subject.
SENTENCE_WINDOW = 4
DISTANCE_PENALTY = 10
SUBJECT_BONUS = 5
SPEAKER_BONUS = 6
# "he added", "she continued": the cue says the speaker goes on, so "he" is the last person
# who spoke, even where the clause before names another ("Mr. Trump fits the bill, he added")
CONTINUING_CUES = frozenset({"add", "continue"})
CONTINUING_BONUS = 2 * DISTANCE_PENALTY
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass"})
# "Reed said Cole lied when he claimed …": the subject of the clause that a pronoun's adverbial
# clause hangs on is who the pronoun is, before an earlier speaker (SPEAKER_BONUS)
GOVERNING_SUBJECT_BONUS = SPEAKER_BONUS + 2
MAX_DEPTH = 40  # a bound on climbs up the parse, against a cyclic or runaway tree
# "He remembers when Ortega opened the mill. He said …": a pronoun that goes on from the same
# pronoun as the main subject before it is whom that one is, before a name in between (SUBJECT_BONUS)
CHAIN_BONUS = SUBJECT_BONUS + 2
MAIN_SUBJECT_BONUS = 0.5  # under SPEAKER_BONUS - SUBJECT_BONUS: an earlier speaker still comes first
MAX_CHAIN = 8  # pronoun subjects followed back, at most
ANSWERING_CUES = frozenset({"reply", "respond", "answer", "retort"})
# a person who asks or answers is not whom the next "he said" quotes: "A reporter asked X if …
# ''…,'' he said" is X
EXCHANGE_CUES = ANSWERING_CUES | {"ask", "question"}


@lru_cache(maxsize=1024)
def country_names(demonym: str) -> tuple[str, ...]:
    """The names of the country a demonym names ("British": united kingdom, uk, britain…),
    folded as places are here: its row of ``kg/data/demonyms.tsv`` and the country's other
    names in the shipped alias table. Empty for a word the table does not list."""
    from kg.aliases import demonyms, load_aliases, name_key

    country = demonyms().get(name_key(demonym))
    if country is None:
        return ()
    names = {fold(country)}
    alias = load_aliases().lookup(country)
    if alias is not None:
        names.update(fold(name) for name in (alias.label, *alias.names))
    return tuple(sorted(names))


@lru_cache(maxsize=1 << 16)  # the same names are compared many times
def fold(text: str) -> str:
    """Lower case without accents or a leading article: the form names are compared in."""
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text)
        text = "".join(c for c in text if not unicodedata.combining(c))
    text = text.lower().strip()
    for article in ("the ",):
        if text.startswith(article):
            text = text[len(article) :]
    if text.endswith("'s") or text.endswith("’s"):
        text = text[:-2]
    return text.strip()


@dataclass(frozen=True, slots=True)
class Resolution:
    """What a speaker phrase stands for."""

    key: str | None  # the entity, when one fits
    text: str  # the words of the phrase
    description: str | None = None  # the phrase, when it is not the entity's name
    kind: str | None = None  # the entity's type, or "person"/"thing" guessed for unresolved phrases
    # how: "name", "description" (a stand-in tied to a name), "short_form", "pronoun", "unresolved"
    method: str = "unresolved"
    # "they" for people coordinated as one subject ("Cole and Reed"): each of them speaks
    together: tuple[Resolution, ...] = ()


# The winner of a pronoun's candidates when it is a person the text named no name for.
UNNAMED = Resolution(None, "", kind="person")


@dataclass(frozen=True, slots=True)
class Spoken:
    """An earlier speaker, for short forms and pronouns."""

    position: int  # offset of the speaker phrase's head
    head_lemma: str
    resolution: Resolution
    personal: bool  # a person, whatever type the entity was given ("he" can refer to it)
    document: bool  # a statement, report…: "it" refers to it whoever issued it
    plural: bool = False  # a group or several people: "they" can refer to it, not "he"
    sex: str | None = None  # "m" or "f" when its own words say so ("he", "the man"): a later "she" is not it


# NER's labels of bodies and places, which "who" does not stand for when a person's role is "at" one.
BODY_OR_PLACE_LABELS = frozenset({"ORG", "GPE", "LOC", "FAC", "NORP"})


def _who_of_a_body(pronoun: Token, antecedent: Token) -> Token:
    """The person "who" stands for where the parser hung the relative clause on the body a
    person's role is "at", "for" or "with" (the preposition after a person noun): "Ana Ruiz, an
    economist at the Harbour Institute, who said …" is Ruiz (the name the role describes), not the
    institute."""
    if pronoun.lower_ != "who" or antecedent.dep_ != "pobj" or antecedent.lemma_.lower() in person_nouns() \
            or antecedent.pos_ == "PROPN" and antecedent.ent_type_ not in BODY_OR_PLACE_LABELS:
        return antecedent  # (a name that may be a person's: "the son of Ana Ruiz, who said")
    role = antecedent.head.head if antecedent.head.dep_ == "prep" else None
    if role is None or role.pos_ != "NOUN" or role.lemma_.lower() not in person_nouns():
        return antecedent
    return role.head if role.dep_ == "appos" and role.head.pos_ == "PROPN" else role


class SpeakerResolver:
    """Resolves speaker phrases of one article; feed it speakers in text order."""

    def __init__(self, doc: Doc, entities: Sequence[LocalEntity], quotations: Sequence[Span]) -> None:
        self.doc = doc
        self.text = doc_text(doc)
        self.entities = {e.key: e for e in entities}
        self.quotations = sorted(quotations)
        self._quote_starts = [q.start for q in self.quotations]
        self.token_entity: dict[int, str] = {}
        titled: dict[str, set[str]] = {}  # the sexes the honorifics before an entity's mentions say
        for entity in entities:
            for m in entity.mentions:
                span = doc.char_span(m.start, m.end, alignment_mode="expand")
                if span is None:
                    continue
                for token in span:
                    self.token_entity.setdefault(token.i, entity.key)
                sex = honorific_sex(doc, span.start)
                if sex is not None:
                    titled.setdefault(entity.key, set()).add(sex)
        # "Mr." before one mention, "Ms." before another: the sex is not known
        self.sex = {key: next(iter(sexes)) for key, sexes in titled.items() if len(sexes) == 1}
        for entity in entities:
            if entity.key not in titled and entity.type == "Person":
                sex = given_name_sex(entity.label)
                if sex is not None:
                    self.sex[entity.key] = sex
        # Surface forms of each entity, for names NER did not mark at every occurrence.
        self.surface: dict[str, str] = {}
        for entity in sorted(entities, key=lambda e: e.key):
            forms = {entity.label, *entity.alt_labels}
            forms.update(self.text[m.start : m.end] for m in entity.mentions)
            for form in forms:
                self.surface.setdefault(fold(form), entity.key)
            if entity.type == "Person" and len(entity.label.split()) > 1:
                # "Cattelan, the artist" after "Maurizio Cattelan"
                self.surface.setdefault(fold(entity.label.split()[-1]), entity.key)
        # Sentences are counted for salience without those wholly inside a quotation: a long
        # quote does not push its speaker out of reach of the "he said" after it.
        self.sentence_of = {}
        n = 0
        tokens = doc_tokens(doc)
        for sent in doc_sents(doc):
            quoted = all(t.is_space or t.is_punct or self._in_quotation(t.idx) for t in tokens[sent.start:sent.end])
            for i in range(sent.start, sent.end):
                self.sentence_of[i] = n
            n += 0 if quoted else 1
        self.unnamed_persons = self._unnamed_persons()
        self.spoken: list[Spoken] = []
        self.index = doc_index(doc)
        # one candidate per mention for pronouns: its last token, in text order
        self.mention_ends = sorted(
            i for i, key in self.token_entity.items() if self.token_entity.get(i + 1) != key
        )
        self.places: dict[str, str] = {}
        for entity in sorted(entities, key=lambda e: e.key):
            if entity.type == "Place":
                self.places.setdefault(fold(entity.label), entity.key)
                for m in entity.mentions:
                    self.places.setdefault(fold(self.text[m.start : m.end]), entity.key)

    @cached_property
    def by_lemma(self) -> dict[str, list[int]]:
        """Token indices by lemma, for short forms looking back for the same noun: made when a
        short form first asks (63 of 295 Wikinews articles), not for every article."""
        return lemma_positions(self.doc)

    # -- public -------------------------------------------------------------------------

    def resolve(self, head: Token, phrase: tuple[int, int], cue: Token | None) -> Resolution:
        """The entity the phrase doc[phrase[0]:phrase[1]] (headed by ``head``) stands for."""
        text = span_text(self.doc, phrase[0], phrase[1])
        low = head.lower_
        if low in RELATIVE_PRONOUNS and head.head.dep_ == "relcl":
            antecedent = _who_of_a_body(head, head.head.head)
            return self.resolve(antecedent, _noun_phrase(antecedent), cue)
        focus = _cleft_focus(head) if low in RELATIVE_PRONOUNS else None
        if focus is not None:
            return self.resolve(focus, _noun_phrase(focus), cue)  # "It was Reed who told police …"
        if low in NARRATOR_PRONOUNS:
            return Resolution(None, text, None, "person" if low == "i" else None)  # the writer: named nowhere
        whole = _whole_of_them(head)
        if whole is not None:
            return self.resolve(whole, (whole.i, whole.i + 1), cue)  # "All of them said": what "them" stands for
        if low in PERSON_PRONOUNS | THING_PRONOUNS | PLURAL_PRONOUNS:
            found = self._pronoun(head, cue)
            if found is not None:
                if found.together:
                    return Resolution(None, found.text, None, found.kind, "pronoun", found.together)
                return Resolution(found.key, text, None, found.kind, "pronoun") if found.key else Resolution(
                    None, found.text, found.description, found.kind, "pronoun"
                )
            introduced = self._introduced_speaker(head, cue) if low in PERSON_PRONOUNS else None
            if introduced is not None:
                return introduced
            return Resolution(None, text, None, "person" if low in PERSON_PRONOUNS else None)
        named = self._named(head, phrase)
        if named is not None:
            return Resolution(named, text, None, self._kind(named), "name")
        tied = self._tied(head, depth=0)
        if tied is not None and self._kind(tied) == "Place" and head.tag_ == "NN" and head.lemma_.lower() in person_nouns():
            # one office-holder of a place is the person named before with that title and place:
            # "Texas Governor Greg Abbott … The Texas governor said" is Abbott, not Texas
            short = self._short_form(head)
            if short is not None and short.key is not None and short.kind == "Person":
                return Resolution(short.key, text, text, "Person", "short_form")
        if tied is not None:
            return Resolution(tied, text, text, self._kind(tied), "description")
        short = self._short_form(head)
        if short is not None:
            if short.key is not None:
                return Resolution(short.key, text, text, short.kind, "short_form")
            return Resolution(None, short.text, short.description, short.kind, "short_form")
        return Resolution(None, text, None, "person" if _is_personal(head) else None)

    def _introduced_speaker(self, pronoun: Token, cue: Token | None) -> Resolution | None:
        """'A police officer at the scene said …. He said …': a "he" or "she" that finds no one
        to stand for is the last speaker before it when that speaker is a description of one
        person no entity holds ("a police officer …", "the officer"), a sentence or two before.
        Not for an answer ("He replied"): the one described may be the one who asked."""
        if cue is not None and cue.lemma_ in ANSWERING_CUES:
            return None
        here = self.sentence_of.get(pronoun.i, 0)
        earlier = [s for s in self.spoken if s.position < pronoun.idx]
        if not earlier:
            return None
        last = earlier[-1]
        words = last.resolution.text.lower().split()
        if last.resolution.key is not None or last.plural or len(words) < 2 or words[0] not in {"a", "an", "the"} \
                or last.head_lemma not in person_nouns() or here - self._sentence_at(last.position) > 2:
            return None
        if NOUN_SEX.get(last.head_lemma) not in {None, PRONOUN_SEX[pronoun.lower_]}:
            return None  # "the man said …. She said …": not the man
        between = self.doc.char_span(last.position, pronoun.idx, alignment_mode="expand")
        if between is None or any(t.ent_type_ == "PERSON" or _introduces_a_person(t) for t in between[1:]):
            return None  # "… the man said. The home of a Berlin man was raided after he …": that man
        return Resolution(None, last.resolution.text, last.resolution.description, "person", "pronoun")

    def remember(self, head: Token, resolution: Resolution) -> None:
        """Record a resolved speaker so later short forms and pronouns can refer to it."""
        if head.lower_ in NARRATOR_PRONOUNS:
            return  # a later "he" or "they" is never the writer
        personal = resolution.kind in {"Person", "person"} or head.ent_type_ == "PERSON" or _titled_name(head)
        document = head.lemma_.lower() in DOCUMENT_NOUNS
        plural = bool(resolution.together) or head.tag_ in {"NNS", "NNPS"} or head.lower_ in PLURAL_PRONOUNS \
            or head.lower_ in QUANTIFIER_SOURCES or head.lemma_.lower() in SOURCE_COLLECTIVES or is_share(head)
        sex = PRONOUN_SEX.get(head.lower_) or NOUN_SEX.get(head.lemma_.lower())
        self.spoken.append(Spoken(head.idx, head.lemma_.lower(), resolution, personal and not document, document, plural, sex))

    # -- names --------------------------------------------------------------------------

    def _kind(self, key: str) -> str:
        return self.entities[key].type

    def entity_at(self, token: Token) -> str | None:
        """The entity a token names: a mention covering it, or the same proper name elsewhere."""
        key = self.token_entity.get(token.i)
        if key is not None:
            return key
        run = _proper_run(token)
        if run is not None:
            # "President Hassan Rouhani" is named elsewhere "Rouhani": try the name's endings
            for start in range(run[0], run[1]):
                key = self.surface.get(fold(span_text(self.doc, start, run[1])))
                if key is not None:
                    return key
        elif token.pos_ == "NOUN" and token.is_title and not any(c.dep_ in {"det", "poss"} for c in children_of(token)):
            # a surname the tagger read as a plural noun ("Sanders said", "Waters noted"), once the
            # article has named the person: a bare capitalised noun is that name, not a group
            key = self.surface.get(fold(token.text))
            if key is not None and self._kind(key) == "Person":
                return key
        return None

    def _named(self, head: Token, phrase: tuple[int, int]) -> str | None:
        titled = self._titled_name_at_end(head, phrase)
        if titled is not None:
            return titled
        key = self.entity_at(head)
        if key is not None:
            return key
        # "the head of Ceuta's regional government, Juan Jesus Vivas": the apposition names
        # the speaker; a person first, else (after a common noun) whatever it names
        # ("television broadcaster PBS", "one of these groups, the Syrian Democratic Forces")
        named: list[str] = []
        for token in self.doc[phrase[0] : phrase[1]]:
            if token.dep_ == "appos" and token.head.i == head.i or token.dep_ == "appos" and head.pos_ != "PROPN":
                # the apposition's own name: "her rival, Ohio Sen. Mark Dolan" is Dolan, not Ohio, and
                # a name only modifying it names nothing ("the host of Radio Sol, a US station")
                key = self.entity_at(token)
                if key is None:
                    continue
                placed = self.entity_at(token.head)
                if self._kind(key) != "Person" and placed is not None and self._kind(placed) == "Place":
                    continue  # "a nurse in Dayton, Ohio": the apposition says where the town is
                named.append(key)
        # a title phrase ending in a name: "Former US Ambassador to the United Nations Nikki Haley"
        last = self.doc[phrase[1] - 1]
        key = self.entity_at(last)
        if (
            key is not None and head.pos_ == "PROPN" and last.pos_ == "PROPN"
            and (self._kind(key) == "Person" or last.ent_type_ == "PERSON")
        ):
            return key
        people = [k for k in named if self._kind(k) == "Person"]
        if people:
            return people[0]
        if named and head.pos_ != "PROPN" and head.lemma_.lower() not in STAND_IN_NOUNS - {"broadcaster", "group", "movement"}:
            return named[0]
        return self._own_name(head, phrase[1]) if named and head.pos_ != "PROPN" else None

    def _own_name(self, noun: Token, end: int | None = None) -> str | None:
        """The name in apposition to a noun itself (before token ``end``), not a place: a
        stand-in noun's own name outranks its possessor, "Egypt's news agency MENA" is MENA."""
        for child in children_of(noun):
            if child.dep_ == "appos" and (end is None or child.i < end):
                key = self.entity_at(child)
                if key is not None and self._kind(key) != "Place":
                    return key
        return None

    def _titled_name_at_end(self, head: Token, phrase: tuple[int, int]) -> str | None:
        """A phrase ending in a title and a person's name names that person, whatever name the
        parser took for its head: "Longtime Dawn Show writer and performer Rob Bartlett" (head
        "Dawn") is Bartlett."""
        last = self.doc[phrase[1] - 1]
        run = _proper_run(last)
        if head.pos_ != "PROPN" or run is None or run[0] <= phrase[0] or head.i >= run[0]:
            return None
        if any(t.is_punct for t in self.doc[head.i : run[0]]):
            return None  # "Ann Cole, widow of journalist Tom Reyes": an apposition describes the head
        title = self.doc[run[0] - 1]
        key = self.entity_at(last)
        if title.pos_ != "NOUN" or key is None or self._kind(key) != "Person":
            return None
        return key if key != self.entity_at(head) else None

    def _tied(self, head: Token, depth: int) -> str | None:
        """The entity a stand-in noun is tied to by its modifiers, if it is a stand-in."""
        if head.lemma_.lower() not in STAND_IN_NOUNS and head.lower_ not in STAND_IN_NOUNS:
            return None
        key = self._modifier_entity(head, depth)
        if key is not None and self._kind(key) == "Place" and (head.lemma_.lower() in PLACE_HOLDERS or head.lower_ in PLACE_HOLDERS):
            # "police in Palermo", "Brooklyn police": a force of the place; "California prosecutors",
            # "Greek unions": people or a body of the place; none is the place speaking
            return None
        return key

    def _modifier_entity(self, head: Token, depth: int) -> str | None:
        if head.lemma_.lower() in DOCUMENT_NOUNS:
            # a document speaks for its author before its medium: "a Twitter post by Amy Cook"
            for child in children_of(head):
                if child.dep_ in {"prep", "agent"} and child.lower_ in {"by", "from"}:
                    for obj in children_of(child):
                        if obj.dep_ == "pobj" and not self._origin_place(head, child, obj):
                            key = self.entity_at(obj) or self._named(obj, _noun_phrase(obj))
                            if key is not None:
                                return key
        # a name in a compound outranks a possessor: "Italy's ANSA news agency" is ANSA's; but
        # an account speaks for its owner: "his official Twitter account" is his
        order = {"compound": 0, "flat": 0, "nmod": 1, "npadvmod": 1, "poss": 2, "amod": 3}
        if head.lemma_.lower() in OWNED_MEDIA:
            order["poss"] = -1
        # a capitalised noun for a person after a place is a title's word, not a person of that
        # place: "The Hollywood Reporter" is a magazine, not a reporter from Hollywood
        titled = head.pos_ == "PROPN" and head.lemma_.lower() in person_nouns()
        for child in sorted(children_of(head), key=lambda t: (order.get(t.dep_, 9), t.i)):
            if child.dep_ in order:
                key = self.entity_at(child)
                if key is not None and titled and child.dep_ == "compound" and self._kind(key) == "Place":
                    continue
                if key is not None:
                    return key
                if child.dep_ == "poss" and child.lower_ in PERSON_PRONOUNS:
                    found = self._pronoun(child, None)
                    if found is not None and found.key is not None:
                        return found.key
                if child.ent_type_ == "NORP" or child.pos_ in {"ADJ", "PROPN"}:
                    key = self._demonym(child.text)
                    if key is not None:
                        return key
        if depth >= 3:
            return None
        children = sorted(children_of(head), key=lambda t: t.i)
        if head.dep_ == "conj":
            # "Biden and others in the Democratic Party": the phrase may hang on the first conjunct
            children += [c for c in children_of(head.head) if c.dep_ == "prep" and c.i > head.i]
        for child in children:
            if child.dep_ == "prep" and child.lower_ in TIE_PREPOSITIONS or child.dep_ == "agent":
                for obj in children_of(child):
                    if obj.dep_ != "pobj" or self._origin_place(head, child, obj):
                        continue
                    key = self.entity_at(obj) or self._tied(obj, depth + 1)
                    if key is None and obj.pos_ in {"NOUN", "PROPN"}:
                        key = self._modifier_entity_named_only(obj, depth + 1)
                    if key is not None:
                        return key
            elif child.dep_ in {"acl", "relcl"} and child.pos_ == "VERB":
                key = self._modifier_entity(child, depth + 1)
                if key is not None:
                    return key
        return None

    def _origin_place(self, noun: Token, preposition: Token, obj: Token) -> bool:
        """"Reports from Kabul said …": news reports from a place say where they come from, not
        who wrote them (unlike "a report from the agency")."""
        if noun.lemma_.lower() != "report" or preposition.lower_ != "from":
            return False
        key = self.entity_at(obj)
        return key is not None and self._kind(key) == "Place" and obj.ent_type_ in {"GPE", "LOC"}

    def _modifier_entity_named_only(self, head: Token, depth: int) -> str | None:
        """What a plain noun is another name for: "the territory of Ceuta" is Ceuta.

        Compounds do not count: "Omsk hospital" is not Omsk.
        """
        for child in sorted(children_of(head), key=lambda t: t.i):
            if child.dep_ == "appos":
                key = self.entity_at(child)
                if key is not None:
                    return key
            if child.dep_ == "prep" and child.lower_ == "of" and depth < 3:
                for obj in children_of(child):
                    if obj.dep_ == "pobj":
                        key = self.entity_at(obj) or self._modifier_entity_named_only(obj, depth + 1)
                        if key is not None:
                            return key
        return None

    def _demonym(self, word: str) -> str | None:
        """The place entity a demonym ("German", "Saudi") names, if the article has one."""
        low = fold(word)
        places = self.places
        for name in country_names(word):
            if name in places:
                return places[name]
        for suffix in DEMONYM_SUFFIXES:
            if low.endswith(suffix) and len(low) - len(suffix) >= 4:
                stem = low[: -len(suffix)]
                matches = sorted(k for name, k in places.items() if name.startswith(stem) and len(name) - len(stem) <= 3)
                if len(set(matches)) == 1:
                    return matches[0]
        return None

    # -- short forms --------------------------------------------------------------------

    def _short_form(self, head: Token) -> Resolution | None:
        lemma = head.lemma_.lower()
        if lemma not in STAND_IN_NOUNS or not _definite(head):
            return None
        before = head.idx
        # An entity whose name ends in the same noun: "the agency" → "Saudi Press Agency".
        best: tuple[int, str] | None = None
        for entity in self.entities.values():
            for m in entity.mentions:
                if m.end <= before:
                    last = self.text[m.start : m.end].split()[-1].lower()
                    if last in {lemma, head.lower_} and (best is None or m.start > best[0]):
                        best = (m.start, entity.key)
        if best is not None:
            return Resolution(best[1], head.text, None, self._kind(best[1]))
        # An earlier phrase with the same head noun tied to an entity, or the same title
        # before a name: "the president" after "President Trump".
        # (a title with a name's word before it is that name's holder only: "The French
        # president" after "President Obama" is not Obama)
        modifiers = _capitalised_modifiers(head)
        for i in reversed([i for i in self.by_lemma.get(lemma, ()) if i < head.i]):
            token = self.doc[i]
            if self._in_quotation(token.idx):
                continue
            if token.dep_ == "appos":
                # "Sonaecom SA, Portugal's biggest phone company": the noun is another name of
                # what it stands in apposition to, not of its possessor
                key = self.entity_at(token.head)
                if key is not None:
                    return Resolution(key, head.text, None, self._kind(key))
            if token.dep_ == "compound":
                key = self.entity_at(token.head)
                # a title before a name ("President Trump"), not an institution ("Police
                # Inspector Ann Hale": the police are not the inspector)
                if key is not None and self._kind(key) == "Person" and lemma in person_nouns() \
                        and modifiers <= {t.lower_ for t in token.head.subtree}:
                    return Resolution(key, head.text, None, "Person")
            elif token.pos_ in {"NOUN", "PROPN"}:
                key = self._own_name(token) or self._modifier_entity(token, 0)
                if key is not None:
                    return Resolution(key, head.text, None, self._kind(key))
        for spoken in reversed(self.spoken):
            if spoken.head_lemma == lemma and spoken.position < before:
                return spoken.resolution
        if lemma in DOCUMENT_NOUNS:
            # "the statement said" is the previous speaker's only when the text introduced the
            # document ("X said in a statement", "X issued a report"): "Ortiz said A. The report
            # stated B" does not make Ortiz the report's author
            here = self.sentence_of.get(head.i, 0)
            introduced = [
                i for i in self.by_lemma.get(lemma, ()) if i < head.i and here - self.sentence_of.get(i, 0) <= 2
                and not self._in_quotation(self.doc[i].idx)
            ]
            if not introduced:
                return None
            for spoken in reversed(self.spoken):
                if spoken.position < before and here - self._sentence_at(spoken.position) <= 2:
                    return spoken.resolution
        return None

    def _sentence_at(self, offset: int) -> int:
        i = max(0, self.index.last_starting_before(offset + 1))
        return self.sentence_of.get(i, 0)

    # -- pronouns -----------------------------------------------------------------------

    def _in_quotation(self, offset: int) -> bool:
        i = bisect_right(self._quote_starts, offset) - 1
        return i >= 0 and self.quotations[i].start <= offset < self.quotations[i].end

    def _last_plural_subject(self, pronoun: Token) -> int:
        """The offset of the last plural common noun that is a subject, in the pronoun's sentence
        or the one before it, outside quotations and names; -1 where there is none."""
        here = self.sentence_of.get(pronoun.i, 0)
        for k in range(pronoun.i - 1, -1, -1):
            token = self.doc[k]
            if here - self.sentence_of.get(k, 0) > 1:
                break
            if token.tag_ == "NNS" and token.dep_ in ("nsubj", "nsubjpass") and k not in self.token_entity \
                    and not self._in_quotation(token.idx):
                return token.idx
        return -1

    def _unnamed_persons(self) -> list[int]:
        """Subjects that bring a person in without a name: "A president who …", "a nurse"; an
        indefinite singular noun for a person, with no name in apposition ("a man, John Lee")."""
        found = []
        tokens = doc_tokens(self.doc)
        for token in (tokens[i] for i in indices_tagged(self.doc, "NOUN")):
            if token.dep_ not in SUBJECT_DEPS or token.i in self.token_entity or self._in_quotation(token.idx):
                continue
            if _introduces_a_person(token) and not any(c.dep_ == "appos" for c in children_of(token)) \
                    and not _embedded(token):
                found.append(token.i)
        return found

    def _person_at(self, token: Token) -> str | None:
        key = self.token_entity.get(token.i)
        return key if key is not None and self._kind(key) == "Person" else None

    def _coordinated(self, token: Token, pronoun: str, distance: int) -> tuple[float, int, Resolution] | None:
        """"They" for people coordinated as one subject ("Cole and Reed … They"): a candidate
        standing for each of them, placed at the coordination's last name; None for one person."""
        keys = coordinated_people(token, self._person_at)
        if not keys:
            return None
        root = coordination_root(token if token.dep_ == "conj" else _mention_root(token))
        last = max(c.i for c in (root, *root.conjuncts))
        members = tuple(Resolution(key, pronoun, None, "Person", "pronoun") for key in keys)
        words = self.doc[root.left_edge.i : last + 1].text
        bonus = SUBJECT_BONUS if is_subject(root) else 0
        return -DISTANCE_PENALTY * distance + bonus + last / 10000, self.doc[last].idx, Resolution(None, words, together=members)

    def _group_candidates(self, pronoun: Token, excluded: set[int]) -> list[tuple[float, int, Resolution]]:
        """Groups "they" may take up: plural noun phrases for people within the window
        ("nurses and teachers who … They said"), scored as mentions are."""
        here = self.sentence_of.get(pronoun.i, 0)
        start = pronoun.i
        while start > 0 and here - self.sentence_of.get(start - 1, 0) <= SENTENCE_WINDOW:
            start -= 1
        found = {}
        for head in group_heads(self.doc[k] for k in range(start, pronoun.i)):
            if self._in_quotation(head.idx) or self._person_at(head) is not None:
                continue
            at, words = group_phrase(head)
            if head.i in excluded and not (is_subject(at) and (at.head.dep_ in {"ccomp", "parataxis"} or at.dep_ == "compound")):
                continue  # the subject of a clause fronted before the cue may be "they": "The
                # aides balk at it, they insist"; the clause's other nouns are not
            bonus = SUBJECT_BONUS if is_subject(at) else 0
            distance = here - self.sentence_of.get(at.i, 0)
            found[at.i] = (-DISTANCE_PENALTY * distance + bonus + at.i / 10000, at.idx, Resolution(None, words))
        return list(found.values())

    def _as_group(self, spoken: Spoken) -> Resolution:
        """What "they" takes up from an earlier speaker: a group tied to one person ("his
        advisers", "the aides around X") is the group's words, not that person."""
        resolution = spoken.resolution
        if resolution.key is not None and spoken.personal and spoken.plural and not resolution.together:
            return Resolution(None, resolution.description or resolution.text)
        return resolution

    def _named_after(self, cue: Token, pronoun: Token) -> set[str]:
        """The entities named in what the pronoun's own verb governs after it, outside quotation
        marks: "He mocked Reed", "She said Reed would lose", "he said of Reed" are never Reed's
        words (a pronoun does not take up a name its own verb governs after it). A name in a
        clause fronted before the pronoun may still be its antecedent ("Ms. Lee was shocked,
        she said"), and a name modifying a noun is not counted ("he said a Reed government")."""
        if pronoun.dep_ not in SUBJECT_DEPS or pronoun.head.i != cue.i:
            return set()
        named: set[str] = set()
        for child in children_of(cue):
            if child.i < pronoun.i:
                continue
            if child.dep_ in BOUND_ARGUMENTS:
                tokens = _outside_clauses(child)
            elif child.dep_ == "prep" and child.lower_ in BOUND_PREPOSITIONS:
                tokens = [c for c in children_of(child) if c.dep_ == "pobj"]  # "he said of Reed"
            else:
                continue  # an adjunct may name the speaker: "he told X, to cheers where Reed spoke"
            for token in tokens:
                key = self.token_entity.get(token.i)
                # a name modifying a noun is no mention of the person: "he said a Reed government would …"
                if key is not None and token.dep_ != "compound" and not self._in_quotation(token.idx):
                    named.add(key)
        return named

    def _chained_subject(self, pronoun: Token, depth: int) -> tuple[Token, int] | None:
        """The same pronoun as the main subject just before: the subject of this sentence, earlier
        in it ("He believes, he said"), or of the sentence before where this one's main subject is
        the pronoun itself ("He remembers when Ortega opened the mill. He said …"), with the
        sentences between them (0 or 1); None where no such pronoun is, or the chain runs long."""
        if depth >= MAX_CHAIN:
            return None
        subject = _main_subject(pronoun)
        if subject is not None and subject.i < pronoun.i and subject.lower_ == pronoun.lower_:
            return subject, 0
        start = sentence_bounds(pronoun)[0]
        if subject is None or subject.i != pronoun.i or start == 0:
            return None
        before = _main_subject(self.doc[start - 1])
        if before is not None and before.lower_ == pronoun.lower_ and not self._in_quotation(before.idx):
            return before, 1
        return None

    def _pronoun(self, pronoun: Token, cue: Token | None, depth: int = 0) -> Resolution | None:
        low = pronoun.lower_
        if low in PERSON_PRONOUNS:
            wanted = {"Person", "person"}
        elif low in THING_PRONOUNS:
            wanted = {"Organization", "Place", None}
        else:
            # "they": organisations and earlier speakers; a named place is "it", not "they"
            wanted = {"Organization", "Person", "person", None}
        here = self.sentence_of.get(pronoun.i, 0)
        excluded = _own_clause(cue, pronoun) if cue is not None else set()
        named_after = self._named_after(cue, pronoun) if cue is not None else set()
        # "Protesters threw bombs. They also attacked a truck": a plural subject named since a
        # person was is what "they" refers to, not that person
        group_at = self._last_plural_subject(pronoun) if low in PLURAL_PRONOUNS else -1
        sex = PRONOUN_SEX.get(low)
        scored: list[tuple[float, int, Resolution]] = []
        governing = _governing_subject(pronoun) if sex is not None else None
        for i in self.mention_ends[: bisect_right(self.mention_ends, pronoun.i - 1)]:
            token = self.doc[i]
            if i in excluded or self._in_quotation(token.idx):
                continue
            distance = here - self.sentence_of.get(i, 0)
            if distance > SENTENCE_WINDOW:
                continue
            key = self.token_entity[i]
            if key in named_after:
                continue
            kind = self._kind(key)
            if kind not in wanted or (kind in ("Person", "person") and token.idx < group_at):
                continue
            if sex is not None and self.sex.get(key, sex) != sex:
                continue
            if low in PLURAL_PRONOUNS and kind in ("Person", "person"):
                joint = self._coordinated(token, pronoun.text, here - self.sentence_of.get(i, 0))
                if joint is not None:
                    scored.append(joint)
                continue  # one named person is not "they"
            root = _mention_root(token)
            # for "he"/"she", a name modifying a common noun ("his Oscar role") is not the clause's
            # subject; for "they" it can be ("the Montreal team … They found")
            modifier = sex is not None and token.dep_ == "compound" and token.head.pos_ == "NOUN"
            bonus = SUBJECT_BONUS if root.dep_ in SUBJECT_DEPS and not modifier else 0
            if bonus and sex is not None and root.head.dep_ == "ROOT":
                bonus += MAIN_SUBJECT_BONUS  # the sentence's own subject, before one of a clause inside it
            if governing is not None and token.i == governing.i:  # the subject's own head, not its apposition's names
                bonus = GOVERNING_SUBJECT_BONUS
            score = -DISTANCE_PENALTY * distance + bonus + token.i / 10000
            scored.append((score, token.idx, Resolution(key, token.text, None, kind)))
        # a person just brought in without a name: "he" may be them, though not in what they
        # say or ask themselves ("a voter asked if she …") nor in the answer to them ("He replied")
        if sex is not None and (cue is None or cue.lemma_ not in ANSWERING_CUES):
            for i in self.unnamed_persons[: bisect_left(self.unnamed_persons, pronoun.i)]:
                distance = here - self.sentence_of.get(i, 0)
                exchange = self.doc[i].head.lemma_ in EXCHANGE_CUES
                if i not in excluded and distance <= SENTENCE_WINDOW and not exchange and pronoun not in self.doc[i].head.subtree:
                    # placed at its phrase's end, it outranks a name inside its own description
                    # ("A president who authorized the raid that killed X … he")
                    end = self.doc[i].right_edge.i
                    scored.append((-DISTANCE_PENALTY * distance + SUBJECT_BONUS + end / 10000, self.doc[i].idx, UNNAMED))
        if low in PLURAL_PRONOUNS:
            scored.extend(self._group_candidates(pronoun, excluded))
        chained = self._chained_subject(pronoun, depth) if sex is not None else None
        if chained is not None:
            anchor, distance = chained
            # resolved as the speaker of its verb would be (the same pronoun: the same sex)
            found = self._pronoun(anchor, anchor.head, depth + 1)
            if found is not None and found.key not in named_after:
                scored.append((-DISTANCE_PENALTY * distance + CHAIN_BONUS + anchor.i / 10000, anchor.idx, found))
        continuing = low in PERSON_PRONOUNS and cue is not None and cue.lemma_ in CONTINUING_CUES
        speaker_bonus = CONTINUING_BONUS if continuing else SPEAKER_BONUS
        for spoken in self.spoken:
            if spoken.position >= pronoun.idx:
                continue
            if low in THING_PRONOUNS and spoken.personal and not spoken.document:
                continue
            if low in PERSON_PRONOUNS and not spoken.personal:
                continue
            if spoken.personal and spoken.position < group_at:
                continue
            if spoken.resolution.key in named_after:
                continue
            if low in PLURAL_PRONOUNS and spoken.personal and not spoken.plural:
                continue  # "Reed said … They replied": not Reed alone
            if low not in PLURAL_PRONOUNS and spoken.resolution.together:
                continue
            if sex is not None and spoken.resolution.key is not None and self.sex.get(spoken.resolution.key, sex) != sex:
                continue
            if sex is not None and spoken.resolution.key is None and spoken.sex not in {None, sex}:
                continue  # "He said …, and she believes …": she is not the "he" named nowhere, nor "the man"
            distance = here - self._sentence_at(spoken.position)
            if distance > SENTENCE_WINDOW:
                continue
            score = -DISTANCE_PENALTY * distance + speaker_bonus + spoken.position / 10_000_000
            scored.append((score, spoken.position, self._as_group(spoken) if low in PLURAL_PRONOUNS else spoken.resolution))
        if not scored:
            return None
        scored.sort(key=lambda s: (s[0], s[1]))
        best = scored[-1][2]
        if depth and scored[-1][0] <= -DISTANCE_PENALTY:
            return None  # a link of a chain is followed only where its own antecedent is close
        return None if best is UNNAMED else best


# What an unnamed source is, by its head noun (``source_kind``).
SOURCE_DOCUMENTS = frozenset(
    """
    statement statements report reports announcement announcements release letter message tweet post notice
    poll polls survey surveys study studies memo memos analysis document documents data figures record records
    filing filings email emails review audit investigation indictment complaint lawsuit ruling order
    assessment estimate estimates projection projections forecast transcript bulletin cable article editorial
    column book paper research ad ads advertisement video footage photo photos image images chart map
    recording recordings tape tapes tally tallies result results finding findings
    """.split()
)
SOURCE_SPOKESPEOPLE = frozenset("spokesperson spokesman spokeswoman spokespeople spokespersons spokesmen spokeswomen".split())
SOURCE_ORGANISATIONS = frozenset(
    """
    ministry ministries government governments administration office department agency agencies embassy
    consulate council committee commission court police military army navy command leadership management
    board campaign company firm party union movement organisation organization coalition alliance militia
    network federation association institute foundation broadcaster newspaper paper outlet site website
    magazine magazines journal tabloid channel
    school schools university universities college hospital bureau legislature parliament
    airline bank lender insurer retailer carrier chain club league charity church regime
    state city town county district village province region municipality country nation
    """.split()
)  # a school, a city or a country that "said" speaks through the people who run it
# Quantifiers standing alone for people: "some shouted", "many said", "others argued".
QUANTIFIER_SOURCES = frozenset("some many several others most few both".split())
# Collective nouns for people that are singular in form: "the group said", "the crowd chanted".
SOURCE_COLLECTIVES = frozenset("group crowd audience community team staff panel jury family couple delegation majority minority public".split())


# Words that name no one: "nobody said", "none of them claimed", "neither side".
NO_ONE = frozenset("nobody noone no-one none neither".split())
# Nouns after "no" that affirm what follows: "left no doubt that …", "it is no secret that …".
AFFIRMING_AFTER_NO = frozenset("doubt question secret exaggeration surprise coincidence accident mistake wonder".split())


def names_nobody(head: Token) -> bool:
    """"nobody", "none (of them)", "no one", "no official", "neither side", "(there is) no evidence":
    a speaker phrase that says no one spoke; not "no doubt", "no secret", which affirm."""
    if head.lower_ in NO_ONE:
        return True
    return head.lemma_.lower() not in AFFIRMING_AFTER_NO \
        and any(c.dep_ == "det" and c.lower_ in {"no", "neither"} for c in children_of(head))


def source_kind(head: Token, resolution: Resolution) -> str | None:
    """What an unnamed speaker phrase is, for researchers counting anonymous sourcing.

    ``narrator`` (the text's own "I" or "we" quoting itself), ``document`` ("the report found", "a poll"), ``spokesperson`` ("a Pentagon spokesman"),
    ``organization`` ("the campaign" when the article names no organisation it stands for), ``group`` ("two
    senior lawmakers", "Wall Street analysts", "the group") or ``unnamed_person`` ("a senior
    official", "one aide"); None for a name or a pronoun, which stand for an entity or an
    earlier speaker.
    """
    if head.lower_ in NARRATOR_PRONOUNS and resolution.key is None:
        return "narrator"
    if head.lower_ in QUANTIFIER_SOURCES and resolution.key is None:
        return "group"  # "some shouted", "others said": tagged as pronouns, but they stand for no one named
    if _taken_up_group(head, resolution):
        return "group"
    if resolution.method in {"name", "pronoun"} or head.pos_ == "PRON":
        return None
    if names_nobody(head):
        return None  # "No group claimed responsibility": nobody is sourced, anonymously or not
    lemma = head.lemma_.lower()
    low = head.lower_
    if head.pos_ == "PROPN" and resolution.method != "description":
        # a capitalised document noun that names nothing: "Video showed …" opening a sentence
        return "document" if resolution.key is None and (lemma in SOURCE_DOCUMENTS or low in SOURCE_DOCUMENTS) else None
    if lemma in SOURCE_DOCUMENTS or low in SOURCE_DOCUMENTS:
        return "document"
    if lemma in SOURCE_SPOKESPEOPLE or low in SOURCE_SPOKESPEOPLE:
        return "spokesperson"
    if lemma in SOURCE_ORGANISATIONS or low in SOURCE_ORGANISATIONS:
        if head.tag_ in {"NNS", "NNPS"} and lemma not in {"police", "military"}:
            return "group"  # "authorities in Madrid"
        # "Italy's ANSA news agency", "the ministry" after its name: the organisation is named;
        # "a US federal agency" is one the article leaves unnamed, speaking for the country
        return "organization" if resolution.key is None or _indefinite(head) else None
    if head.pos_ not in {"NOUN", "PROPN", "ADJ", "NUM"}:
        return None
    if head.pos_ == "NOUN" and lemma not in SOURCE_COLLECTIVES and noun_class(lemma) in {"communication", "cognition"}:
        # "NATO guidelines call for 2%", "the treaty says": words, not people; "evidence
        # suggests", "the polling average shows": what is known or found, not someone knowing it
        return "document"
    if head.tag_ in {"NNS", "NNPS"} or lemma in SOURCE_COLLECTIVES or head.pos_ in {"NUM", "ADJ"} or is_share(head) \
            or _portion_of_people(head):
        return "group"  # "officials", "critics", "some", "many", "two of them"
    return "unnamed_person"


def _taken_up_group(head: Token, resolution: Resolution) -> bool:
    """"They" standing for a group the text named no name for ("nurses … They said")."""
    return head.lower_ in PLURAL_PRONOUNS and resolution.method == "pronoun" and resolution.key is None \
        and not resolution.together and resolution.text.lower() not in PLURAL_PRONOUNS


# A share of the people asked: "42% say", "about 47 per cent said", "a third of voters".
SHARE_WORDS = frozenset({"%", "percent", "cent", "percentage", "proportion", "share", "fraction"})


def _portion_of_people(head: Token) -> bool:
    """A share or a count of people ("about half of the voters", "a handful of protesters", "a
    number of lawmakers"): many people, though the head word is singular."""
    if noun_class(head.lemma_.lower()) not in {"quantity", "attribute", "relation"}:
        return False
    people = person_nouns()
    return any(
        of.dep_ == "prep" and of.lower_ == "of" and any(
            what.dep_ == "pobj" and what.tag_ in {"NNS", "NNPS"}
            and (what.lemma_.lower() in people or what.lower_ in people or what.pos_ == "PROPN")
            for what in children_of(of))
        for of in children_of(head))


def is_share(head: Token) -> bool:
    """Whether a speaker phrase's head is a share with its number ("42%", "32 percent")."""
    return head.lower_ in SHARE_WORDS and any(c.dep_ in {"nummod", "quantmod"} or c.like_num for c in children_of(head))


def _embedded(token: Token) -> bool:
    """Whether ``token`` lies inside a clause that modifies a noun ("the debt a student has")."""
    for _ in range(MAX_DEPTH):
        if token.head.i == token.i:
            return False
        if token.dep_ in ("relcl", "acl"):
            return True
        token = token.head
    return False


def _mention_root(token: Token) -> Token:
    while token.dep_ in {"compound", "flat", "appos", "poss", "case"} and token.head.i != token.i:
        token = token.head
    return token


def _main_subject(token: Token) -> Token | None:
    """The subject of the root verb of ``token``'s sentence, if any (climbing the parse, not
    ``Token.sent``, which walks the document)."""
    for _ in range(MAX_DEPTH):
        if token.head.i == token.i:
            break
        token = token.head
    return next((c for c in children_of(token) if c.dep_ in SUBJECT_DEPS), None)


def _governing_subject(pronoun: Token) -> Token | None:
    """The subject of the finite clause that the pronoun's adverbial clause hangs on: "Cole" in
    "Cole lied when he claimed …", "Cole left after she spoke"; None elsewhere (not a phrase
    like "with Weaver standing behind him as he spoke", where "he" is the sentence's subject)."""
    verb = pronoun.head
    if pronoun.dep_ not in SUBJECT_DEPS or verb.dep_ != "advcl" or verb.head.i == verb.i:
        return None
    governing = verb.head
    children = children_of(governing)
    if governing.tag_ not in {"VBD", "VBZ", "VBP"} and not any(c.dep_ in {"aux", "auxpass"} for c in children):
        return None
    return next((c for c in children if c.dep_ in SUBJECT_DEPS and c.i < pronoun.i), None)


# What a verb of saying governs, in which a name is never its own pronoun subject's (binding).
BOUND_ARGUMENTS = frozenset({"dobj", "dative", "ccomp", "xcomp"})
BOUND_PREPOSITIONS = frozenset({"of", "about"})
# Clauses inside an argument that the writer may add of the speaker ("the plan, which Reed wrote").
_OPEN_CLAUSES = frozenset({"relcl", "advcl", "acl", "appos", "parataxis"})


def _outside_clauses(token: Token) -> list[Token]:
    """``token``'s subtree without the relative, adverbial and appositive clauses inside it."""
    kept, stack = [], [token]
    while stack:
        node = stack.pop()
        kept.append(node)
        stack.extend(c for c in children_of(node) if c.dep_ not in _OPEN_CLAUSES)
    return kept


def _own_clause(cue: Token, pronoun: Token) -> set[int]:
    """Tokens a pronoun subject of ``cue`` cannot refer to: the clause's adjuncts and objects,
    and for "they" and "it" a reported clause fronted before it.

    That includes a participle phrase opening the sentence, whatever the parser hung it on:
    in "Speaking to Martin Smith, he said", "he" is not Martin Smith.
    """
    excluded: set[int] = set()
    sent_start, _ = sentence_bounds(pronoun)
    for token in pronoun.doc[sent_start : pronoun.i]:
        if token.tag_ == "VBG" and token.dep_ in {"advcl", "acl"}:
            if all(t.is_punct or t.is_space for t in pronoun.doc[sent_start : token.left_edge.i]):
                excluded.update(t.i for t in token.subtree)
    for child in children_of(cue):
        if child.dep_ in {"ccomp", "parataxis"} and child.i < pronoun.i:
            # a fronted reported clause may hold the antecedent of "he" or "she" (news writes
            # "Ms. Lee was shocked, she said" of Ms. Lee), but "they" and "it" speak of someone
            # else ("The senator wants to run, they say" is his allies), save a possessor
            # ("The group's method is radical: it posts …")
            if pronoun.lower_ not in PERSON_PRONOUNS:
                possessors = {t.i for p in child.subtree if p.dep_ == "poss" for t in p.subtree}
                excluded.update(t.i for t in child.subtree if t.i not in possessors)
            continue
        if child.i == pronoun.i or child.dep_ in {"nsubj", "nsubjpass", "punct"}:
            continue
        excluded.update(t.i for t in child.subtree if t.i not in _fronted_possessor(child, pronoun))
    return excluded


def _fronted_possessor(adjunct: Token, pronoun: Token) -> set[int]:
    """The possessor an adjunct fronted before a pronoun puts forward, who may be the pronoun:
    of the phrase's noun ("As for Mr. Reed's travel, he …") or of the clause's subject ("As
    Reed's campaign faltered, he …"); not one deeper in ("After Cole's introduction" inside "When
    he took the stage after …"), nor an object's ("While Will praises Reed's appeal, he …")."""
    if adjunct.i > pronoun.i:
        return set()
    if adjunct.dep_ == "prep":  # "As for X's travel": a preposition of two words holds the noun one down
        heads = [adjunct, *(c for c in children_of(adjunct) if c.dep_ == "prep")]
        nouns = [c for h in heads for c in children_of(h) if c.dep_ == "pobj"]
    else:
        nouns = [c for c in children_of(adjunct) if c.dep_ == "nsubj"]
    return {t.i for noun in nouns for p in children_of(noun) if p.dep_ == "poss" for t in p.subtree}


def _proper_run(token: Token) -> tuple[int, int] | None:
    """The run of proper-noun tokens (a name) that ``token`` is part of."""
    if token.pos_ != "PROPN":
        return None
    doc = token.doc
    start = token.i
    while start > 0 and doc[start - 1].pos_ == "PROPN" and doc[start - 1].dep_ in {"compound", "flat"}:
        start -= 1
    end = token.i + 1
    while end < len(doc) and doc[end - 1].dep_ in {"compound", "flat"} and doc[end].pos_ == "PROPN":
        end += 1
    return start, end


def _titled_name(head: Token) -> bool:
    """A name after an honorific ("Professor Lindqvist", "Sgt. Hale"): a person, whom a later
    "he" or "she" may be, though NER found none there or typed the name otherwise."""
    return head.pos_ == "PROPN" and any(
        c.dep_ == "compound" and c.i < head.i and c.lower_.rstrip(".") in STRIPPED_HONORIFICS for c in children_of(head))


def _whole_of_them(head: Token) -> Token | None:
    """The "them" of "all of them", "both of them", "each of them": the whole group speaks, so the
    phrase stands for what the pronoun does ("some of them" is a part: a group of its own)."""
    if head.lower_ not in {"all", "both", "each"}:
        return None
    for prep in children_of(head):
        if prep.dep_ == "prep" and prep.lower_ == "of":
            for obj in children_of(prep):
                if obj.dep_ == "pobj" and obj.lower_ in {"them", "they"}:
                    return obj
    return None


def _capitalised_modifiers(head: Token) -> set[str]:
    """The capitalised words that modify a noun ("French" and "Texas" in "the French president",
    "the Texas governor"), in lower case; not "former", "new"."""
    return {c.lower_ for c in children_of(head) if c.dep_ in {"amod", "compound", "nmod"} and c.is_title and c.pos_ in {"ADJ", "PROPN"}}


def _indefinite(head: Token) -> bool:
    """Whether a noun phrase brings something in: "a nurse", "an agency"."""
    return any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in children_of(head))


def _introduces_a_person(token: Token) -> bool:
    """A singular noun for one person brought in by "a": "a nurse", "a Berlin man"."""
    return token.tag_ == "NN" and token.lemma_.lower() in person_nouns() and _indefinite(token)


def _definite(head: Token) -> bool:
    """Whether a noun phrase refers back: "the ministry", "this agency"; and bare "police"."""
    if head.lemma_.lower() == "police":
        return True
    return any(c.dep_ in {"det", "poss"} and c.lower_ in {"the", "this", "that", "these", "those"} for c in children_of(head))


def _cleft_focus(pronoun: Token) -> Token | None:
    """'It was Reed who told police …': the parser hangs the relative clause on the copula as a
    clause of its own; the one the cleft puts in focus (the copula's attribute) is who told."""
    clause = pronoun.head
    copula = clause.head
    children = children_of(copula)
    if clause.dep_ != "ccomp" or copula.lemma_ != "be" or not any(c.dep_ in {"nsubj", "expl"} and c.lower_ == "it" for c in children):
        return None
    focus = [c for c in children if c.dep_ == "attr" and c.i < pronoun.i and c.pos_ in {"PROPN", "NOUN", "PRON"}]
    return focus[0] if focus else None


def _noun_phrase(head: Token) -> tuple[int, int]:
    return head.left_edge.i, head.i + 1


def _is_personal(head: Token) -> bool:
    return head.ent_type_ == "PERSON" or head.lemma_.lower() in {"activist", "spokesperson", "spokesman", "spokeswoman"}
