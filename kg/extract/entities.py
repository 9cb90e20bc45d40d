"""People, organisations and places named in one article, one record per referent.

Method: spaCy's NER proposes names; three general corrections decide their type in context,
then the mentions of one referent are grouped.

1. A table of well-known news organisations and institutions (``kg/data/known_entities.tsv``)
   types the names it lists, in any language it lists them in.
2. Context patterns: the words around a name say what it is ("state television X", "radio
   stations X and Y", "X news agency", "a X spokesperson" make organisations; "the city of X",
   "X's regional government" make places). They also find names NER missed.
3. Agreement: all mentions of one name in an article take the type most of its typed
   mentions have, context and table evidence first.

Slogans (a whole exclamation in quotation marks) and fragments that run a demonym into a
name ("Spains North African") are not entities. Within the article, short forms join the
full name they stand for: a surname or "Mr X" the person, an acronym defined in brackets
the organisation.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from importlib import resources

from spacy.attrs import LEMMA, LOWER, ORTH, SENT_START
from spacy.matcher import PhraseMatcher
from spacy.strings import get_string_id, hash_string
from spacy.tokens import Doc

from kg.extract.body_names import legal_forms
from kg.extract.body_cues import (
    SITE_NAME,
    is_example_of_bodies,
    is_example_of_places,
    is_site_name,
    names_a_network,
    names_a_newspaper,
    takes_a_plural_verb,
)
from kg.extract._doc_index import (
    attribute_ids,
    capitals_sentence_starts,
    children_of,
    demonym_texts,
    doc_ents,
    doc_index,
    doc_text,
    doc_tokens,
    in_capitals,
    indices_with,
    indices_written,
    sentence_bounds,
    span_text,
    words_where,
)
from kg.extract.given_names import given_names
from kg.extract.timex import MONTH_NUMBER, WEEKDAY_NUMBER
from kg.names import DETERMINERS, HONORIFICS, INSTITUTION_HEADS, PERSON_HONORIFICS, STRIPPED_HONORIFICS, fold, normalise_name
from kg.extract.not_names import (
    EVENT_HEADS,
    UNMODELLED_LABELS,
    is_currency_name,
    is_event_name,
    is_foreign_function_word,
    is_people_plural,
    is_programme,
    is_religion,
    taxon_genera,
    is_symbol,
    time_zone_abbreviations,
)
from kg.extract.person_nouns import person_nouns
from kg.extract.short_forms import GENERATION_SUFFIXES, KINSHIP_NOUNS, abbreviates, birth_names, short_form_joins, stage_names
from kg.extract.sports import (
    COACH_MODIFIERS,
    MATCH_VERBS,
    TEAM_AFTER,
    TEAM_BEFORE,
    fixture_sides,
    is_beaten_side,
    score_line_sides,
    sport_heading_end,
    standings_names,
    standings_rows,
)
from kg.gazetteer import demonyms as country_demonyms
from kg.gazetteer import gazetteer, in_dictionary, is_common_word, is_country, is_nation, is_place_name, is_region_name, linked_place, place_of
from kg.gazetteer import name_index_key, region_names
from kg.records import EntityType, LocalEntity, Span

NER_TYPES: dict[str, EntityType | None] = {
    "PERSON": "Person",
    "ORG": "Organization",
    "GPE": "Place",
    "LOC": "Place",
    "FAC": "Place",
    "NORP": None,  # demonyms; kept only when other evidence types the same name
}

# Words before a name that make it an organisation: "state television TVE", "news agency EFE".
ORG_BEFORE = {
    "television", "tv", "broadcaster", "channel", "radio", "station", "stations", "agency",
    "newspaper", "daily", "weekly", "magazine", "network", "outlet", "website", "company",
    "firm", "carrier", "airline", "party", "group", "organisation", "organization", "union",
    "charity", "ngo", "bank", "club", "team", "university", "band", "supergroup", "faction", "chain",
}
# Nouns of a group after its name: "The Wyatt Family faction" (a work's name is followed by none).
GROUP_AFTER = {"faction", "band", "group", "party", "movement", "company"}
# Words after a name that make it an organisation: "X news agency", "a X spokesperson".
ORG_AFTER = {
    "agency", "newspaper", "spokesperson", "spokesman", "spokeswoman", "spokespeople",
    "broadcaster", "television", "officers", "officials", "personnel", "agents", "company",
    "party", "ministry", "headquarters", "network", "movement", "group", "rebels", "militants",
    "militia", "fighters", "chain",
}
# "the city of X": X is a place.
PLACE_BEFORE = {
    "city", "town", "village", "territory", "enclave", "exclave", "region", "province",
    "state", "island", "islands", "port", "county", "district", "capital", "country",
    "municipality", "prefecture", "republic", "kingdom",
}
# "the mayor of X": an office only a town has, so X is a place (the office is no place noun).
PLACE_OFFICES = {"mayor"}
# "Tarajal beach", "X's regional government": the name is a place.
PLACE_AFTER = {
    "beach", "breakwater", "border", "river", "mountain", "mountains", "valley", "bay",
    "coast", "peninsula", "lake", "strait", "harbour", "harbor", "airport", "field", "oilfield",
    "station",
}
# "the river Tamar", "lake Geneva": a kind of place in lower case before a name.
PLACE_KIND_BEFORE = {"river", "lake", "mount"}
PLACE_POSSESSOR_OF = {"government", "mayor", "governor", "president", "prime", "authorities", "border", "coast", "capital", "parliament", "police"}

# on a tie of votes, the type NER confuses least often wins
TIE_ORDER = ("Person", "Place", "Organization")
# Titles NER often includes in a person's name: "Crown Prince Mohammad bin Salman".
TITLE_WORDS = {
    "president", "vice", "prime", "minister", "king", "queen", "prince", "princess", "crown",
    "chancellor", "senator", "governor", "mayor", "pope", "sheikh", "general", "secretary",
    "premier", "judge", "justice", "emperor", "ambassador", "chief", "commissioner", "speaker",
    "representative", "congressman", "congresswoman", "councillor", "councilor", "archbishop",
    "bishop", "cardinal", "interior", "foreign", "defence", "defense", "deputy", "first", "lady", "executive",
}

# Titles of an elected office written before a name: only a person holds them ("General
# Motors", "Justice Department", "Secretary General" are why the other titles are not here).
OFFICE_TITLES = frozenset({"senator", "sen", "governor", "gov", "congressman", "congresswoman", "rep",
                           "mayor", "president", "premier", "chancellor"})

# Heads that name an institution with an owner alone: "Spain's government".
OWNED_HEADS = {"government", "police", "army", "military", "navy", "parliament"}
INSTITUTION_MODIFIERS = {
    "interior", "foreign", "defence", "defense", "health", "finance", "justice", "education",
    "home", "economy", "agriculture", "transport", "labour", "labor", "supreme", "constitutional",
    "high", "national", "federal", "regional", "central", "local",
}


# Kinds of work in lower case before a name: "the album Quiet Rivers", "her 2009 release X".
WORK_BEFORE = {"album", "single", "song", "film", "movie", "book", "novel", "documentary", "release", "opera", "poem", "musical",
               "mockumentary", "solo", "track", "sitcom"}
# The noun of an apposition that makes the name a work or a programme's: "Project Lantern, a research programme"
# (not a mission or an operation: "the UN mission in X" is a body)
WORK_NOUNS = WORK_BEFORE | {"program", "programme", "project", "scheme", "initiative", "plan"}
# Points of the compass as adjectives: alone, never a name.
COMPASS_WORDS = {"eastern", "western", "northern", "southern", "central", "northeastern", "northwestern",
                 "southeastern", "southwestern"}
# Nouns of a vehicle or a weapon whose model follows in apposition: "the plane, a Cessna Skyhawk".
VEHICLE_NOUNS = {"plane", "aircraft", "airplane", "airliner", "jet", "helicopter", "bomber", "fighter", "drone", "car",
                 "vehicle", "truck", "lorry", "bus", "train", "ship", "vessel", "boat", "ferry", "submarine", "tank",
                 "rifle", "missile"}
# Offices that end a capitalised title NER took for a body: "a former City Councillor".
OFFICE_WORDS = {"councillor", "councilor", "senator", "governor", "mayor", "congressman", "congresswoman",
                "commissioner", "ambassador", "minister", "chancellor", "premier", "advisor", "adviser", "inspector"}
# Police and military ranks before a name: "Sergeant Ratana", "Detective Inspector Steven Jones";
# with the elected offices written as a short title before a name ("Sheriff Lee", "MP Ana Ruiz").
RANK_WORDS = {"sergeant", "constable", "inspector", "detective", "superintendent", "corporal", "lieutenant", "colonel",
              "captain", "admiral", "commander", "officer", "sheriff", "marshal", "mp", "mep", "msp", "mla"}
# Words after a name that make it a disease's: "Marrow virus", "Lyme disease".
DISEASE_AFTER = {"virus", "disease", "fever", "syndrome", "flu", "infection"}

# Verbs whose object is a place, never a person: "troops entered Tell Tamer", "shelled Sirte".
PLACE_TAKING_VERBS = {"enter", "re-enter", "reenter", "occupy", "shell", "bomb", "bombard", "besiege", "overrun",
                      "invade", "retake", "recapture"}
# Words before a name that make it a named storm, which is no person, organisation or place.
STORM_WORDS = {"hurricane", "typhoon", "cyclone", "storm", "depression", "tornado", "blizzard"}
STORM_QUALIFIERS = {"tropical", "subtropical", "extratropical", "post-tropical", "super", "severe", "major"}
# Last words of a name that make it a place: "Karl Marx Avenue" is a street, not a person.
PLACE_NAME_ENDINGS = {
    "avenue", "street", "road", "boulevard", "square", "lane", "highway", "bridge", "airport",
    "station", "park", "river", "lake", "mountains", "island", "islands", "bay", "sea", "ocean",
    "cemetery", "gardens", "stadium", "reservation", "range", "valley", "canyon", "desert",
    "estuary", "peninsula", "glacier", "reef", "creek", "strait", "harbour", "harbor",
}
# Roles written in lower case before a name: "security minister Wiranto", "coach Geoff Ingram".
PERSON_ROLES = {
    "coach", "captain", "spokesperson", "spokesman", "spokeswoman", "chief", "director", "editor",
    "reporter", "correspondent", "leader", "founder", "chairman", "chairwoman", "manager", "singer",
    "actor", "actress", "player", "striker", "goalkeeper", "driver", "rider", "author", "writer",
    "activist", "lawyer", "journalist", "analyst", "economist", "official", "officer", "advisor", "adviser",
}
# Occupations in lower case before a name that only a person holds, which outrank NER's
# organisation ("rapper Jay-Z", "entrepreneur Brock Pierce", "presidential nominee Ana Ruiz").
PERSON_BEFORE = {"nominee", "candidate", "challenger", "politician", "businessman", "businesswoman", "lawmaker",
                 "aide", "rapper", "entrepreneur", "pianist", "musician", "comedian", "comedienne", "novelist", "poet"}
# Nouns after a title NER calls a work that make it the publication the person works for: "a former
# Playboy model", "a Vogue columnist".
PUBLICATION_STAFF = {"model", "columnist", "editor", "reporter", "correspondent", "photographer", "journalist", "contributor"}
# Kin in lower case before a name: "his wife Amanda", "his wife, Amanda", "children Ada and Ben".
KIN_NOUNS = KINSHIP_NOUNS | {"sons", "daughters", "child", "children", "brothers", "sisters", "parents", "grandchildren",
                             "fiancée", "fiancé"}
# Verbs of speech: a facility does not speak, the body housed there does ("Charité said").
SPEECH_VERBS = {"say", "announce", "state", "report", "confirm", "tell", "deny", "warn", "add", "claim"}
# Last words that make a capitalised name an organisation's ("Cinema for Peace Foundation").
ORG_NAME_HEADS = {
    "Foundation", "Institute", "University", "Council", "Association", "Agency", "Committee",
    "Commission", "Corporation", "Federation", "League", "Authority", "Presidency", "Department",
    "Society", "Trust", "Fund", "Union", "Party", "Bank", "Airlines", "Ministry", "Organisation",
    "Organization", "Hospital", "College", "School", "Tribe",
}
# Heads of an institution's name that run on over "of"/"for" and the name after it:
# "Supreme Court of the United Kingdom", "Directorate General of Civil Aviation".
JOIN_HEADS = INSTITUTION_HEADS | {h.lower() for h in ORG_NAME_HEADS} | {"directorate", "assembly", "senate", "office", "bureau", "court"}
# Last words of a name that make it an organisation's rather than a person's ("ARC Studio").
ORG_NAME_ENDINGS = ORG_NAME_HEADS | {"Studio", "Studios", "Partners", "Associates", "Holdings", "Ventures", "Industries"}
# The noun of an apposition that types the name: "Astralink, the Kenyan space agency".
ORG_NOUNS = ORG_BEFORE | {"agency", "service", "authority", "regulator", "operator", "manufacturer", "maker", "band",
                          "institute", "council", "ministry", "foundation", "association"}
PLACE_NOUNS = PLACE_BEFORE - {"state", "capital"} | {"suburb", "neighbourhood", "neighborhood"}
# The noun of an apposition that makes the name a person's: "Lena Maris, an opposition candidate",
# "Tom Reyes, Ortiz's former spokesman", "Ada Voss, wife of ..."
PERSON_NOUNS = PERSON_ROLES | TITLE_WORDS - {"first", "interior", "foreign", "defence", "defense", "vice", "crown", "lady"} | {
    "candidate", "wife", "husband", "widow", "son", "daughter", "mother", "father", "brother", "sister",
    "politician", "businessman", "businesswoman", "mp", "lawmaker", "legislator", "aide", "nominee", "challenger",
    "executive"}
# Everyday roles NER runs into the name after them when they open a sentence ("Voter Kitty Mak
# said"); titles are left to ``trim``.
ROLE_OPENERS = {"voter", "resident", "student", "witness", "protester", "demonstrator", "volunteer", "teacher", "farmer",
                "nurse", "shopkeeper", "passenger", "fan", "worker", "survivor", "commuter", "activist", "lawyer",
                "journalist", "analyst", "economist", "singer", "actor", "actress", "author", "writer", "driver"}
# Prefixes of a ship's name ("USS Grayback", "HMS Belfast"): ships are not annotated entities.
SHIP_PREFIXES = {"USS", "U.S.S.", "HMS", "H.M.S.", "RMS", "HMAS", "HMCS", "HMNZS"}
# Styles of address after "His", "Her", "Your": "Her Majesty", "His Holiness".
STYLES_OF_ADDRESS = {"majesty", "majesties", "highness", "highnesses", "excellency", "holiness", "eminence", "lordship", "ladyship"}
# Modals that open a question, which NER runs into the name after them ("Will Acme Motors keep …?").
QUESTION_MODALS = {"will", "would", "can", "could", "should", "shall", "must", "may", "might"}
# Endings of a noun for what someone does ("broadcaster", "commentator", "columnist", "historian").
AGENT_ENDINGS = ("er", "or", "ist", "ian")
# Words after a company's name that a town's name does not take: "Hitachi shares", "Toyota Motor".
COMPANY_AFTER = {"shares", "stock", "spokesman", "spokeswoman", "spokesperson", "motor", "motors", "corp", "corporation",
                 "inc", "ltd", "plc", "chief", "executives", "brand", "dealers", "workers"}
# Nouns of a company in lower case before its name: "Japanese automaker Toyota".
COMPANY_BEFORE = {"company", "firm", "automaker", "carmaker", "manufacturer", "maker", "airline", "carrier", "retailer",
                  "rival", "insurer", "brand"}
# What a person has that "the" goes with: "the Okafor administration", "the Lindqvist camp".
PERSON_OWNED = {"administration", "government", "campaign", "camp", "family", "regime", "presidency", "cabinet", "era",
                "aides", "allies", "supporters", "loyalists", "estate", "bill", "quartet", "trio", "household"}
# Heads of an institution's name that NER sometimes calls an event ("the Paris Police Prefecture").
MISLABELLED_HEADS = INSTITUTION_HEADS | {"prefecture", "department", "agency", "authority", "directorate", "commission", "committee"}
# The band of a broadcaster's call sign: "WSET-TV", "KQED-FM".
CALL_SIGN_ENDS = {"TV", "FM", "AM", "DT"}
# Titles that a portfolio in capitals comes before: "Civil Aviation Minister Ravi Menon".
PORTFOLIO_TITLES = {"Minister", "Secretary", "Commissioner", "Spokesman", "Spokeswoman"}
# Common nouns of a governing body that a text may capitalise alone: "the Administration" is no name.
COMMON_BODY_WORDS = {"administration", "government", "cabinet", "parliament", "legislature", "presidency"}
# Words that may stand inside an organisation's name in lower case.
NAME_JOINERS = {"of", "for", "and", "the", "de", "del", "&"}
# The joiners of a body's name that no person's name holds ("Voters for Marsh", "Friends of
# Reed"; "de" and "del" do: "Charles de Gaulle").
BODY_NAME_WORDS = frozenset(NAME_JOINERS - {"de", "del"}) | {"against", "to", "with"}
# A name's particle written onto the next word: "Giscard d'Estaing", "al-Jahafi".
PARTICLE = re.compile(r"^(?:d|l|al|el|ad|as|ash|an|ar)['’\-][A-Z]")
# Kinds of place whose people are named with -er: "Pacific Islander", "Highlander".
INHABITED_PLACES = {"island", "highland", "lowland", "mountain", "borderland", "islands"}
# An acronym: capitals, perhaps joined by hyphens ("IAAF", "CNDD-FDD").
INITIAL = re.compile(r"[A-Z]\.")
ACRONYM = re.compile(r"[A-Z]{3,}(?:-[A-Z]{2,})*")
# Evidence that outranks NER in the vote of a name's mentions.
STRONG_EVIDENCE = {"table", "context", "gazetteer", "score"}


@dataclass(frozen=True)
class KnownEntity:
    label: str
    type: EntityType
    names: tuple[str, ...]
    wikidata: str | None


@dataclass
class Candidate:
    start: int  # token offsets
    end: int
    type: EntityType | None
    evidence: str  # "table", "context", "ner"
    known: KnownEntity | None = None


@lru_cache(maxsize=1)
def known_entities() -> tuple[KnownEntity, ...]:
    """The shipped table of well-known organisations and institutions."""
    text = resources.files("kg").joinpath("data/known_entities.tsv").read_text(encoding="utf-8")
    return tuple(parse_known_entities(text))


def parse_known_entities(text: str) -> Iterable[KnownEntity]:
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        label, etype, aliases, wikidata = (line.split("\t") + ["", "", ""])[:4]
        names = tuple(dict.fromkeys([label, *[a for a in aliases.split("|") if a]]))
        yield KnownEntity(label, etype, names, wikidata or None)  # type: ignore[arg-type]


@lru_cache(maxsize=1)
def known_place_names() -> dict[str, str]:
    """Every name of a place in the shipped table, folded -> the place's label ("u.s." -> "United States")."""
    return {fold(name): entity.label for entity in known_entities() if entity.type == "Place" for name in entity.names}


@lru_cache(maxsize=1)
def known_matcher() -> tuple[PhraseMatcher, dict[str, KnownEntity]]:
    """A matcher for every name in the table, tokenised by the analysis pipeline."""
    from kg.nlp import load_pipeline

    nlp = load_pipeline()
    matcher = PhraseMatcher(nlp.vocab, attr="ORTH")
    by_key: dict[str, KnownEntity] = {}
    for index, entity in enumerate(known_entities()):
        key = f"known{index}"
        by_key[key] = entity
        matcher.add(key, [nlp.make_doc(name) for name in entity.names])
    return matcher, by_key


def in_spans(start: int, end: int, spans: Sequence[Span]) -> bool:
    return any(s.start < end and start < s.end for s in spans)


# Words after a comma that belong to an organisation's name: "Acme, Inc."
LEGAL_FORM_WORDS = frozenset("inc inc. ltd ltd. llc llp plc co co. corp corp. sa ag gmbh nv bv lp".split())


def full_name_surnames(doc: Doc) -> frozenset[str]:
    """The last words of the people's names NER found in two words or more ("Reid" of "Tara Reid")."""
    return frozenset(ent[-1].text for ent in doc_ents(doc) if ent.label_ == "PERSON" and len(ent) >= 2 and ent[-1].is_title)


def trim(doc: Doc, start: int, end: int) -> tuple[int, int]:
    """Drop leading determiners and honorifics and a trailing possessive from a name."""
    tokens = doc_tokens(doc)
    while start < end and (tokens[start].lower_ in DETERMINERS or tokens[start].lower_ in HONORIFICS) and end - start > 1:
        start += 1
    # "TENNIS - RESULTS AT …": a sport heading a wire story's headline is no name, nor is what
    # NER ran it into over the dash
    if start < sport_heading_end(doc, start):
        return end, end
    # "Born Ann Lee in Leeds, she …": a participle opening the sentence is not the name's
    if end - start > 2 and tokens[start].is_sent_start and tokens[start].tag_ == "VBN" and tokens[start + 1].ent_type_ == "PERSON" \
            and is_common_word(tokens[start].text):
        start += 1
    # "Will Acme Motors keep the plant open?": a question's modal is not the name after it (a verb
    # in its base form follows the name and the sentence asks; "Will Smith won" keeps its name)
    if end - start > 1 and tokens[start].lower_ in QUESTION_MODALS and is_clause_start(tokens[start]) and end < len(doc) \
            and tokens[end].tag_ == "VB" and tokens[start].sent.text.rstrip().endswith("?"):
        start += 1
    if tokens[start].ent_type_ == "PERSON":
        while end - start > 1 and (tokens[start].lower_ in TITLE_WORDS or tokens[start].lower_ in RANK_WORDS):
            start += 1
        # names hold no numbers: "Humberto 785 miles" is the name "Humberto"
        for i in range(start + 1, end):
            if tokens[i].like_num:
                end = i
                break
    # nor does a name run over a number into another name: "Chelsea 2 Everton" is two teams
    for i in range(start + 1, end - 1):
        if tokens[i].like_num and tokens[i + 1].text[:1].isupper():
            end = i
            break
    # nor does a name hold the score after it: "defeated Caboolture 43–5" names the side
    for i in range(start + 1, end):
        if MATCH_SCORE.fullmatch(tokens[i].text) or tokens[i].like_num and i + 2 < len(doc) and tokens[i + 1].text in {"-", "–"} \
                and not tokens[i].whitespace_ and MATCH_SCORE.fullmatch(span_text(doc, i, i + 3)):
            end = i
            break
    # "the Auckland, New Zealand police": a town and its country are two names
    for i in range(start + 1, end - 1):
        if tokens[i].text == "," and is_nation(span_text(doc, i + 1, end)):
            end = i
            break
    while end > start and (tokens[end - 1].tag_ == "POS" or tokens[end - 1].text in {"'s", "’s", "'", "’"}):
        end -= 1
    while end > start and (tokens[end - 1].is_punct or tokens[end - 1].is_space):
        end -= 1
    # a name holds no unclosed bracket ("National Hurricane Center (NHC": the acronym is its
    # own mention), no bracket that a word in lower case follows ("Indian National Congress (INC)
    # party": the noun is the text's, not the name's) and no preposition of place ("Omsk in
    # Siberia" is two places)
    for i in range(start + 1, end):
        if tokens[i].text == "(" and (not any(t.text == ")" for t in tokens[i:end]) or tokens[end - 1].is_lower) \
                or tokens[i].text in {"in", "at", "near", "from"} and not is_campus_at(doc, start, i, end) \
                and not is_field_after_in(doc, start, i, end) \
                or tokens[i].text in {"for", "to", "with"} and i + 1 < end and tokens[i + 1].text == "The":
            end = i  # ("Blues Incorporated for The Rolling Stones": a capitalised "The" opens a second name)
            break
    # "Associates of Navalny": a plural noun opening a sentence before "of" is not a name's part
    if end - start > 2 and tokens[start].is_sent_start and tokens[start].tag_ in {"NNS", "NNPS"} and tokens[start + 1].lower_ == "of" \
            and is_common_word(tokens[start].lemma_):
        start += 2
    # a name never runs over a line break (headlines and paragraphs are separate lines),
    # nor over a dash with spaces around it ("Bratislava Rabbi - police": two phrases)
    # (a double space inside one person's name NER read whole is a slip of the keyboard: "Ana  Lund")
    for i in range(start, end - 1):
        if "\n" in tokens[i].whitespace_ or tokens[i + 1].is_space and not is_doubled_space_in_person(doc, i + 1) \
                or is_spaced_dash(tokens[i + 1]):
            end = i + 1
            break
    return start, end


def is_doubled_space_in_person(doc: Doc, i: int) -> bool:
    """Whether the space token ``i`` stands inside one person's name as NER read it, between two
    capitalised words on one line ("Ana  Lund")."""
    return "\n" not in doc[i].text and 0 < i < len(doc) - 1 and doc[i - 1].is_title and doc[i + 1].is_title \
        and doc[i - 1].ent_type_ == "PERSON" and doc[i + 1].ent_type_ == "PERSON" and doc[i + 1].ent_iob_ == "I"


# A match's score in one token: "43–5", "2-1".
MATCH_SCORE = re.compile(r"\d{1,3}[-–]\d{1,3}")


def is_campus_at(doc: Doc, start: int, at: int, end: int) -> bool:
    """"University of Colorado at Boulder": a university's campus named after "at" is the name's."""
    return doc[at].text == "at" and any(doc[k].text == "University" and doc[k + 1].text == "of" for k in range(start, at - 1)) \
        and at + 1 < end and all(t.is_title for t in doc_tokens(doc)[at + 1:end])


# A street's words: a street named after a possessive is a name of its own ("Wynnum's Grenada Street").
STREET_WORDS = {"street", "road", "avenue", "lane", "boulevard", "highway"}


def is_owned_street(owned) -> bool:  # noqa: ANN001
    """Two capitalised words or more ending in a street's word, after a possessive: the street is
    named on its own, its owner (a town, a club) too; "Queen's Road" is one name."""
    return len(owned) >= 2 and all(t.is_title for t in owned) and owned[-1].lower_ in STREET_WORDS


def body_owner_end(doc: Doc, start: int, end: int) -> int | None:
    """Where the owner ends in a name of two bodies joined by a possessive, "CU Boulder's Cooperative
    Institute for Research": the owner two words or more (not "St John's College"), the body owned
    two capitalised words or more with a body's head word among them (not "McDonald's Corporation");
    or of an owner and its street ("Wynnum's Grenada Street ground")."""
    for i in range(start + 1, end - 2):
        if doc[i].tag_ == "POS" and doc[i].text in {"'s", "’s", "'", "’"}:
            owner = [t for t in doc_tokens(doc)[start:i] if t.lower_ not in DETERMINERS]
            owned = doc[i + 1:end]
            if len(owner) >= 2 and owned[0].is_title and any(t.text in ORG_NAME_HEADS for t in owned) or is_owned_street(owned):
                return i
            return None
    return None


def name_run_on(doc: Doc, start: int, end: int) -> int:
    """Where a body's name NER cut at "at" or "in" ends, its campus or its field included ("the
    University of Nebraska" + "at Omaha", "Center for Studies" + "in Marine Biology"); else ``end``."""
    if end + 1 >= len(doc) or doc[end].text not in {"at", "in"}:
        return end
    run = end + 1
    while run < len(doc) and doc[run].is_title and doc[run].is_alpha and "\n" not in doc[run - 1].whitespace_:
        run += 1
    if run > end + 1 and (is_campus_at(doc, start, end, run) or is_field_after_in(doc, start, end, run)):
        return run
    return end


def is_field_after_in(doc: Doc, start: int, at: int, end: int) -> bool:
    """"Institute for Research in Environmental Sciences": a body's field of work after "in",
    capitalised words of the dictionary, is the name's ("Omsk in Siberia" is two places)."""
    return doc[at].text == "in" and any(t.text in ORG_NAME_HEADS for t in doc_tokens(doc)[start:at]) and at + 1 < end \
        and all(t.is_title and t.is_alpha and is_common_word(t.text) and t.ent_type_ not in {"GPE", "LOC"} for t in doc_tokens(doc)[at + 1:end]) \
        and not is_place_name(doc[at + 1:end].text)


def is_clause_start(token) -> bool:  # noqa: ANN001
    """The first word of a sentence, or of a question after a colon or an opening quote."""
    return token.is_sent_start or token.i > 0 and token.doc[token.i - 1].text in {":", '"', "“"}


def is_spaced_dash(token) -> bool:  # noqa: ANN001
    """A dash standing alone between spaces: it separates phrases, never joins a name."""
    return token.text in {"-", "–", "—", "―", "--"} and bool(token.whitespace_) and token.i > 0 and bool(token.doc[token.i - 1].whitespace_)


def after_office_title(doc: Doc, start: int, end: int) -> bool:
    """ "Senator Rubio", "Gov. Kasich": an elected office's title, capitalised before a name, makes
    it a person's, whatever a gazetteer says the name is (a "Rubio" is also a town)."""
    if start == 0:
        return False
    tokens = doc_tokens(doc)
    prev = tokens[start - 1]
    return prev.is_title and prev.lower_.rstrip(".") in OFFICE_TITLES \
        and all(t.is_title and t.is_alpha for t in tokens[start:end])


def context_type(doc: Doc, start: int, end: int) -> EntityType | None:
    """The type the words around tokens [start, end) give a name, if any."""
    tokens = doc_tokens(doc)
    before = [t for t in tokens[max(0, start - 3):start]]
    after = tokens[end:end + 3]
    prev = before[-1] if before else None
    # "Dr Martisius", "Mr Vivas": an honorific makes a person
    if prev is not None and prev.lower_.rstrip(".") in PERSON_HONORIFICS:
        return "Person"
    if after_office_title(doc, start, end):
        return "Person"
    # "security minister Wiranto", "coach Geoff Ingram": a role in lower case before a name
    if prev is not None and prev.is_lower and (prev.text in TITLE_WORDS or prev.text in PERSON_ROLES) and not prev.is_sent_start:
        return "Person"
    if prev is not None and prev.is_lower and prev.text in PERSON_BEFORE and not prev.is_sent_start:
        return "Person"
    # "committee member Ulf Danielsson": a member named by a person's two names (a member named
    # by one word may be a country: "NATO member Turkey")
    if prev is not None and prev.text == "member" and end - start >= 2 \
            and all(t.is_alpha and t.is_title for t in tokens[start:end]) and tokens[end - 1].text not in ORG_NAME_ENDINGS \
            and not is_place_name(span_text(doc, start, end)):
        return "Person"
    # "his wife Amanda", "his wife, Amanda,": a relative named after the kin word
    if is_named_relative(doc, start):
        return "Person"
    # "the city of X", "the Moroccan city of X", "the mayor of X"
    if prev is not None and prev.lower_ == "of" and len(before) >= 2 and before[-2].lower_ in PLACE_BEFORE | PLACE_OFFICES:
        return "Place"
    if prev is not None and prev.lower_ in ORG_BEFORE and not prev.is_title:
        return "Organization"
    if prev is not None and prev.lower_ in PLACE_KIND_BEFORE and prev.is_lower:
        return "Place"  # "the river Tamar"
    # "in Slough, Berkshire": a name after a preposition of place, followed by a place it lies in
    if prev is not None and prev.text in {"in", "near", "at", "from"} and len(after) >= 2 and after[0].text == "," \
            and tokens[start].ent_type_ in {"", "GPE", "LOC", "FAC", "ORG", "PERSON", "NORP"} \
            and after[1].text[:1].isupper() and (after[1].ent_type_ in {"GPE", "LOC"} or is_place_name(after[1].text)):
        return "Place"
    if len(after) >= 1 and after[0].lower_ in ORG_AFTER and not after[0].is_title:
        return "Organization"
    if len(after) >= 2 and after[0].lower_ == "news" and after[1].lower_ in {"agency", "service", "channel"}:
        return "Organization"
    if len(after) >= 1 and after[0].lower_ in PLACE_AFTER and not after[0].is_title:
        return "Place"
    if len(after) >= 2 and after[0].lower_ in {"oil", "gas"} and after[1].lower_ in PLACE_AFTER:
        return "Place"  # "the Khurais oil field"
    if len(after) >= 2 and after[0].tag_ == "POS":
        following = [t.lower_ for t in tokens[end + 1:end + 4]]
        if any(w in PLACE_POSSESSOR_OF for w in following[:2]) or following[:2] == ["regional", "government"]:
            return "Place"
    # "Ana Ruiz said": a person's name NER left untagged (a name NER tagged keeps its type here)
    if not any(t.ent_type_ for t in tokens[start:end]) and is_given_and_surname(doc, start, end):
        return "Person"
    return None


# Given names that are titles, ranks or honorifics too ("King", "General", "Sir") and months
# ("September"): they open no name by themselves
NOT_OPENING_A_NAME = TITLE_WORDS | RANK_WORDS | STRIPPED_HONORIFICS | frozenset(MONTH_NUMBER)


def opens_a_name(token) -> bool:  # noqa: ANN001
    """A given name that is no title, rank, honorific or month."""
    return token.lower_ in given_names() and token.lower_ not in NOT_OPENING_A_NAME


def is_given_and_surname(doc: Doc, start: int, end: int) -> bool:
    """Two or three capitalised words, a given name first (``opens_a_name``) and last a word no
    dictionary and no gazetteer holds: a person's name ("Ana Ruiz"; not "Grace Hall", "May Day",
    "September Nikkei")."""
    words = doc_tokens(doc)[start:end]
    return 2 <= len(words) <= 3 and all(t.is_alpha and t.is_title for t in words) and opens_a_name(words[0]) \
        and not in_dictionary(words[-1].text) and not is_place_name(words[-1].text) \
        and not is_place_name(span_text(doc, start, end)) and words[-1].text not in ORG_NAME_ENDINGS


def is_listed_with_people(doc: Doc, candidate: Candidate) -> bool:
    """Two capitalised words, no body's head word and no place's, in a list of two or more
    names NER calls people ("Ada Serrano, Joe Estevez, and Manuel Giusti")."""
    words = doc_tokens(doc)[candidate.start:candidate.end]
    if len(words) != 2 or not all(t.is_title and t.is_alpha for t in words) or words[-1].text in ORG_NAME_ENDINGS \
            or any(place_of(t.text) for t in words):
        return False
    people = {e.start: e.end for e in doc_ents(doc) if e.label_ == "PERSON" and len(e) > 1}
    ends = {e: s for s, e in people.items()}
    listed, i = 0, candidate.end
    while i < len(doc) and doc[i].text in {",", "and"}:
        i += 1
        if i in people:
            listed, i = listed + 1, people[i]
    i = candidate.start
    while i > 0 and doc[i - 1].text in {",", "and"}:
        i -= 1
        if i in ends:
            listed, i = listed + 1, ends[i]
    return listed >= 2


def is_listed_with_places(doc: Doc, candidate: Candidate, names: dict[int, tuple[int, bool]]) -> bool:
    """Capitalised words, none of them a person's title nor an owner, in a list of three names or
    more ("A, B, C and D": commas, then "and" before the last) of which two others are places, or
    which a place opens after a preposition inside the sentence: "appliances from Dolgellau,
    Harlech, Barmouth, Bala, and Blaenau Ffestiniog" (``names``: each name's start, its end and
    whether it is a place). Not a sentence's opening place and the people after its comma ("In
    Leeds, Ada Serrano and Joe Estevez scored"), nor a name in apposition ("the mayor of Leeds,
    Ada Serrano")."""
    words = doc_tokens(doc)[candidate.start:candidate.end]
    if not all(t.is_title and t.is_alpha for t in words) or words[0].lower_.rstrip(".") in PERSON_HONORIFICS | TITLE_WORDS \
            or candidate.end < len(doc) and doc[candidate.end].tag_ == "POS":
        return False
    ends = {end: (start, place) for start, (end, place) in names.items()}
    places, after, before = 0, [], []
    i = candidate.end
    while i < len(doc) and doc[i].text in {",", "and"}:
        sep = doc[i].text
        i += 1
        if i < len(doc) and doc[i].text == "and":
            sep, i = "and", i + 1
        # (a name before a noun is no member: "Chechnya, X Y, and Chechen rebel leader Z")
        if i not in names or names[i][0] < len(doc) and doc[names[i][0]].is_lower and doc[names[i][0]].pos_ == "NOUN":
            break
        after.append(sep)
        places, i = places + names[i][1], names[i][0]
    i = first = candidate.start
    while i > 0 and doc[i - 1].text in {",", "and"}:
        sep = doc[i - 1].text
        i -= 1
        if i > 0 and doc[i - 1].text == ",":
            i -= 1
        if i not in ends:
            break
        before.insert(0, sep)
        places, i = places + ends[i][1], ends[i][0]
        first = i
    seps = before + after
    if len(seps) < 2 or seps[-1] != "and" or "and" in seps[:-1]:
        return False
    opened_by_place = names[first][1] and first > 1 and doc[first - 1].pos_ == "ADP" and not doc[first - 1].is_sent_start
    # "a couple from Leeds, Peter and Anna Cole": one place opening a list of given names is where
    # the people listed after it come from
    opened_by_place = opened_by_place and words[0].lower_ not in given_names()
    return places >= 2 or opened_by_place


def is_coordinated_with_person(doc: Doc, start: int, end: int) -> bool:
    """Two or three capitalised words coordinated with a person's name of two words or more."""
    words = doc[start:end]
    if not 2 <= len(words) <= 3 or not all(t.is_title and t.is_alpha for t in words):
        return False
    return any(t.ent_type_ == "PERSON" and t.i > 0 and doc[t.i - 1].ent_type_ == "PERSON" for t in words[-1].conjuncts)


def is_in_work_name(doc: Doc, candidate: Candidate, works: set[str]) -> bool:
    """A name that is, or ends, the name of a work the article names ("America" of "Mister America")."""
    return bool(works) and any(normalise_name(span_text(doc, max(0, candidate.start - k), candidate.end)) in works for k in (0, 1, 2))


def is_named_body(doc: Doc, start: int) -> bool:
    """A name right after the noun of a body in lower case: "the rock band Cream", "the company Vantor"."""
    prev = doc[start - 1] if start > 0 else None
    return prev is not None and prev.is_lower and prev.lower_ in ORG_BEFORE and prev.pos_ == "NOUN"


def is_body_before_its_noun(doc: Doc, end: int) -> bool:
    """A name right before the noun of a group in lower case: "The Wyatt Family faction"."""
    return end < len(doc) and doc[end].is_lower and doc[end].lower_ in GROUP_AFTER


def is_named_relative(doc: Doc, start: int) -> bool:
    """A name right after a kin word in lower case, or after the kin word, its owner and a
    comma: "children Ada and Ben", "his wife, Amanda" (not "the wife of ...": a name follows no "of")."""
    prev = doc[start - 1] if start > 0 else None
    if prev is not None and prev.is_lower and prev.lower_ in KIN_NOUNS and not prev.is_sent_start:
        return True
    return bool(start >= 3 and doc[start - 1].text == "," and doc[start - 2].is_lower and doc[start - 2].lower_ in KIN_NOUNS
                and doc[start - 3].tag_ == "PRP$")


def conj_head_type(doc: Doc, start: int, end: int, typed: dict[int, EntityType]) -> EntityType | None:
    """"radio stations X and Y": Y takes the type of X, its coordination head, unless Y is
    named to an organisation's head and X is none ("China, China Eastern Airlines"), or Y opens
    with a nationality and X is a place ("Iran and the Afghan Taliban": no place is named so), or
    Y is a person's name, opening with a given name, that the parser hung on a place or a body ("a
    couple from Leeds, Peter and Anna Cole": the people the place is where they come from; "the
    agency and Tom, its former chief")."""
    head = doc[end - 1]
    if head.dep_ == "conj" and head.head.i in typed and not (typed[head.head.i] == "Person" and is_institution_name(doc, end)) \
            and not (typed[head.head.i] != "Organization" and head.text in ORG_NAME_HEADS) \
            and not (typed[head.head.i] == "Place" and end - start > 1 and doc[start].text in country_demonyms()) \
            and not (typed[head.head.i] in {"Place", "Organization"} and opens_with_a_given_name_ner_tagged(doc, start)):
        return typed[head.head.i]
    return None


def opens_with_a_given_name_ner_tagged(doc: Doc, start: int) -> bool:
    """A name NER tagged a person's that opens with a given name ("Tom", "Peter and Anna Cole")."""
    return doc[start].ent_type_ == "PERSON" and doc[start].lower_ in given_names()


def is_institution_name(doc: Doc, end: int) -> bool:
    """A name ending in an institution word ("the Bavarian Health Ministry"): coordinated
    with a person ("Weber and the … Ministry"), it is still no person."""
    return doc[end - 1].lemma_.lower() in INSTITUTION_HEADS


def keyed_by_type(groups: dict[str, list[Candidate]], resolved: dict[str, tuple[EntityType, str]]) -> None:
    """Only an organisation keeps an institution's key ("health ministry@", "court@spain").

    The key is made per mention, before the mentions of one name vote on its type; a rule
    that retypes the group afterwards leaves a person or a place with an organisation's key,
    which no IRI can be minted for. Such a group takes its plain name as key, joining the
    group of that name if the article has one (in place: ``groups``, ``resolved``).
    """
    for key in [k for k in groups if "@" in k and k in resolved and resolved[k][0] != "Organization"]:
        plain = key.split("@", 1)[0]
        groups.setdefault(plain, []).extend(groups.pop(key))
        typing = resolved.pop(key)
        resolved.setdefault(plain, typing)


def is_slogan(doc: Doc, start: int, end: int) -> bool:
    """The whole of a short quoted exclamation: "Viva España!" is a cry, not a name."""
    left = doc[start - 1] if start > 0 else None
    after = doc_tokens(doc)[end:end + 2]
    return bool(
        left is not None and left.is_quote and any(t.text == "!" for t in after)
        and end - start <= 4
    )


def is_fragment(doc: Doc, start: int, end: int, demonyms: frozenset[str]) -> bool:
    """A name that runs into a demonym ("Spains North African") or is a bare demonym."""
    tokens = doc_tokens(doc)
    words = [t.text for t in tokens[start:end]]
    if not any(t.is_alpha and t.text[0].isupper() or is_site_name(t) for t in tokens[start:end]):
        return True
    tail = " ".join(words[-2:])
    if len(words) == 1 and words[0] in country_demonyms() and not is_place_name(words[0]):
        return True  # "Tongan": a nationality, not a person
    last = words[-1].lower()
    if re.sub(r"ers?$", "", last) in INHABITED_PLACES and last != re.sub(r"ers?$", "", last):
        return True  # "Pacific Islander", "Highlanders": the people of a kind of place
    if is_placed_demonym(doc, start, end):
        return True
    # (a surname NER misread once as a nationality is no demonym inside a name NER calls a person
    # there, nor a country's: "Italian artist Ada Cattelan" ... "wrote Cattelan")
    misread_surname = tokens[start].ent_type_ == "PERSON" and tokens[end - 1].ent_type_ == "PERSON" \
        and words[-1] not in country_demonyms()
    return len(words) > 1 and (words[-1] in demonyms and not misread_surname or tail in demonyms)


def is_player_before_bracket(doc: Doc, candidate: Candidate) -> bool:
    """Two or three capitalised words, none a place's name, a nationality, an acronym or an
    institution's head word, right before a bracketed country or capitalised word: "Ana Ruiz
    (Spain)", "Ana Ruiz (Lyon)"; not "Brann Bergen (Norway)", "Metro Transit Police (MTP)"."""
    words = doc_tokens(doc)[candidate.start:candidate.end]
    if not 2 <= len(words) <= 3 or candidate.end + 2 >= len(doc) or doc[candidate.end].text != "(":
        return False
    inside = doc[candidate.end + 1]
    if not (inside.is_title or is_country(inside.text)) or abbreviates(inside.text, span_text(doc, candidate.start, candidate.end)):
        return False  # "Metro Transit Police (MTP)": its acronym; "Acme Stores (ACM.N)": a ticker
    return all(t.is_title and (t.is_alpha or "-" in t.text) and len(t.text) > 1 and not t.is_stop and t.text not in ORG_NAME_HEADS
               and t.lower_ not in JOIN_HEADS and t.text not in country_demonyms() and place_of(t.text) is None for t in words)


def is_initialled_surname(token) -> bool:  # noqa: ANN001
    """A word that can follow an initial as a surname: "Ferreira" in "K. Ferreira"."""
    return token.is_alpha and token.is_title and len(token.text) > 1 and not token.is_stop and token.ent_type_ not in {"GPE", "LOC", "NORP"}


def looks_proper(token) -> bool:  # noqa: ANN001
    """Capitalised where a common word would not be: the tagger's PROPN, or mid-sentence."""
    if not token.is_alpha or not token.text[:1].isupper():
        return False
    return token.pos_ == "PROPN" or (not token.is_sent_start and not token.is_stop and token.pos_ in {"ADV", "ADJ", "NOUN"} and token.ent_type_ != "NORP")


def is_name_word(token) -> bool:  # noqa: ANN001
    """A word that may be part of a name: capitalised or in capitals, letters (and dots),
    not a function word unless the line is in capitals ("US" in "PRICES RISE IN US")."""
    text = token.text.replace(".", "")
    return text.isalpha() and text[0].isupper() and (text.isupper() or not token.is_stop)


def is_demonym(doc: Doc, candidate: Candidate) -> bool:
    """"African" in "northern African coast": an adjective of nationality, not a place; so is a
    country's demonym NER calls a nationality, however tagged ("two Thai border policemen")."""
    tokens = doc_tokens(doc)
    words = tokens[candidate.start:candidate.end]
    text = span_text(doc, candidate.start, candidate.end)
    if text not in demonym_texts(doc):
        return False
    if candidate.evidence == "gazetteer" and text not in country_demonyms():
        return False  # "the cities New Rochelle and Yonkers": NER's nationality is a town the gazetteer knows
    if candidate.evidence == "context" and (candidate.start, candidate.end) in titled_groups(doc):
        return False  # "The Greens": a party
    return any(t.tag_ in {"JJ", "NNPS"} for t in words) \
        or all(t.ent_type_ == "NORP" for t in words) and text in country_demonyms()


def given_name_before(doc: Doc, start: int, taken: Sequence[bool]) -> int:
    """Where a person's name starts that runs on, to the left, past a surname the article names
    alone: "Ivanka Trump" beside "Mr. Trump", "Bill Clinton" beside "Clinton". The word before
    is a proper noun no other rule took, no title, rank or role, and a given name or no word of
    the dictionary ("Candidate Trump", "Team Clinton" stay the surname's); else ``start``."""
    if start == 0 or taken[start - 1]:
        return start
    word = doc[start - 1]
    if not (word.is_alpha and word.is_title and len(word.text) > 1 and word.pos_ == "PROPN") \
            or word.lower_ in TITLE_WORDS or word.lower_ in RANK_WORDS or word.lower_ in OFFICE_WORDS \
            or word.lower_ in STRIPPED_HONORIFICS or is_occupation(word):
        return start
    return start - 1 if word.lower_ in given_names() or not in_dictionary(word.text) else start


def proper_run(doc: Doc, i: int) -> tuple[int, int] | None:
    """The run of capitalised proper-noun-like tokens starting at i, if there is one."""
    end = i
    while end < len(doc) and looks_proper(doc[end]):
        end += 1
    return (i, end) if end > i else None


@lru_cache(maxsize=1)
def is_company_by_its_noun(doc: Doc, start: int) -> bool:
    """"Japanese automaker Toyota", "the auto companies Toyota, …": a company's noun in lower
    case before a name NER calls an organisation and the gazetteer a town."""
    return start > 0 and doc[start - 1].is_lower and doc[start - 1].lemma_ in COMPANY_BEFORE


def is_acronym_not_city(doc: Doc, start: int, end: int) -> bool:
    """"before the GAO": a short word in capitals NER calls an organisation is an acronym, not
    the town the gazetteer spells in small letters ("Gao"); in a line of capitals or opening a
    line (a dateline: "CARLSBAD, California") it may be the town."""
    word = doc[start].text
    line_start = start == 0 or "\n" in doc[start - 1].whitespace_ or "\n" in doc[start - 1].text
    return end - start == 1 and 1 < len(word) <= 4 and word.isupper() and not line_start \
        and not in_capitals(doc[start]) and not place_of(word).name.isupper()


def join_head_hashes() -> frozenset[int]:
    return frozenset(hash_string(word) for word in JOIN_HEADS)


def joined_institutions(doc: Doc) -> list[tuple[int, int]]:
    """Institutions whose name runs on over "of"/"for": "Supreme Court of the United Kingdom",
    "District Court for the Western District of Virginia" (NER often cuts them in two).

    A capitalised head (``JOIN_HEADS``) with the capitalised words before it, "of" or "for"
    in lower case, perhaps "the", and a capitalised run after it that opens no second name
    (NER's), repeated while the run ends in a head or a district; never over a line break,
    nor in a line of capitals or title case (a headline). A name NER holds whole is left to NER.
    """
    found: list[tuple[int, int]] = []
    # the heads are few per article: found among the hashes of the lower-case forms (one
    # array), not by making a Token of every word
    heads = join_head_hashes()
    for i in [i for i, h in enumerate(doc.to_array(LOWER).tolist()) if h in heads]:
        token = doc[i]
        if found and i < found[-1][1] or i >= len(doc) - 2 or not token.text[:1].isupper() or token.text.isupper() \
                or doc[i + 1].text not in {"of", "for"} or doc[i + 1].ent_type_ == "ORG" and token.ent_type_ == "ORG":
            continue
        start = i
        while start > 0 and doc[start - 1].text[:1].isupper() and doc[start - 1].is_alpha and not doc[start - 1].is_sent_start \
                and "\n" not in doc[start - 1].whitespace_ and doc[start - 1].lower_ not in DETERMINERS:
            start -= 1
        end = i + 1
        while end < len(doc) - 1 and doc[end].text in {"of", "for"} and (doc[end - 1].lower_ in JOIN_HEADS or doc[end - 1].lower_ == "district"):
            after = end + 1
            if doc[after].text == "the" and after + 1 < len(doc):
                after += 1
            run = after
            while run < len(doc) and doc[run].text[:1].isupper() and doc[run].is_alpha and "\n" not in doc[run - 1].whitespace_ \
                    and not (run > after and doc[run].ent_iob_ == "B"):
                run += 1
            if run == after or run < len(doc) and doc[run].ent_type_ == "PERSON":
                break  # "the Awami League of Prime Minister Sheikh Hasina": a title follows, not a name
            end = run
        if end > i + 1:
            found.append((start, end))
    return found


def names_ending_in_two_places(doc: Doc) -> dict[int, int]:
    """A body's name ending in two places joined by "and", which NER ends at the first: "the High
    Court of England and Wales" (NER's organisation "High Court of England" and a second,
    "Wales"). Token start -> end of the whole name."""
    joined = {}
    for ent in doc_ents(doc):
        if ent.label_ != "ORG" or ent.end + 1 >= len(doc) or doc[ent.end].text != "and":
            continue
        of = next((t.i for t in reversed(ent) if t.text == "of"), None)
        if of is None or of == ent.start or not is_region_name(doc[of + 1:ent.end].text):
            continue
        tail = ent.end + 1
        while tail < len(doc) and tail - ent.end <= 3 and doc[tail].text[:1].isupper() and doc[tail].is_alpha:
            tail += 1
        second = doc[ent.end + 1:tail].text
        # (the second place by its ISO name too: "Wales" is also a plural of the dictionary)
        if tail > ent.end + 1 and (is_region_name(second) or name_index_key(second) in region_names()):
            joined[ent.start] = tail
    return joined


def campus_names(doc: Doc) -> dict[int, int]:
    """A university's acronym run into its town: "CU Boulder", "UT Austin" (NER makes an
    organisation and a person or place of it; the town is one the gazetteer has, however
    ambiguous). Token start -> end of the joined name."""
    joined = {}
    ents = doc_ents(doc)
    for first, second in zip(ents, ents[1:]):
        if first.label_ == "ORG" and second.start == first.end and len(second) == 1 and re.fullmatch(r"[A-Z]{2,4}", first.text) \
                and second.text[:1].isupper() and not second.text.isupper() and "\n" not in first[-1].whitespace_ \
                and (second.label_ in {"GPE", "LOC"} or bool(gazetteer().candidates(second.text))):
            joined[first.start] = second.end
    return joined


def spelt_out_acronyms(doc: Doc) -> list[tuple[int, int]]:
    """The words in brackets after an acronym NER calls an organisation that spell it out:
    "ISIS (Islamic State of Iraq and Syria)" -> the tokens of "Islamic State of Iraq and Syria"."""
    found = []
    tokens = doc_tokens(doc)
    for i in words_where(doc, _is_acronym):
        token = tokens[i]
        if token.ent_type_ != "ORG" or token.i + 2 >= len(doc) or doc[token.i + 1].text != "(":
            continue
        close = next((t.i for t in doc_tokens(doc)[token.i + 2:token.i + 14] if t.text == ")"), None)
        inner = doc[token.i + 2:close] if close else None
        if inner is not None and len(inner) > 1 and inner[0].is_title and inner[-1].text[:1].isupper() \
                and all(t.text[:1].isupper() or t.lower_ in NAME_JOINERS for t in inner) and abbreviates(token.text, inner.text):
            found.append((inner.start, inner.end))
    return found


# Three capitalised words or more written as one ("PolicyWatchDaily"), each of two letters or more.
CAMEL_CASE_NAME = re.compile(r"(?:[A-Z][a-z]+){3,}")
# The letters of the District of Columbia as written after its city's name.
DISTRICT_LETTERS = {"D.C.", "DC", "D.C"}


def district_city_names(doc: Doc) -> list[tuple[int, int]]:
    """Token spans of a city's name with the District's letters after a comma ("Washington, D.C."):
    one place, where NER makes two (a state's abbreviation after its town, "Reno, NV", stays a place
    of its own)."""
    tokens = doc_tokens(doc)
    return [(t.i - 2, t.i + 1) for t in (tokens[i] for i in indices_written(doc, DISTRICT_LETTERS) if i >= 2)
            if tokens[t.i - 1].text == ","
            and tokens[t.i - 2].is_title and tokens[t.i - 2].is_alpha and not tokens[t.i - 2].is_sent_start]


def named_parts(by_start: dict[int, Candidate], start: int, end: int) -> list[Candidate]:
    """The NER and gazetteer candidates inside tokens ``start``..``end`` and shorter than them, in
    order, looked up by first token (``by_start``): candidates never overlap, so only those
    starting in the span can lie in it, and no walk over all of them is needed per match."""
    inside = (by_start.get(i) for i in range(start, end))
    return [c for c in inside if c is not None and c.evidence in ("ner", "gazetteer") and c.end <= end
            and c.end - c.start < end - start]


# Tests of a word's text alone, each the first part of a test of its token in find_candidates,
# so the walks there visit only the tokens that pass (``words_where``)
def _may_name_a_site_or_brand(text: str) -> bool:
    return SITE_NAME.fullmatch(text) is not None or CAMEL_CASE_NAME.fullmatch(text) is not None


def _may_be_name_word(text: str) -> bool:
    letters = text.replace(".", "")  # is_name_word's first two tests
    return letters.isalpha() and letters[0].isupper()


def _is_initial(text: str) -> bool:
    return INITIAL.fullmatch(text) is not None


def _opens_with_a_capital(text: str) -> bool:
    return text[:1].isupper()  # looks_proper's test and a sentence opener's


def _is_acronym(text: str) -> bool:
    return ACRONYM.fullmatch(text) is not None


def _is_institution_head(lemma: str) -> bool:
    return lemma.lower() in INSTITUTION_HEADS


def name_occurrences(doc: Doc, names: dict[str, tuple[int, ...]]) -> list[tuple[str, int, int]]:
    """Every occurrence in the Doc of each name's words (``names``: the name's text -> its words'
    ORTH ids), as (text, start, end), the longest first, then in text order: what a
    PhraseMatcher on ORTH finds, read from the Doc's positions of each name's first word, without
    a Doc made and matched per name (a sixth of the entity pass). Two names of the same words
    (spaced differently) are matched by the PhraseMatcher itself, whose order between them the
    sort leaves as it finds it."""
    if len(set(names.values())) < len(names):
        phrase = PhraseMatcher(doc.vocab, attr="ORTH")
        for text, words in names.items():
            phrase.add(text, [Doc(doc.vocab, words=[doc.vocab.strings[w] for w in words])])
        found = [(doc.vocab.strings[match_id], start, end) for match_id, start, end in phrase(doc)]
    else:
        orths = attribute_ids(doc, ORTH)[0]
        found = [(text, i, i + len(words)) for text, words in names.items()
                 for i in indices_with(doc, ORTH, words[:1]) if tuple(orths[i:i + len(words)]) == words]
    return sorted(found, key=lambda m: (-(m[2] - m[1]), m[1]))


def find_candidates(doc: Doc, skip: Sequence[Span]) -> list[Candidate]:
    tokens = doc_tokens(doc)
    matcher, by_key = known_matcher()
    taken = [False] * len(doc)
    candidates: list[Candidate] = []
    by_start: dict[int, Candidate] = {}  # the same candidates by first token (they never overlap)

    def add(start: int, end: int, etype: EntityType | None, evidence: str, known: KnownEntity | None = None) -> None:
        if start >= end or any(taken[start:end]):
            return
        if in_spans(tokens[start].idx, tokens[end - 1].idx + len(tokens[end - 1]), skip):
            return
        for i in range(start, end):
            taken[i] = True
        candidate = by_start[start] = Candidate(start, end, etype, evidence, known)
        candidates.append(candidate)

    # 0. the sides of results lines: a national side is its country (a place acting), any
    #    other side a team
    for start, end in score_line_sides(doc):
        country = is_nation(span_text(doc, start, end))
        add(start, end, "Place" if country else "Organization", "gazetteer" if country else "score")
    # the sides of fixtures in a list: "Ipswich v Hull, Port Vale v Oxford"
    for start, end in fixture_sides(doc):
        country = is_nation(span_text(doc, start, end))
        add(start, end, "Place" if country else "Organization", "gazetteer" if country else "score")
    # the team opening a row of a standings table (a national side is its country)
    for start, end in standings_names(doc):
        country = is_nation(span_text(doc, start, end))
        add(start, end, "Place" if country else "Organization", "gazetteer" if country else "score")
    # an organisation's acronym with its name spelt out in brackets: "ISIS (Islamic State of Iraq
    # and Syria)" names the organisation, not Iraq
    for start, end in spelt_out_acronyms(doc):
        add(start, end, "Organization", "context")
    # "Washington, D.C.": the District of Columbia's letters after its city are part of its name
    for start, end in district_city_names(doc):
        add(start, end, "Place", "context")
    # (the table's entries by their span: a company the table knows keeps its entry)
    matches = sorted(matcher(doc), key=lambda m: (-(m[2] - m[1]), m[1]))
    table_spans = {trim(doc, start, end): by_key[matcher.vocab.strings[match_id]] for match_id, start, end in matches}
    # a company with its legal form, "Summit Films, LLC": one name, the form no entity alone
    legal_form_tokens = set()
    for start, comma, end in legal_forms(doc):
        legal_form_tokens.add(end - 1)
        if table_spans.get((start, comma)) is None:
            add(start, end, "Organization", "context")
    # a web site named by its address, whatever NER made of it: "Speaking to Portfolio.hu"; and a
    # name of three capitalised words or more written as one word, a brand's, a site's or a firm's
    # ("PolicyWatchDaily"; a person's name has two at most: "McDonald", "DiCaprio")
    for i in words_where(doc, _may_name_a_site_or_brand):
        token = tokens[i]
        if is_site_name(token) or CAMEL_CASE_NAME.fullmatch(token.text):
            add(token.i, token.i + 1, "Organization", "context")
    # names inside an event, a work or a law ("Iraq" in "Iraq War") are not entities of their own
    # (an "event" named to an institution's head is the institution: "the Paris Police Prefecture")
    for ent in doc_ents(doc):
        if ent.label_ in UNMODELLED_LABELS and len(ent) > 1 and ent[-1].text[:1].isupper() \
                and ent[-1].lower_ in MISLABELLED_HEADS:
            add(*trim(doc, ent.start, ent.end), "Organization", "context")
        elif ent.label_ == "WORK_OF_ART" and ent.end < len(doc) and tokens[ent.end].is_lower and tokens[ent.end].lower_ in PUBLICATION_STAFF:
            add(*trim(doc, ent.start, ent.end), "Organization", "context")  # "a former Playboy model": the magazine's
        elif ent.label_ in {"PRODUCT", "WORK_OF_ART"} and (is_named_body(doc, ent.start) or is_body_before_its_noun(doc, ent.end)):
            add(*trim(doc, ent.start, ent.end), "Organization", "context")  # "the rock band Cream": a band, not a work
        elif ent.label_ == "PRODUCT" and is_coordinated_with_person(doc, ent.start, ent.end):
            add(ent.start, ent.end, "Person", "context")  # "played with Acker Bilk and Terry Lightfoot"
        elif ent.label_ in UNMODELLED_LABELS or (ent.label_ in NER_TYPES and is_event_name(ent)):
            # the owner before a possessive is named on its own: "Hulu's Beyond Fest" (an organisation's festival)
            # (not a plural's apostrophe, part of the name: "the African Nations' Cup")
            owner_end = next((t.i for t in ent[1:-1] if t.tag_ == "POS" and t.text in {"'s", "’s"}), None)
            if owner_end is not None and NER_TYPES.get(ent.label_):
                add(*trim(doc, ent.start, owner_end), NER_TYPES[ent.label_], "ner")
            for i in range(ent.start, ent.end):
                taken[i] = True
    # and an event NER left untagged: "the 2003 Halden Marathon" (the town is no entity there)
    for i in indices_written(doc, EVENT_HEADS, lower=True):
        token = tokens[i]
        if token.lower_ in EVENT_HEADS and token.pos_ == "PROPN" and token.text[:1].isupper() and not token.is_sent_start \
                and not (token.i + 1 < len(doc) and looks_proper(tokens[token.i + 1])) and token.i > 0 and looks_proper(tokens[token.i - 1]):
            start = token.i
            while start > 0 and looks_proper(tokens[start - 1]):
                start -= 1
            for i in range(start, token.i + 1):
                taken[i] = True
    # the title of a court case in quotes, "Ana Lund vs. Acme Media Limited": a work, the names inside it no entities
    for start, end in quoted_case_titles(doc):
        for i in range(start, end):
            taken[i] = True
    # institutions whose name NER cut at "of": "Supreme Court of the United Kingdom"
    for start, end in joined_institutions(doc):
        add(start, end, "Organization", "context")
    # 1. the table, longest matches first; not a name inside a longer organisation's name
    #    ("US" in "US Geological Survey", "BBC" in "BBC Sport")
    inside_org = {i for ent in doc_ents(doc) if ent.label_ == "ORG" and len(ent) > 1 for i in range(ent.start, ent.end)}
    org_spans = {(ent.start, ent.end) for ent in doc_ents(doc) if ent.label_ == "ORG"}
    org_spans |= {trim(doc, ent.start, ent.end) for ent in doc_ents(doc) if ent.label_ == "ORG"}  # "The Washington Post"
    for match_id, start, end in matches:
        known = by_key[matcher.vocab.strings[match_id]]  # the matcher's vocabulary: docs may come from another model
        s, e = trim(doc, start, end)
        if s < e and all(i in inside_org for i in range(s, e)) and (s, e) not in org_spans:
            continue
        add(s, e, known.type, "table", known)
    # an acronym NER ran into the nationality before it: "Belarusian KGB" (an agency)
    for ent in doc_ents(doc):
        if ent.label_ == "NORP" and len(ent) == 2 and ent[0].text in country_demonyms() and ACRONYM.fullmatch(ent[1].text) \
                and not taken[ent[1].i] and ent[1].text not in time_zone_abbreviations():
            add(ent[1].i, ent[1].i + 1, "Organization", "context")
    for start, end in two_founders_names(doc):
        add(start, end, "Organization", "context")
    for start, end in nicknamed_names(doc):
        add(start, end, "Person", "context")
    for start, end in possessive_place_names(doc):
        add(start, end, "Place", "context")
    for start, end in titled_groups(doc):
        add(start, end, "Organization", "context")
    # "Ottilie Lyon, a retired nurse,": NER cut a person's name into two places
    for start, end in person_names_cut_into_places(doc):
        add(start, end, "Person", "context")
    # 2. NER; a name the gazetteer knows as a place is a place, whatever NER said
    org_named: set[str] = set()
    campus = campus_names(doc) | names_ending_in_two_places(doc)
    for ent in doc_ents(doc):
        if ent.label_ not in NER_TYPES or ent.start in legal_form_tokens and len(ent) == 1:
            continue
        ent_end = campus.get(ent.start, ent.end)
        ent_start = ent.start
        # NER starts late: "the Jamaah Ansharut Daulah network" (a proper noun no entity holds)
        # (not a word of the dictionary or a nationality: "Midfielder Paulo Sousa", "Spaniard Carlos Sainz";
        # not a word in capitals before a person: "CEO Maria Delgado" is a title, not her name)
        while ent_start > 0 and tokens[ent_start - 1].pos_ == "PROPN" and not tokens[ent_start - 1].ent_type_ \
                and tokens[ent_start - 1].is_alpha and not is_common_word(tokens[ent_start - 1].text) \
                and not (ent.label_ == "PERSON" and tokens[ent_start - 1].text.isupper()) \
                and tokens[ent_start - 1].text not in country_demonyms() \
                and (not tokens[ent_start - 1].is_sent_start or ent.label_ == "PERSON" and opens_a_name(tokens[ent_start - 1])) \
                and tokens[ent_start - 1].text[:1].isupper() \
                and tokens[ent_start - 1].lower_ not in TITLE_WORDS | RANK_WORDS and tokens[ent_start - 1].lower_.rstrip(".") not in HONORIFICS \
                and tokens[ent_start - 1].whitespace_ and "\n" not in tokens[ent_start - 1].whitespace_ and not taken[ent_start - 1]:
            ent_start -= 1
        # and a hyphenated first word: "Co-operative Commonwealth Federation"
        if ent.label_ == "ORG" and ent_start >= 3 and tokens[ent_start - 2].text == "-" and not tokens[ent_start - 3].whitespace_ \
                and not tokens[ent_start - 2].whitespace_ and tokens[ent_start - 3].text[:1].isupper() and not tokens[ent_start - 3].ent_type_ \
                and tokens[ent_start - 1].is_alpha and not taken[ent_start - 3]:
            ent_start -= 3
        # NER stops short: "Disaster and Emergency Management" + "Presidency", "Valéry Giscard" + "d'Estaing"
        label = ent.label_
        if ent.label_ in {"ORG", "GPE", "LOC"} and ent_end < len(doc) and tokens[ent_end].text in ORG_NAME_HEADS:
            ent_end, label = ent_end + 1, "ORG"  # "Eastern Shoshone" + "Tribe": a place's name NER cut from its body
        # NER cut a name at its "and": "Research and" + "Referral Hospital" (an organisation's name goes on)
        if ent.label_ == "ORG" and ent_end < len(doc) and tokens[ent_end - 1].lower_ in {"and", "of", "for", "&"} \
                and tokens[ent_end].ent_iob_ == "B" and tokens[ent_end].ent_type_ == "ORG":
            ent_end = next((t.i for t in tokens[ent_end + 1:] if t.ent_iob_ != "I"), len(doc))
        # "the House of Representatives' Committee on Ways and Means": a body and its committee, two names
        owner_end = body_owner_end(doc, ent_start, ent_end) if ent.label_ in {"ORG", "FAC", "GPE", "LOC"} else None
        if owner_end is not None:
            o_start, o_end = trim(doc, ent_start, owner_end)
            owner_is_place = is_place_name(span_text(doc, o_start, o_end))
            # (a street's owner, a town or a club, takes its type from its other mentions)
            owner_type = "Place" if owner_is_place else None if is_owned_street(doc[owner_end + 1:ent_end]) else "Organization"
            add(o_start, o_end, owner_type, "gazetteer" if owner_is_place else "context")
            ent_start = owner_end + 1
        # "The Progressive and The New York Times": a capitalised "The" after "and" opens a second name
        second = next((k + 1 for k in range(ent_start + 1, ent_end - 2) if tokens[k].text in {"and", "&"} and tokens[k + 1].text == "The"), None)
        if ent.label_ == "ORG" and second is not None:
            add(*trim(doc, ent_start, second - 1), "Organization", "ner")
            ent_start = second
        # "PLOS" + "ONE": an acronym's name goes on in a word in capitals (not in a line of capitals)
        if ent.label_ == "ORG" and ent_end < len(doc) and ACRONYM.fullmatch(tokens[ent_end - 1].text) and tokens[ent_end].is_upper \
                and tokens[ent_end].is_alpha and len(tokens[ent_end]) >= 3 and tokens[ent_end].ent_type_ in {"", "CARDINAL"} and not in_capitals(tokens[ent_end]) \
                and tokens[ent_end - 1].whitespace_ and "\n" not in tokens[ent_end - 1].whitespace_:
            ent_end += 1
        # "Black Voices for Trump", "Veterans for Peace": a group named by the people in it and its cause
        if ent.label_ == "ORG" and ent_end + 1 < len(doc) and tokens[ent_end].text == "for" and tokens[ent_end - 1].tag_ in {"NNS", "NNPS"} \
                and tokens[ent_end - 1].is_title and is_common_word(tokens[ent_end - 1].lemma_) and all(t.is_title for t in tokens[ent_start:ent_end] if t.lower_ not in DETERMINERS):
            run = ent_end + 1
            while run < len(doc) and run - ent_end <= 3 and tokens[run].is_title and tokens[run].is_alpha and not tokens[run].is_sent_start:
                run += 1
            if run > ent_end + 1:
                ent_end = run
        # "Committee on Ways and" + "Means": a name never ends in its "and"; the capitalised words after it are its own
        if ent.label_ == "ORG" and ent_end < len(doc) and tokens[ent_end - 1].lower_ in {"and", "&"} and ent_end - ent_start > 2:
            while ent_end < len(doc) and tokens[ent_end].is_title and tokens[ent_end].is_alpha and "\n" not in tokens[ent_end - 1].whitespace_:
                ent_end += 1
        if ent.label_ in {"ORG", "FAC"}:
            run_on = name_run_on(doc, ent_start, ent_end)
            if run_on > ent_end:
                ent_end, label = run_on, "ORG"
        if ent.label_ == "PERSON" and ent_end < len(doc) and PARTICLE.match(tokens[ent_end].text) and not tokens[ent_end - 1].whitespace_ == "":
            ent_end += 1
        s, e = trim(doc, ent_start, ent_end)
        if s >= e or any(taken[s:e]):
            continue
        if ent.label_ in {"ORG", "PERSON"} and is_role_before_name(doc, s, e):
            s, label = s + 1, "PERSON"  # "Voter Kitty Mak said": the role opens the sentence, the name is a person's
        ranks = ranks_before_name(doc, s, e)
        if ent.label_ == "ORG" and ranks:
            s, label = s + ranks, "PERSON"  # "Detective Constable Dana Roy": a rank makes the name after it a person's
        elif ent.label_ == "ORG" and s > 0 and ranks_before_name(doc, s - 1, e):
            label = "PERSON"  # "MP Ana Ruiz", the title left out of NER's span: the same
        # "First Minister of Scotland Mairi Campbell": the title's place is not the person's name
        # (a title written capitalised before a name; "the president of RSA Data Security" is no title)
        if ent.label_ in {"PERSON", "ORG", "GPE"} and s > 1 and tokens[s - 1].text == "of" and tokens[s - 2].lower_ in TITLE_WORDS \
                and tokens[s - 2].text[:1].isupper() and e - s >= 3 and not any(t.text.isupper() for t in tokens[s:e]):
            split = next((k for k in (2, 1) if e - s - k >= 2 and is_region_name(span_text(doc, s, s + k))), None)
            if split is not None:
                add(s, s + split, "Place", "gazetteer" if is_place_name(span_text(doc, s, s + split)) else "context")
                add(s + split, e, "Person", "context")
                continue
        # "Deputy Director of the Bureau for Harbour Works Ana Ruiz": NER ran the body of a title and the
        # person's name after it into one organisation; a given name and a surname end it
        # (a given name no place bears, a surname no word of the dictionary: not "University of
        # North Carolina Ashby", "Lee Wah China Textiles", "Eastern Georgia Franklin Co"; "Harbour
        # TV Ana Ruiz" is the channel and its host)
        if ent.label_ == "ORG" and e - s >= 4 and tokens[e - 2].lower_ in given_names() and tokens[e - 2].is_title \
                and tokens[e - 1].is_title and tokens[e - 1].is_alpha and tokens[e - 3].is_title \
                and not in_dictionary(tokens[e - 1].text) and not is_place_name(tokens[e - 1].text) \
                and not is_place_name(tokens[e - 2].text) and not is_place_name(span_text(doc, e - 3, e - 1)):
            # (a title right before the name is no body: "Northern State Representative Ana Ruiz")
            if tokens[e - 3].lower_.rstrip(".") not in TITLE_WORDS | OFFICE_TITLES | RANK_WORDS | PERSON_ROLES:
                add(s, e - 2, "Organization", "ner")
            add(e - 2, e, "Person", "context")
            continue
        # "Ana Lindqvist, the engineer, said": NER left the given name out and took the surname
        # alone for an organisation; the two are a person's name (not "Georgia Tech", "Real
        # Madrid"). The given name may already be in the span, run on to the left.
        given = ent.start - 1
        if ent.label_ == "ORG" and len(ent) == 1 and e == ent.end and s in {given, given + 1} and given >= 0 \
                and not taken[given] and not tokens[given].ent_type_ and tokens[given].pos_ == "PROPN" \
                and "\n" not in tokens[given].whitespace_ and not is_place_name(tokens[given].text) \
                and is_given_and_surname(doc, given, e):
            add(given, e, "Person", "context")
            continue
        # "an interview with People, Reid claimed": NER ran a name and the person after its comma
        # into one; the word after the comma is the surname of a person the article names in full
        comma = next((k for k in range(s + 1, e - 1) if tokens[k].text == ","), None)
        if ent.label_ in {"ORG", "PERSON"} and comma == e - 2 and tokens[e - 1].is_title \
                and tokens[e - 1].text in full_name_surnames(doc) and tokens[e - 1].lower_ not in LEGAL_FORM_WORDS:
            add(s, comma, NER_TYPES[label], "ner")
            add(e - 1, e, "Person", "context")
            continue
        # "According to Reid the agency's report …": NER ran the surname of a person the article
        # names in full, with no comma after it, into the phrase its "the" opens (a name has no
        # "the" after its first word but after "of" or "for": "Bank of the West")
        if ent.label_ in {"ORG", "GPE", "LOC"} and e - s >= 3 and tokens[s + 1].text == "the" \
                and tokens[s].text in full_name_surnames(doc) and not is_place_name(tokens[s].text):
            add(s, s + 1, "Person", "context")
            if tokens[s + 2].text[:1].isupper():
                add(s + 2, e, NER_TYPES[label], "ner")
            continue
        # "Manjeri, Kerala": a town and the region it lies in are two places
        if ent.label_ in {"GPE", "LOC"} and any(t.text == "," for t in tokens[s:e]):
            cut = s
            for k in range(s, e + 1):
                if k == e or tokens[k].text == ",":
                    if cut < k and tokens[cut].text[:1].isupper():
                        add(cut, k, "Place", "context")
                    cut = k + 1
            continue
        # (not a body NER names that the gazetteer knows only as a city's translated other name,
        # where it acts: "the White House said" is the president's office, not Casablanca's "white
        # house"; "at the White House" stays the building)
        if is_place_name(span_text(doc, s, e)) and not (ent.label_ == "ORG" and linked_place(span_text(doc, s, e)) is None
                                                       and tokens[e - 1].dep_ in {"nsubj", "nsubjpass"}):
            # a company named after a town ("Hitachi shares fell"): an organisation to NER, a city
            # only to the gazetteer, and a word of a company after it
            if ent.label_ == "ORG" and place_of(span_text(doc, s, e)).kind == "city" and (
                    e < len(doc) and tokens[e].lower_ in COMPANY_AFTER or is_company_by_its_noun(doc, s) or is_acronym_not_city(doc, s, e)):
                org_named.add(span_text(doc, s, e))
                add(s, e, "Organization", "ner")
            else:
                add(s, e, "Place", "gazetteer")
        else:
            add(s, e, NER_TYPES[label], "ner")
        # "Omsk in Siberia": what follows the preposition of place is a place too
        if e < ent_end - 1 and tokens[e].text in {"in", "near"} and all(t.text[:1].isupper() for t in tokens[e + 1:ent_end]):
            add(e + 1, ent_end, "Place", "context")
    # 2a. organisations NER missed, named to their head: "Cinema for Peace Foundation"
    for i in indices_written(doc, ORG_NAME_HEADS):
        token = tokens[i]
        if taken[token.i] or token.text not in ORG_NAME_HEADS or token.is_sent_start and token.i + 1 >= len(doc):
            continue
        start = token.i
        while start > 0 and (looks_proper(tokens[start - 1]) or tokens[start - 1].text in NAME_JOINERS and start > 1
                             and looks_proper(tokens[start - 2])) and not taken[start - 1]:
            start -= 1
        if start < token.i and looks_proper(tokens[start]):
            add(start, token.i + 1, "Organization", "context")
    # 2b. places NER missed: capitalised words the gazetteer knows ("BRUSSELS" on a dateline)
    for i in words_where(doc, _may_be_name_word):
        token = tokens[i]
        if taken[token.i] or not is_name_word(token) or token.i < sport_heading_end(doc, token.i):
            continue
        for length in range(min(4, len(doc) - token.i), 0, -1):
            end = token.i + length
            # the Doc's cached Tokens and text, not a Span made (and its text joined) per length
            if all(is_name_word(t) for t in tokens[token.i:end]) and not (length == 1 and token.is_stop):
                words = span_text(doc, token.i, end)
                if words not in org_named and is_place_name(words):
                    add(token.i, end, "Place", "gazetteer")
                    break
    # 3. other occurrences of the names found so far: NER tags a name in one sentence and
    #    misses it in the next; one name means one referent within an article
    surfaces = {span_text(doc, c.start, c.end): c for c in candidates if c.type or c.known}
    if surfaces:
        orths = attribute_ids(doc, ORTH)[0]
        for text, start, end in name_occurrences(doc, {text: tuple(orths[c.start:c.end]) for text, c in surfaces.items()}):
            if not tokens[start].text[:1].isupper():
                continue
            source = surfaces[text]
            # NER may tag a part of a name it tags whole elsewhere in the article ("Australia"
            # of "Sustainable Australia" opening a sentence): the whole name wins over the part
            if any(taken[start:end]):
                inner = named_parts(by_start, start, end)
                if inner and all(not taken[i] or any(c.start <= i < c.end for c in inner) for i in range(start, end)):
                    for c in inner:
                        candidates.remove(c)
                        del by_start[c.start]
                        taken[c.start:c.end] = [False] * (c.end - c.start)
            given = given_name_before(doc, start, taken) if source.type == "Person" and end - start == 1 else start
            if given < start:
                add(given, end, "Person", "context")  # "Ivanka Trump" where "Mr. Trump" is another person
                continue
            add(start, end, source.type, "ner" if source.evidence == "ner" else source.evidence, source.known)
    # 3b. an acronym after "the", in running text: "the IAAF", "the CNDD-FDD"; a broadcaster's
    #     call sign anywhere ("WSET-TV", "KQED-FM")
    # (only tokens after "the" or ending a call sign: for the others the loop does nothing)
    after_the = [i + 1 for i in indices_written(doc, ("the",), lower=True) if i + 1 < len(doc)]
    for i in sorted({*after_the, *indices_written(doc, CALL_SIGN_ENDS)}):
        token = tokens[i]
        if token.text in CALL_SIGN_ENDS and token.i >= 2 and tokens[token.i - 1].text == "-" and ACRONYM.fullmatch(tokens[token.i - 2].text) \
                and not tokens[token.i - 2].whitespace_ and not tokens[token.i - 1].whitespace_:
            add(token.i - 2, token.i + 1, "Organization", "context")
        if taken[token.i] or token.i == 0 or tokens[token.i - 1].lower_ != "the" or in_capitals(token):
            continue
        end = token.i + 1
        while end + 1 < len(doc) and tokens[end].text == "-" and not tokens[end - 1].whitespace_ and not tokens[end].whitespace_ \
                and tokens[end + 1].text.isupper():
            end += 2  # "CNDD-FDD" in three tokens
        if ACRONYM.fullmatch(span_text(doc, token.i, end)) and token.text not in time_zone_abbreviations():
            add(token.i, end, "Organization", "context")
    # 3c. an initial and a surname: "K. Ferreira", a person (a score sheet's usual form)
    for i in words_where(doc, _is_initial):
        token = tokens[i]
        if INITIAL.fullmatch(token.text) and not taken[token.i] and token.i + 1 < len(doc) and is_initialled_surname(tokens[token.i + 1]):
            end = token.i + 2
            if end < len(doc) and is_initialled_surname(tokens[end]) and tokens[end - 1].whitespace_:
                end += 1
            add(token.i, end, "Person", "context")
    # 4. names NER missed, found by their context (a word no dictionary has may open a
    #    sentence too: "Cité station, part of …")
    for i in words_where(doc, _opens_with_a_capital):
        token = tokens[i]
        if taken[token.i] or not (looks_proper(token) or token.text[:1].isupper() and token.is_sent_start and token.is_alpha
                                  and not token.is_stop and not in_dictionary(token.text)):
            continue
        if token.i > 0 and looks_proper(tokens[token.i - 1]):
            continue
        run = proper_run(doc, token.i) or (token.i, (proper_run(doc, token.i + 1) or (0, token.i + 1))[1])
        etype = context_type(doc, *run)
        if etype is None and is_example_of_bodies(doc, *run) and not is_nation(doc[run[0]:run[1]].text):
            etype = "Organization"  # "discount stores like Biedronka and LIDL", the second missed by NER
        if etype is not None:
            add(run[0], run[1], etype, "context")
    return sorted(candidates, key=lambda c: c.start)


def is_role_before_name(doc: Doc, start: int, end: int) -> bool:
    """A sentence opened by an everyday role and a person's name, run together by NER ("Voter
    Kitty Mak said"): the role is a word of the dictionary, the two or more words after it are
    capitalised and no organisation's head ends them."""
    words = doc_tokens(doc)[start + 1:end]
    return doc[start].is_sent_start and is_occupation(doc[start]) and len(words) >= 2 \
        and all(t.is_alpha and t.text[:1].isupper() and not t.text.isupper() for t in words) \
        and words[-1].text not in ORG_NAME_HEADS and not is_common_word(words[-1].text)


def ranks_before_name(doc: Doc, start: int, end: int) -> int:
    """How many police or military ranks open a name NER ran them into ("Detective Constable Dana
    Roy"): two or more capitalised words follow them and no organisation's head ends them."""
    ranks = 0
    while start + ranks < end and doc[start + ranks].lower_ in RANK_WORDS and doc[start + ranks].text[:1].isupper():
        ranks += 1
    words = doc_tokens(doc)[start + ranks:end]
    if not ranks or len(words) < 2 or words[-1].text in ORG_NAME_HEADS:
        return 0
    return ranks if all(t.is_alpha and t.text[:1].isupper() and not t.text.isupper() for t in words) else 0


def is_occupation(token) -> bool:  # noqa: ANN001
    """An everyday role, or a common noun of the dictionary for what someone does ("Broadcaster",
    "Historian"): an agent's ending on a word that is no name ("Walker" is both, "Tucker" too, but
    the dictionary lists them as common words: the two capitalised words after it decide)."""
    return token.lower_ in ROLE_OPENERS or len(token.text) > 5 and token.lower_.endswith(AGENT_ENDINGS) \
        and is_common_word(token.text) and token.lower_ not in TITLE_WORDS


CASE_MARKS = {"vs.", "vs", "v.", "versus"}


def quoted_case_titles(doc: Doc) -> list[tuple[int, int]]:
    """Token spans of quotations of at most 16 words holding "vs." between two capitalised
    words: the title of a case ("the case "Ana Lund vs. Acme Media Limited"")."""
    spans = []
    marks = indices_written(doc, CASE_MARKS, lower=True)
    for i in marks:
        if not (0 < i < len(doc) - 1 and doc[i - 1].text[:1].isupper() and doc[i + 1].text[:1].isupper()):
            continue
        start = next((t.i for t in reversed(doc[max(0, i - 16):i]) if t.text in OPENING_QUOTES), None)
        end = next((t.i for t in doc_tokens(doc)[i + 1:i + 16] if t.text in CLOSING_QUOTES), None)
        if start is not None and end is not None:
            spans.append((start + 1, end))
    return spans


def titled_groups(doc: Doc) -> list[tuple[int, int]]:
    """A people's name in the plural NER calls a nationality, after a capitalised "The" in the
    middle of a sentence: "spokesperson for The Greens" names a party, not the people."""
    return [(ent.start, ent.end) for ent in doc_ents(doc)
            if ent.label_ == "NORP" and ent.start > 1 and doc[ent.start - 1].text == "The" and not opens_sentence(doc[ent.start - 1])
            and ent[-1].text.endswith("s")]


def two_founders_names(doc: Doc) -> list[tuple[int, int]]:
    """Organisations' names NER began at the second of two founders: "the Bill and Melinda Gates
    Foundation" (after "the", a capitalised word, no entity or a one-word person, and "and")."""
    spans = []
    for ent in doc_ents(doc):
        start = ent.start
        if ent.label_ == "ORG" and ent[-1].text in ORG_NAME_HEADS and start >= 3 and doc[start - 1].lower_ in {"and", "&"} \
                and doc[start - 2].is_alpha and doc[start - 2].text[:1].isupper() and doc[start - 3].lower_ == "the" \
                and (not doc[start - 2].ent_type_ or doc[start - 2].ent_type_ == "PERSON" and doc[start - 2].ent_iob_ == "B"
                     and doc[start - 3].ent_type_ != "PERSON"):
            spans.append((start - 2, ent.end))
    return spans


OPENING_QUOTES = {'"', "“"}
_OPENING_QUOTE_IDS = frozenset(get_string_id(mark) for mark in OPENING_QUOTES)
CLOSING_QUOTES = {'"', "”"}


def nicknamed_names(doc: Doc) -> list[tuple[int, int]]:
    """A person's name with a nickname in quotes inside it, whole: 'Matiu "Matt" Ratana' (NER
    cuts it at the quote into a person 'Matiu "Matt' and another). Names on both sides of the
    quoted word, one of them NER's person."""
    spans = []
    tokens = doc_tokens(doc)
    for i in indices_written(doc, OPENING_QUOTES):
        if not 1 <= i < len(doc) - 3:
            continue
        token = tokens[i]
        if doc[i + 2].text not in CLOSING_QUOTES or not is_name_word(doc[i + 1]) \
                or not looks_proper(doc[i - 1]) or not looks_proper(doc[i + 3]) or token.whitespace_ or not doc[i - 1].whitespace_:
            continue
        start, end = i - 1, i + 4
        while start > 0 and looks_proper(doc[start - 1]) and doc[start - 1].lower_ not in TITLE_WORDS:
            start -= 1
        while end < len(doc) and looks_proper(doc[end]):
            end += 1
        if any(t.ent_type_ == "PERSON" for t in doc_tokens(doc)[start:end]):
            spans.append(trim(doc, start, end))
    return spans


VENUE_ENDINGS = PLACE_NAME_ENDINGS | {"theatre", "theater"}


def possessive_place_names(doc: Doc) -> list[tuple[int, int]]:
    """A place named for someone with the possessive inside the name: "Hawke's Bay",
    "Grauman's Egyptian Theatre" (NER makes the owner a person or a company, and "Bay" a place of
    its own). The owner is one or two capitalised words no gazetteer knows as a place ("London's
    Hyde Park" is two names); the name after it ends in a place's word."""
    spans = []
    tokens = doc_tokens(doc)
    for i in indices_written(doc, ("'s", "’s")):
        if not 1 <= i < len(doc) - 1:
            continue
        token = tokens[i]
        if token.tag_ != "POS" or token.text not in {"'s", "’s"} or doc[i - 1].whitespace_ or not looks_proper(doc[i - 1]):
            continue
        start = i - 1
        if start > 0 and looks_proper(doc[start - 1]) and doc[start - 1].ent_iob_ != "O":
            start -= 1
        end = i + 1
        while end < len(doc) and looks_proper(doc[end]):
            end += 1
        # (the place's word alone after NER's person, or a name NER ran over the possessive:
        # "Obama's Hyde Park" is his house there, "Macy's Herald Square" a shop's square)
        if end == i + 1 or doc[end - 1].lower_ not in VENUE_ENDINGS or place_of(doc[start:i].text) \
                or not (doc[i - 1].ent_type_ == "PERSON" and end == i + 2 or token.ent_iob_ == "I") or doc[start].lower_ in DETERMINERS \
                or is_owned_street(doc[i + 1:end]):
            continue
        spans.append((start, end))
    return spans


def _name_start(doc: Doc, i: int) -> int:
    """Where the capitalised name that token ``i`` ends begins: the parser hangs only the last
    word of "Hong Kong" on "government", the first hangs on it."""
    start = i
    while start > 0 and doc[start - 1].dep_ in {"compound", "flat"} and start <= doc[start - 1].head.i <= i \
            and doc[start - 1].text[:1].isupper():
        start -= 1
    return start


def institution_mentions(doc: Doc, skip: Sequence[Span], taken: set[int]) -> list[tuple[int, int, str]]:
    """Institutions named by common nouns: (token start, end, grouping key).

    "Spain's interior ministry" and "the interior ministry" in one article are one
    organisation; the owner (Spain) is part of its key, so two countries' ministries stay apart.
    """
    found = []
    tokens = doc_tokens(doc)
    for i in words_where(doc, _is_institution_head, LEMMA):
        token = tokens[i]
        if token.lemma_.lower() not in INSTITUTION_HEADS or token.i in taken:
            continue
        modifiers = [c for c in token.lefts if c.dep_ in {"amod", "compound"} and (c.lower_ in INSTITUTION_MODIFIERS or c.text[:1].isupper())]
        owner = [c for c in token.lefts if c.dep_ == "poss" and c.pos_ == "PROPN"]
        if any(c.i in taken and c.ent_type_ in {"PERSON", "ORG"} for c in modifiers):
            continue
        if not modifiers and not (owner and token.lemma_.lower() in OWNED_HEADS):
            continue
        first = min([_name_start(doc, c.i) for c in modifiers] + [token.i])
        start = min([first] + [c.left_edge.i for c in owner])
        if in_spans(doc[start].idx, token.idx + len(token), skip):
            continue
        name = " ".join(t.lower_ for t in doc_tokens(doc)[first:token.i + 1])
        owner_key = normalise_name(owner[0].text) if owner else ""
        found.append((start, token.i + 1, f"{name}@{owner_key}"))
    return found


def group_key(doc: Doc, candidate: Candidate) -> str:
    """What the mentions of one referent share: the normalised name, plus the owner of an
    institution ("Spain's Interior Ministry" -> "interior ministry@spain")."""
    tokens = doc_tokens(doc)
    if candidate.known:
        return fold(candidate.known.label)
    name = normalise_name(span_text(doc, candidate.start, candidate.end))
    if candidate.evidence == "score":
        # "NEW YORK 72 53" is the team, the dateline's "NEW YORK" the city: two referents
        return f"{name} (team)"
    last = tokens[candidate.end - 1]
    # only an organisation is keyed by its owner: "…@" is an institution's key, and a
    # person or place ending in such a word ("Bratislava Rabbi - police") is not one
    if last.lemma_.lower() in INSTITUTION_HEADS and candidate.type == "Organization":
        owner = [c for c in last.lefts if c.dep_ == "poss" and c.pos_ == "PROPN"]
        if candidate.start >= 2 and tokens[candidate.start - 1].tag_ == "POS":
            owner = [tokens[candidate.start - 2]]
        return f"{name}@{normalise_name(owner[0].text) if owner else ''}"
    return name


def without_storms(doc: Doc, candidates: list[Candidate]) -> list[Candidate]:
    """A named storm ("Hurricane Humberto", then "Humberto") is no person, organisation or place."""
    tokens = doc_tokens(doc)
    storms = set()
    for c in candidates:
        before = tokens[c.start - 1] if c.start > 0 else None
        words = list(tokens[c.start:c.end])
        storm_at = next((k for k, t in enumerate(words[:-1]) if t.lower_ in STORM_WORDS), None)
        # only words that say what kind of storm come before it: "Tropical Storm Humberto", but
        # "the National Hurricane Center" is a body named after storms
        if storm_at is not None and any(t.lower_ not in STORM_WORDS | STORM_QUALIFIERS for t in words[:storm_at]):
            storm_at = None
        if storm_at is not None:
            storms.add(normalise_name(span_text(doc, c.start + storm_at + 1, c.end)))
            storms.add(normalise_name(span_text(doc, c.start, c.end)))
        elif before is not None and before.lower_ in STORM_WORDS and before.text[:1].isupper():
            storms.add(normalise_name(span_text(doc, c.start, c.end)))
    return [c for c in candidates if c.evidence == "table" or normalise_name(span_text(doc, c.start, c.end)) not in storms]


class WordUses:
    """What ``is_generic`` asks of the whole article, worked out once per article rather than
    once per candidate: the words of longer names, and the words capitalised mid-sentence."""

    def __init__(self, doc: Doc, candidates: list[Candidate]) -> None:
        self.doc = doc
        self.in_long_names = {t.lower_ for c in candidates if c.end - c.start > 1 for t in doc_tokens(doc)[c.start:c.end]}
        self._named: set[int] | None = None

    @property
    def capitalised_mid_sentence(self) -> set[str]:
        """Words written where capitals say something: not opening a sentence, and not in a
        sentence written all in capitals."""
        strings = self.doc.vocab.strings
        return {strings[orth] for orth in self.capitalised_mid_sentence_ids}

    @property
    def capitalised_mid_sentence_ids(self) -> set[int]:
        """``capitalised_mid_sentence`` as the words' ids (``Token.orth``): ``is_generic`` asks
        about a few words, and the text of each of the article's thousand-odd words made for it
        was a third of the time."""
        if self._named is None:
            doc = self.doc
            capitals, sent_start = capitals_sentence_starts(doc), doc_index(doc).sent_start
            # read from the Doc's arrays: a Token's is_sent_start and text for every word of the
            # article cost more than the rest of the rule; ``opens_sentence`` is asked only
            # after an opening quotation mark, the one case its first test leaves open
            orths, starts = attribute_ids(doc, ORTH)[0], doc.to_array(SENT_START).tolist()
            tokens, named = doc_tokens(doc), set()
            for i, orth in enumerate(orths):
                if starts[i] == 1 or sent_start[i] in capitals:  # 1: opens a sentence (the array is unsigned)
                    continue
                if i > 0 and orths[i - 1] in _OPENING_QUOTE_IDS and opens_sentence(tokens[i]):
                    continue
                named.add(orth)
            self._named = named
        return self._named


def opens_sentence(token) -> bool:  # noqa: ANN001
    """The first word of a sentence, or of a quotation opening one ('"Heartbroken and numb," she wrote')."""
    if token.is_sent_start:
        return True
    tokens = doc_tokens(token.doc)
    before = tokens[token.i - 1] if token.i > 0 else None
    return before is not None and before.text in OPENING_QUOTES and not before.whitespace_ \
        and (before.is_sent_start or before.i > 0 and tokens[before.i - 1].text in {".", ":", "\n"})


def is_generic(doc: Doc, candidate: Candidate, uses: WordUses) -> bool:
    """A common word that only capitals make look like a name: "Findings", "Longer",
    "Attendance" at the start of a line or sentence, or on a line in capitals.

    One word, typed by NER alone, not known to the table or the gazetteer, and capitalised
    only where capitals say nothing (sentence starts, lines in capitals) everywhere in the
    article: "Apple" opening a sentence is a name when the article also writes it
    capitalised mid-sentence.
    """
    if candidate.end - candidate.start != 1 or candidate.evidence not in {"ner", "context"}:
        return False
    token = doc[candidate.start]
    if token.i >= 2 and doc[token.i - 1].lower_ == "of" and doc[token.i - 2].lower_ in TITLE_WORDS \
            and doc[token.i - 2].text[:1].isupper() and not is_region_name(token.text):
        return True  # "Secretary of State", "Minister of Defence": the rest of a title
    if not (is_common_word(token.text) or is_common_word(token.lemma_)):
        return False
    # a word of a longer name in the article is a short form of it ("Vivas" after "Juan Jesús Vivas")
    if token.lower_ in uses.in_long_names:
        return False
    if not (opens_sentence(token) or token.text.isupper() or in_capitals(token)):
        return False
    # capitalised where capitals say something elsewhere ("Analysts expect Apple to …"): the
    # article uses the word as a name, at a sentence start too
    return token.orth not in uses.capitalised_mid_sentence_ids  # the word's id: its text's


def is_placed_demonym(doc: Doc, start: int, end: int) -> bool:
    """A place's name with "-er(s)" is its people ("Hong Kongers", "a Londoner"), not an entity;
    a singular one NER calls a person may be a surname ("Palmer") and "The" before one makes a
    title ("The New Yorker")."""
    tokens = doc_tokens(doc)
    words = tokens[start:end]
    text = span_text(doc, start, end)
    stem = re.sub(r"ers?$", "", text)
    if stem == text or not words[-1].text[:1].isupper() or (start > 0 and tokens[start - 1].text == "The"):
        return False
    plural = text.endswith("ers")
    return (plural or words[-1].ent_type_ != "PERSON") and is_place_name(stem)


def is_not_a_referent(doc: Doc, candidate: Candidate) -> bool:
    """What NER calls a name and kg does not model: a religion ("Islam"), an article of another
    language opening a quoted sentence ("Le bilan est lourd"), a ship ("USS Grayback"), a mission ("the Zarya 3
    mission"), a capitalised common noun after "a"/"an" ("make an Order"), a portfolio before a
    minister's title ("Civil Aviation Minister Ravi Menon"), a maker before a model number ("a
    Boeing 737") or a model after its vehicle ("the plane, a Cessna Skyhawk"), an office NER took
    for a body ("a former City Councillor"), a table's header ("W L PCT GB"), a point of the
    compass alone ("EASTERN DIVISION"), a dictionary word NER calls a person that qualifies the noun
    after it ("Bloody hell") or an adjective NER calls a body ("the Presidential race"), a day named
    after a person ("Martin Luther King Jr. Day"), a weekday alone ("On Thursday officials said"), a work, a programme or a disease
    (``is_work_or_disease``)."""
    tokens = doc_tokens(doc)
    words = tokens[candidate.start:candidate.end]
    text = span_text(doc, candidate.start, candidate.end)
    # "the Carroll/Patel ticket": two surnames joined by a slash pair two people, no body
    if re.fullmatch(r"[A-Z][a-z]+/[A-Z][a-z]+", text) and not is_place_name(text):
        return True
    # so do two joined by a hyphen before "ticket" ("the Carroll-Patel ticket"; a double-barrelled
    # surname is one person's and stands before no ticket)
    if re.fullmatch(r"[A-Z][a-z]+-[A-Z][a-z]+", text) and candidate.end < len(doc) and tokens[candidate.end].lower_ == "ticket":
        return True
    # "On Thursday officials reported": a weekday alone is a time, whatever NER typed it
    if len(words) == 1 and words[0].lower_ in WEEKDAY_NUMBER:
        return True
    # a hashtag ("#DemDebate") is a label of posts, not a name
    if candidate.start > 0 and tokens[candidate.start - 1].text == "#" and not tokens[candidate.start - 1].whitespace_:
        return True
    if words[0].text in SHIP_PREFIXES and len(words) > 1 or candidate.start > 0 and tokens[candidate.start - 1].text in SHIP_PREFIXES:
        return True  # "the submarine U.S.S. Grayback": a ship, not a body or a person
    if is_religion(text) or is_programme(doc, candidate.start, candidate.end, candidate.type == "Person" and candidate.evidence == "ner"):
        return True
    if candidate.evidence != "ner":
        return False
    first = tokens[candidate.start]
    if len(words) == 1 and is_people_plural(first):
        return True
    if len(words) == 1 and len(first.text) == 1 and candidate.type == "Person":
        return True  # 'identified him only as "Mr. A"': a letter standing in for a name is no name
    if len(words) >= 3 and all(t.text.isupper() and t.is_alpha and len(t.text) <= 3 for t in words):
        return True  # "W L PCT GB": the heads of a table's columns
    if len(words) == 1 and first.lower_ in COMPASS_WORDS:
        return True  # "EASTERN" of "EASTERN DIVISION": an adjective NER cut from its noun
    # ("a daily Tonic": an adjective in lower case may stand between)
    article = first.i - 2 if first.i > 1 and tokens[first.i - 1].is_lower and tokens[first.i - 1].pos_ == "ADJ" else first.i - 1
    if len(words) == 1 and (is_foreign_function_word(first) or (
            article >= 0 and tokens[article].lower_ in {"a", "an"} and first.dep_ != "compound" and first.tag_ in {"NN", "NNP"}
            and is_common_word(first.text))):
        return True
    after = tokens[candidate.end] if candidate.end < len(doc) else None
    if is_work_or_disease(doc, candidate) or is_degree_or_speaker_mark(doc, candidate):
        return True
    if len(words) == 1 and first.dep_ == "amod" and first.head.is_lower and first.head.pos_ == "NOUN" and first.head.i == first.i + 1 \
            and candidate.type == "Person" and is_common_word(first.text):
        return True  # "'Bloody hell,'": a word of the dictionary qualifying the noun after it, not a person
    if len(words) == 1 and first.i > 0 and tokens[first.i - 1].lower_ in {"a", "an"} and after is not None \
            and re.fullmatch(r"[A-Z]{0,3}-?\d[\w-]*", after.text):
        return True  # "a Boeing 737": a model, not its maker
    if first.i >= 3 and tokens[first.i - 1].lower_ in {"a", "an"} and tokens[first.i - 2].text == "," \
            and tokens[first.i - 3].lemma_.lower() in VEHICLE_NOUNS and tokens[first.i - 3].is_lower:
        return True  # "the plane, a Cessna Skyhawk": the model of the vehicle, not its maker
    if candidate.type != "Person" and words[-1].lower_ in OFFICE_WORDS and words[-1].text[:1].isupper():
        return True  # "a former City Councillor": an office, not a body
    if candidate.type != "Person" and words[-1].lower_.endswith("s") and words[-1].lower_[:-1] in OFFICE_WORDS | {"commissioner", "official"} \
            and words[-1].text[:1].isupper() and not any(t.lower_ == "of" for t in words) and not place_of(words[0].text):
        return True  # "the Royal Commissioners", "Senior Advisors": holders of an office ("Ottawa Senators" is a team)
    if len(words) == 1 and first.lower_ in STYLES_OF_ADDRESS and first.i > 0 and tokens[first.i - 1].lower_ in {"his", "her", "your", "their"}:
        return True  # "advice to Her Majesty": a style of address, which stands for a person it does not name
    if len(words) == 1 and first.is_upper and first.is_alpha and len(first.text) >= 4 and is_common_word(first.text) \
            and any(t.is_lower and t.is_alpha for t in first.sent):
        return True  # "We will get through this TOGETHER!": a common word in capitals for stress, in a sentence in lower case
    if len(words) == 1 and first.tag_ == "JJ" and is_common_word(first.text) and after is not None and after.is_lower \
            and after.pos_ == "NOUN" and after.lower_ not in COMMON_BODY_WORDS:
        return True  # "the Presidential race": an adjective of the dictionary capitalised, not a body ("a Labour government" is the party's)
    if candidate.type == "Person" and any(t.lower_ in GENERATION_SUFFIXES and t.i + 1 < candidate.end
                                          and tokens[t.i + 1].text[:1].isupper() for t in words[2:]):
        return True  # "Martin Luther King Jr. Day": named after a person (the suffix ends their name), not them
    if first.i > 0 and tokens[first.i - 1].lower_ in {"entitled", "titled"}:
        return True  # "an artwork entitled America": the title of a work
    if len(words) == 1 and first.i > 0 and tokens[first.i - 1].lemma_ == "certify" and tokens[first.i - 1].pos_ == "VERB":
        return True  # "certified Diamond": a record's certification, not a body
    if len(words) > 1 and words[-1].text == "Act" and all(t.text[:1].isupper() or t.lower_ in NAME_JOINERS for t in words):
        return True  # "the Clean Rivers Act": a law, a work of its own
    if len(words) == 1 and first.i > 0 and tokens[first.i - 1].lower_ == "the" and first.lemma_.lower() in COMMON_BODY_WORDS \
            and first.text[:1].isupper() and not first.text.isupper():
        return True  # "others in the Administration": a common noun capitalised, no name
    if len(words) == 2 and words[0].text in country_demonyms() and words[1].lower_ in {"government", "administration"}:
        return True  # "the Hungarian Government": a country's government named by its common noun ("Syrian Army" is a name)
    if len(words) >= 3 and words[0].lower_ in {"government", "administration"} and words[1].lower_ == "of" and is_nation(span_text(doc, candidate.start + 2, candidate.end)):
        return True  # "the Government of Iraq": the same, with the country after it
    return bool(after is not None and after.text in PORTFOLIO_TITLES and after.ent_type_ != words[-1].ent_type_
                and all(is_common_word(t.text) for t in words))


def is_degree_or_speaker_mark(doc: Doc, candidate: Candidate) -> bool:
    """An academic degree ("a Master of Business Affairs") or the initials marking who speaks in
    an interview transcript ("((WN)) What made you run?"), not a body."""
    words = doc_tokens(doc)[candidate.start:candidate.end]
    if len(words) >= 3 and words[0].text in {"Master", "Bachelor", "Doctor"} and words[1].text == "of":
        return True
    text = doc_text(doc)  # Doc.text joins every token again: per candidate, that was most of a build's time
    start, end = words[0].idx, words[-1].idx + len(words[-1])
    name = text[start:end]
    return name.isupper() and len(name) <= 4 and in_double_parentheses(text, start, end)


def in_double_parentheses(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] stands in double parentheses: an interview transcript's tag."""
    return text[max(0, start - 2):start] == "((" and text[end:end + 2] == "))"


def is_answer_tag(doc: Doc, candidate: Candidate) -> bool:
    """A name of two words or more in double parentheses opening its paragraph: the tag of who
    answers in an interview printed as a transcript ("((Ana Lund))  We will …")."""
    words = doc_tokens(doc)[candidate.start:candidate.end]
    if len(words) < 2:
        return False
    text = doc_text(doc)
    start, end = words[0].idx, words[-1].idx + len(words[-1])
    return in_double_parentheses(text, start, end) and not text[text.rfind("\n", 0, start - 2) + 1:start - 2].strip()


def is_work_or_disease(doc: Doc, candidate: Candidate) -> bool:
    """A work, a programme or a disease NER took for a name: after a kind of work in lower
    case ("the album Quiet Rivers", "her 2009 release Quiet Rivers"), in apposition with a
    programme or a work ("Project Lantern, a secret research programme"), or before a
    disease word ("Marrow virus")."""
    tokens = doc_tokens(doc)
    before = tokens[candidate.start - 1] if candidate.start > 0 else None
    # (a kind of work the tagger reads as an adjective too: "mockumentary Mister America"; not a
    # word that is an adjective as well, "a single Apple store")
    if before is not None and before.is_lower and before.lemma_ in WORK_BEFORE \
            and (before.pos_ == "NOUN" or before.pos_ == "ADJ" and before.lemma_ not in {"single", "solo", "musical"}):
        return True
    after = tokens[candidate.end] if candidate.end < len(doc) else None
    if after is not None and after.is_lower and after.lemma_ in DISEASE_AFTER:
        return True
    head = tokens[candidate.end - 1]
    return after is not None and after.text == "," and any(
        child.dep_ == "appos" and child.i > candidate.end and child.pos_ == "NOUN" and child.lemma_.lower() in WORK_NOUNS
        and any(d.dep_ == "det" for d in children_of(child)) for child in children_of(head))


def apposition_type(doc: Doc, candidate: Candidate) -> EntityType | None:
    """The type the noun of an apposition gives a name: "Astralink, the Kenyan space agency"
    (an organisation), "Manjeri, a town in Kerala" (a place)."""
    head = doc[candidate.end - 1]
    nouns = [child for child in children_of(head) if child.dep_ == "appos" and child.i >= candidate.end and child.pos_ == "NOUN"
             and doc[candidate.end].text == "," and any(d.dep_ == "det" for d in children_of(child))]
    for noun in nouns[:1]:
        if noun.lemma_.lower() in ORG_NOUNS:
            return "Organization"
        if noun.lemma_.lower() in PLACE_NOUNS:
            return "Place"
    return None


def named_by_noun_before(doc: Doc, candidate: Candidate) -> EntityType | None:
    """A name in apposition after the noun of a body in lower case: "taken to a hospital in
    Berlin, Charité" (an organisation; the place inside the noun's phrase is left alone)."""
    head = doc[candidate.end - 1]
    noun = head.head
    if noun.dep_ == "pobj" and noun.head.dep_ == "prep" and noun.pos_ == "PROPN":
        noun = noun.head.head  # the parser hangs the name on the place inside the noun's phrase
    if head.dep_ == "appos" and noun.i < candidate.start and noun.is_lower and noun.pos_ == "NOUN" \
            and noun.lemma_ in ORG_NOUNS | {"hospital", "clinic"} and doc[candidate.start - 1].text == ",":
        return "Organization"
    return None


def person_names_cut_into_places(doc: Doc) -> list[tuple[int, int]]:
    """Two one-word places side by side, the first no place the gazetteer knows, that an
    apposition makes a person's: NER read "Ottilie Lyon, a retired nurse," as two places. Places
    written together have a comma between them ("Manjeri, Kerala"); a person's given name and a
    surname that is also a town's have none."""
    tokens = doc_tokens(doc)
    ents = [ent for ent in doc_ents(doc) if ent.label_ in {"GPE", "LOC"} and len(ent) == 1]
    pairs = []
    for first, second in zip(ents, ents[1:]):
        given = tokens[first.start]
        if second.start != first.end or not given.is_title or not given.is_alpha or given.whitespace_ != " " \
                or is_place_name(given.text):
            continue
        if second.end < len(doc) and tokens[second.end].text == "," and any(
                child.dep_ == "appos" and child.pos_ == "NOUN" and child.i > second.end
                and (child.lemma_.lower() in PERSON_NOUNS or child.lemma_.lower() in person_nouns())
                for child in children_of(tokens[second.start])):
            pairs.append((first.start, second.end))
    return pairs


def person_by_apposition(doc: Doc, candidate: Candidate) -> bool:
    """A name NER typed otherwise that its apposition makes a person's: a person noun after a
    comma with its determiner or owner ("Lena Maris, an opposition candidate", "Tom Reyes,
    Ortiz's former spokesman"), or, for a two-word name that is no place's, a relative clause
    on "who" ("Petar Ilic, who was arrested"; "Manchester United, who ..." is a side)."""
    if candidate.end >= len(doc) or doc[candidate.end].text != ",":
        return False
    head = doc[candidate.end - 1]
    for child in children_of(head):
        if child.i <= candidate.end:
            continue
        # (or a role of something: "Ana Lund, chief executive of the museum")
        if child.dep_ == "appos" and child.pos_ == "NOUN" and child.lemma_.lower() in PERSON_NOUNS \
                and any(d.dep_ in {"det", "poss"} or (d.dep_ == "prep" and d.lower_ == "of") for d in children_of(child)):
            return True
    words = doc_tokens(doc)[candidate.start:candidate.end]
    if len(words) == 2 and all(t.is_title and t.is_alpha for t in words) and not any(place_of(t.text) for t in words) \
            and words[-1].text not in ORG_NAME_HEADS:
        return any(child.dep_ == "relcl" and child.i > candidate.end
                   and any(t.lower_ == "who" and t.dep_ in {"nsubj", "nsubjpass"} for t in children_of(child)) for child in children_of(head))
    return False


# Nouns of a works or an installation whose place follows "at", "in" or "near": "the plant at Tarvik".
FACILITY_NOUNS = {"plant", "facility", "refinery", "factory", "mine", "base", "terminal", "field", "camp", "reactor"}


def is_site_of_a_facility(token) -> bool:  # noqa: ANN001
    """Whether a one-word name is what a plant, a base or a mine in lower case is "at", "in" or
    "near" ("the largest processing plant at Tarvik"): a place."""
    # (read in the word order: the parser hangs "at" on the verb as often as on the noun)
    if token.i < 2:
        return False
    prep, noun = token.doc[token.i - 1], token.doc[token.i - 2]
    return prep.lower_ in {"at", "in", "near"} and noun.pos_ == "NOUN" and noun.is_lower and noun.lemma_ in FACILITY_NOUNS


def names_a_chart(doc: Doc, start: int, end: int) -> bool:
    """Whether the name of tokens [start, end) names a chart after "the" ("the Rowan charts"): the
    magazine or the body that publishes it."""
    return end < len(doc) and doc[end].lower_ in {"chart", "charts"} and doc[end].is_lower and start > 0 \
        and doc[start - 1].lower_ == "the"


def speaks_for_a_body(doc: Doc, candidate: Candidate) -> bool:
    """A name of two capitalised words, no place's name and no body's head word among them, followed by
    "of" or "from" and the subject of a speech verb: "Ana Lund of the Port Authority said" (a
    body's own name takes its "of" inside it: "Bank of England said")."""
    words = doc_tokens(doc)[candidate.start:candidate.end]
    if len(words) != 2 or candidate.end >= len(doc) or doc[candidate.end].lower_ not in {"of", "from"}:
        return False
    if not all(t.is_title and t.is_alpha for t in words) or place_of(span_text(doc, candidate.start, candidate.end)) or any(t.text in ORG_NAME_ENDINGS for t in words):
        return False
    head = words[-1]
    return head.dep_ == "nsubj" and head.head.lemma_ in SPEECH_VERBS and head.head.i > candidate.end


def reads_as_person(doc: Doc, candidate: Candidate) -> bool:
    """A name ending in a street word that is a person's ("Mayor Linda Park"): a title or role
    before it, a role in apposition, or its last word alone a person elsewhere in the article."""
    before = doc[candidate.start - 1] if candidate.start > 0 else None
    if before is not None and before.lower_.rstrip(".") in TITLE_WORDS | PERSON_ROLES | PERSON_HONORIFICS:
        return True
    head = doc[candidate.end - 1]
    if any(child.dep_ == "appos" and (child.lemma_.lower() in PERSON_ROLES | TITLE_WORDS or child.lemma_.lower() in person_nouns())
           for child in children_of(head)):
        return True  # "Alan Park, a former aide,": a noun for a person in apposition
    last = head.text
    return any(ent.text == last and ent.label_ == "PERSON" for ent in doc_ents(doc))


def without_governing_verb(doc: Doc, candidate: Candidate) -> Candidate:
    """"Enrolling Minetest into the programme could help": a gerund opening the sentence, which
    NER runs into the name it takes as object, is no part of the name."""
    first, last = doc[candidate.start], doc[candidate.end - 1]
    if candidate.evidence != "ner" or candidate.end - candidate.start < 2 or first.tag_ != "VBG" or first.pos_ != "VERB":
        return candidate
    if last.dep_ != "dobj" or last.head.i != first.i:
        return candidate
    return replace(candidate, start=candidate.start + 1)


def headline_trimmed(doc: Doc, candidate: Candidate, candidates: Sequence[Candidate]) -> Candidate:
    """'Esther Williams Dead At 91', 'Rovers Hire Dana Whitfield': a headline's capitals let NER
    run a person's name over the words after or before it. Where the article names the person
    without them elsewhere and they are common words, they go; a run NER calls a body or a place
    ("Offer to Okonjo Reportedly Raised") is the person's name and the common words after it."""
    if candidate.end - candidate.start < (3 if candidate.type == "Person" else 2):
        return candidate
    if candidate.type != "Person" and candidate.evidence != "ner":
        return candidate
    start, end = sentence_bounds(doc[candidate.start])
    breaks = [t.i for t in doc_tokens(doc)[start:end] if "\n" in t.text]  # the line's own words, not the next paragraph's
    start = max([i + 1 for i in breaks if i < candidate.start], default=start)
    end = min([i for i in breaks if i >= candidate.end], default=end)
    # (title case leaves short function words in lower case: "Offer to …", "as High as")
    words = [t for t in doc_tokens(doc)[start:end] if t.is_alpha and not (t.is_lower and t.is_stop)]
    if len(words) < 3 or sum(t.text[:1].isupper() for t in words) < 0.8 * len(words):
        return candidate  # not a line in title case
    elsewhere = {span_text(doc, c.start, c.end) for c in candidates if c.type == "Person" and c.start != candidate.start}
    def common(tokens: Iterable) -> bool:
        return all(is_common_word(t.lower_) or is_common_word(t.lemma_.lower()) for t in tokens)

    if candidate.type != "Person":
        surnames = {doc[c.end - 1].text for c in candidates if c.type == "Person" and c.end - c.start > 1}
        for cut in range(candidate.end - 1, candidate.start, -1):
            head = span_text(doc, candidate.start, cut)
            if (head in elsewhere or head in surnames) and common(doc_tokens(doc)[cut:candidate.end]):
                return Candidate(candidate.start, cut, "Person", candidate.evidence, candidate.known)
        return candidate

    for cut in range(candidate.end - 1, candidate.start + 1, -1):
        if doc[candidate.start:cut].text in elsewhere and common(doc[cut:candidate.end]):
            return Candidate(candidate.start, cut, candidate.type, candidate.evidence, candidate.known)
    for cut in range(candidate.start + 1, candidate.end - 1):
        if doc[cut:candidate.end].text in elsewhere and common(doc[candidate.start:cut]):
            return Candidate(cut, candidate.end, candidate.type, candidate.evidence, candidate.known)
    return candidate


def extract_entities(doc: Doc, skip: Sequence[Span] = ()) -> list[LocalEntity]:
    """The people, organisations and places of one article, one record per referent.

    Args:
        doc: the analysed article (page furniture already blanked).
        skip: spans to ignore (page furniture).
    """
    tokens = doc_tokens(doc)
    candidates = find_candidates(doc, skip)
    demonyms = demonym_texts(doc)
    # a name NER gave once as a work's ("the album Band on the Run") is the work's at its other mentions too
    works = {normalise_name(span_text(doc, c.start, c.end)) for c in candidates if c.evidence == "ner" and is_work_or_disease(doc, c)}
    candidates = [
        c for c in candidates
        if c.evidence == "table" or not (
            (c.evidence == "ner" and is_in_work_name(doc, c, works))
            or is_slogan(doc, c.start, c.end) or is_fragment(doc, c.start, c.end, demonyms) or is_demonym(doc, c)
            or (c.end - c.start == 1 and is_symbol(tokens[c.start])) or is_not_a_referent(doc, c)
            or (c.end - c.start == 1 and is_currency_name(tokens[c.start], c.type == "Person"))
        )
    ]
    candidates = without_storms(doc, candidates)
    genera = taxon_genera(doc)
    candidates = [c for c in candidates if c.evidence == "table" or tokens[c.start].text not in genera]
    candidates = [headline_trimmed(doc, c, candidates) for c in candidates]
    candidates = [without_governing_verb(doc, c) for c in candidates]
    # a person's name takes no article: "the Moon" typed a person by NER is no person (the
    # article of "the Okafor administration" is the administration's: the name stays)
    candidates = [c for c in candidates if not (
        c.evidence == "ner" and c.type == "Person" and c.end - c.start == 1 and c.start > 0 and tokens[c.start - 1].lower_ == "the"
        and not (tokens[c.start].dep_ in {"compound", "poss", "nmod"} and tokens[c.start].head.lemma_.lower() in PERSON_OWNED)
        and not names_a_chart(doc, c.start, c.end))]
    person_words = {t.lower_ for c in candidates if c.type == "Person" and c.end - c.start > 1 for t in tokens[c.start:c.end]}
    surnames = {tokens[c.end - 1].lower_ for c in candidates if c.type == "Person" and c.end - c.start > 1}
    for c in candidates:
        # a surname is not the place it is also the name of ("Michael Jordan" ... "Jordan")
        if c.evidence == "gazetteer" and c.end - c.start == 1 and tokens[c.start].lower_ in person_words:
            c.type, c.evidence = "Person", "ner"
    full_name_ends = {c.end for c in candidates if c.type == "Person" and c.end - c.start > 1 and tokens[c.start].ent_type_ == "PERSON"}
    listed_names = {c.start: (c.end, c.type == "Place") for c in candidates}
    # context evidence outranks NER; conjuncts take their head's type
    for c in candidates:
        # "Mayor Lund", "Ms. Lund": a title or an honorific before a place's name makes a person
        if c.evidence == "gazetteer" and (after_office_title(doc, c.start, c.end) or c.start > 0
                                          and tokens[c.start - 1].lower_.rstrip(".") in PERSON_HONORIFICS):
            c.type, c.evidence = "Person", "context"
        if c.evidence not in {"table", "gazetteer"}:
            etype = context_type(doc, c.start, c.end)
            # a surname of a person the article names in full: "Reyes spokesman Tom Lund" after "Ana
            # Reyes" is her spokesman, not a body's; "Matovič's government" after "Igor Matovič"
            # the person's government, not a country's
            if c.end - c.start == 1 and tokens[c.start].lower_ in surnames and (
                    etype == "Organization" or etype == "Place" and c.end < len(doc) and tokens[c.end].tag_ == "POS"):
                etype = None
            if etype is not None:
                c.type, c.evidence = etype, "context"
        if c.evidence == "ner" and tokens[c.end - 1].lower_ in PLACE_NAME_ENDINGS and c.end - c.start > 1 \
                and not (c.type == "Person" and reads_as_person(doc, c)):
            c.type, c.evidence = "Place", "context"  # "Karl Marx Avenue" is a street
        # "Saint Francis Hospital", "ARC Studio" NER typed a person: no person's name ends in a body's head word
        if c.evidence == "ner" and c.type == "Person" and c.end - c.start > 1 and tokens[c.end - 1].text in ORG_NAME_ENDINGS:
            c.type, c.evidence = "Organization", "context"
        # "Gazeta Wyborcza", "the Paris Métro": a newspaper or a network is named after what it is
        if c.evidence == "ner" and c.type != "Organization" and (names_a_newspaper(doc, c.start, c.end)
                                                                or names_a_network(doc, c.start, c.end)):
            c.type, c.evidence = "Organization", "context"
        # "discount stores like Biedronka and Kaufland": the examples of a body noun are bodies (a
        # country's name among them is the country's side or market, as elsewhere)
        if c.evidence in {"ner", "gazetteer"} and c.type != "Organization" and is_example_of_bodies(doc, c.start, c.end) \
                and not is_nation(span_text(doc, c.start, c.end)):
            c.type, c.evidence = "Organization", "context"
        # "tourist islands such as Hydra and Poros": the examples of a place noun are places
        if c.evidence == "ner" and c.type != "Place" and is_example_of_places(doc, c.start, c.end):
            c.type, c.evidence = "Place", "context"
        # "peaked at number 4 on the Rowan charts": a chart is named after the magazine or body that
        # publishes it, never after a person or a place
        if c.evidence == "ner" and c.type != "Organization" and names_a_chart(doc, c.start, c.end):
            c.type, c.evidence = "Organization", "context"
        # "the processing plant at Tarvik": the place a plant or a base is at, where NER calls it a body
        if c.evidence == "ner" and c.type == "Organization" and c.end - c.start == 1 and is_site_of_a_facility(tokens[c.start]):
            c.type, c.evidence = "Place", "context"
        # "K. Ferreira" NER typed otherwise: an initial and a surname are a person's
        if c.evidence == "ner" and c.type != "Person" and 2 <= c.end - c.start <= 3 and INITIAL.fullmatch(tokens[c.start].text) \
                and all(is_initialled_surname(t) for t in tokens[c.start + 1:c.end]):
            c.type, c.evidence = "Person", "context"
        # "Ana Ruiz (Spain) beat …", "Ana Ruiz (Lyon)": a name of given name and surname before a
        # bracket, in a results line or a squad list, is the player's (a club has a town's name or an acronym)
        if c.evidence == "ner" and c.type != "Person" and is_player_before_bracket(doc, c):
            c.type, c.evidence = "Person", "context"
        # "the army entered Tell Tamer": what troops enter, occupy or shell is a place, not a person
        # (a name of two words or more: one word alone may be a surname the parser misread)
        if c.evidence == "ner" and c.type == "Person" and c.end - c.start > 1 and any(
                t.dep_ == "dobj" and not c.start <= t.head.i < c.end and t.head.lemma_ in PLACE_TAKING_VERBS for t in tokens[c.start:c.end]):
            c.type, c.evidence = "Place", "context"
        # "County Mayo", "Orange County": a county is a place whatever NER says
        if c.evidence == "ner" and c.end - c.start > 1 and "County" in {tokens[c.start].text, tokens[c.end - 1].text}:
            c.type, c.evidence = "Place", "context"
        # "guests including Ada Serrano, Joe Estevez and Manuel Giusti": a two-word name NER calls an
        # organisation in a list of people's names is one too
        if c.evidence == "ner" and c.type == "Organization" and is_listed_with_people(doc, c):
            c.type, c.evidence = "Person", "context"
        # "appliances from Dolgellau, Harlech, Barmouth and Bala": a name NER calls a person in a
        # list of two or more places is a place too (towns too small for the gazetteer)
        if c.evidence == "ner" and (c.type == "Person" or c.type == "Organization" and c.end - c.start == 1) \
                and is_listed_with_places(doc, c, listed_names):
            c.type, c.evidence = "Place", "context"
        if c.evidence == "ner":
            etype = apposition_type(doc, c) or named_by_noun_before(doc, c)
            if etype is None and c.type != "Person" and person_by_apposition(doc, c):
                etype = "Person"
            if etype is not None:
                c.type, c.evidence = etype, "context"
        # "Ana Lund of the Port Authority said", "Tom Reyes from the opposition camp said": a name of
        # two plain words that speaks for the body it is "of" is a person's, where NER calls it a body
        if c.evidence == "ner" and c.type == "Organization" and speaks_for_a_body(doc, c):
            c.type, c.evidence = "Person", "context"
        # "((Ana Lund))  We will …": the tag of who answers in an interview printed as a
        # transcript names a person, where NER calls the bracketed name a body
        if c.evidence == "ner" and c.type == "Organization" and is_answer_tag(doc, c):
            c.type, c.evidence = "Person", "context"
        # "Mike Leland of Pearl Jam": what a person's full name is "of" is a body, not a second person
        if c.evidence == "ner" and c.type == "Person" and c.start - 1 in full_name_ends and tokens[c.start - 1].text == "of":
            c.type, c.evidence = "Organization", "context"
    # "admitted to the Wharton School of Business" ... "Wharton": a word that opens a body's longer
    # name, alone, is that body's short form where NER calls it a person and no person bears it
    body_first_words = {tokens[c.start].text for c in candidates if c.type == "Organization" and c.end - c.start > 1}
    for c in candidates:
        if c.evidence == "ner" and c.type == "Person" and c.end - c.start == 1 and tokens[c.start].text in body_first_words \
                and tokens[c.start].lower_ not in person_words:
            c.type, c.evidence = "Organization", "context"
    for c in standings_rows(doc, candidates):
        c.type, c.evidence = "Organization", "score"
    # an article that names a side by its coach or captain ("Caloundra coach Ana Ruiz") is a match report
    match_report = any(t.lower_ in {"coach", "captain"} and t.is_lower and t.i > 0 and tokens[t.i - 1].text[:1].isupper()
                       and tokens[t.i - 1].ent_type_ != "PERSON"
                       for t in (tokens[i] for i in indices_written(doc, ("coach", "captain"), lower=True)))
    for c in candidates:
        if c.evidence == "table":
            continue
        head = tokens[c.end - 1]
        after = tokens[c.end] if c.end < len(doc) else None
        country = is_nation(span_text(doc, c.start, c.end))
        # a town's side: "Caloundra coach", "league champions Caloundra", "Caloundra defeated
        # Maroochydore" (a country's side is the country)
        # (players beat players too: a name NER or its context calls a person is left to its other evidence)
        # (nor is a person's surname, alone, a side: "Hagen defeated the incumbent")
        before = tokens[c.start - 1] if c.start > 0 else None
        if not country and ((after is not None and after.lower_ in TEAM_AFTER and after.is_lower)
                            or (before is not None and before.lower_ in TEAM_BEFORE and before.is_lower
                                and tokens[c.start].ent_type_ != "PERSON" and c.type != "Person")
                            or (head.dep_ in {"nsubj", "dobj"} and head.head.lemma_ in MATCH_VERBS
                                and tokens[c.start].ent_type_ != "PERSON" and not (c.type == "Person" and c.evidence == "context")
                                and not (c.end - c.start == 1 and head.lower_ in surnames))
                            # "we got away with it against Noosa", in a match report: the town's side
                            or (match_report and head.dep_ == "pobj" and is_beaten_side(head.head)
                                and tokens[c.start].ent_type_ != "PERSON" and c.type != "Person")
                            # "Maroochydore assistant coach Ben Radmall"
                            or (after is not None and after.lower_ in COACH_MODIFIERS and c.end + 1 < len(doc)
                                and tokens[c.end + 1].lower_ in TEAM_AFTER and tokens[c.end + 1].is_lower)):
            c.type, c.evidence = "Organization", "context"
        # "Ajax are top", "Nice have won twice": a name alone before a plural verb is a group's
        elif not country and c.evidence in {"ner", "gazetteer"} and c.type in {"Person", "Place"} \
                and takes_a_plural_verb(doc, c.start, c.end):
            c.type, c.evidence = "Organization", "context"
        # a body NER calls an organisation or a facility, speaking: "Charité said" (a place
        # that speaks is a government acting and stays a place: "Spain says")
        elif tokens[c.start].ent_type_ in {"ORG", "FAC"} and c.evidence == "ner" and head.dep_ == "nsubj" \
                and head.head.lemma_ in SPEECH_VERBS and not any(t.lower_ in person_words for t in tokens[c.start:c.end]):
            c.type, c.evidence = "Organization", "context"
    uses = WordUses(doc, candidates)
    candidates = [c for c in candidates if not is_generic(doc, c, uses)]
    typed = {c.end - 1: c.type for c in candidates if c.evidence in STRONG_EVIDENCE and c.type}
    for c in candidates:
        if c.evidence == "ner":
            etype = conj_head_type(doc, c.start, c.end, typed)
            if etype is not None:
                c.type, c.evidence = etype, "context"

    # agreement across the mentions of one name
    groups: dict[str, list[Candidate]] = defaultdict(list)
    for c in candidates:
        groups[group_key(doc, c)].append(c)
    resolved: dict[str, tuple[EntityType, str]] = {}
    for key, members in groups.items():
        strong = [c.type for c in members if c.evidence in STRONG_EVIDENCE and c.type]
        weak = [c.type for c in members if c.type]
        # one name, one type: a town's name that plays as a side or acts as a body at one mention
        # ("Marseille held Auxerre", "the Kaufland chain") is the side or body at the others,
        # where the gazetteer only says that a place bears the name (a country stays a place)
        if any(c.type == "Organization" and c.evidence in {"context", "score"} for c in members) \
                and all(c.evidence == "gazetteer" for c in members if c.type == "Place") \
                and not is_nation(doc[members[0].start:members[0].end].text):
            strong = [t for t in strong if t != "Place"]
        votes = strong or weak
        if not votes:
            continue
        winner = Counter(votes).most_common()
        etype = sorted(winner, key=lambda kv: (-kv[1], TIE_ORDER.index(kv[0])))[0][0]
        rule = "entity.table" if any(c.evidence == "table" for c in members) else (
            "entity.gazetteer" if any(c.evidence == "gazetteer" for c in members) and etype == "Place" else
            "entity.context" if strong else ("entity.agreement" if len(set(weak)) > 1 or len(weak) < len(members) else "entity.ner"))
        resolved[key] = (etype, rule)

    # "Naomi Martisius" typed as an organisation by NER, "Dr Martisius" a person by context:
    # a longer name ending in a surname that context makes a person is that person; not a
    # body's name that ends in it, joined by a word no person's name holds ("Voters for Marsh")
    honorific_people = {k for k, (t, r) in resolved.items() if t == "Person" and r == "entity.context" and len(k.split()) == 1}
    # so, too, a name NER types a person at one of its mentions and a body at others ("Qandeel
    # Baloch"), whose surname alone NER types a person at two mentions or more
    surnames = {k for k, (t, r) in resolved.items() if t == "Person" and len(k.split()) == 1
                and sum(c.type == "Person" for c in groups[k]) >= 2}
    for key, (etype, rule) in list(resolved.items()):
        if etype != "Person" and rule != "entity.table" and len(key.split()) > 1 and not set(key.split()[:-1]) & BODY_NAME_WORDS \
                and (key.split()[-1] in honorific_people
                     or key.split()[-1] in surnames and rule in {"entity.agreement", "entity.ner"}
                     and any(c.type == "Person" for c in groups[key])):
            resolved[key] = ("Person", "entity.agreement")

    # "Jonas Brandt" ... "Ilse Brandt" ... "Brandt observed": a word NER alone typed a body
    # or a place that ends two persons' full names is a person's (which one, no rule can tell)
    # (not a word of an organisation's longer name: "Hallam" beside "Hallam Corp")
    full_surnames = Counter(key.split()[-1] for key, (etype, _) in resolved.items() if etype == "Person" and " " in key)
    body_words = {w for key, (etype, _) in resolved.items() if etype == "Organization" and " " in key for w in key.split()}
    # So, too, a word that ends one person's full name where NER typed it a person at some of its
    # own mentions and a body at more ("Ana Reyes" ... "Reyes" as ORG 13 times, PERSON 12)
    for key, (etype, rule) in list(resolved.items()):
        if etype == "Person" or " " in key or key in body_words:
            continue
        if (rule == "entity.ner" and full_surnames[key] > 1) or (
                rule == "entity.agreement" and full_surnames[key] and any(c.type == "Person" for c in groups[key])):
            resolved[key] = ("Person", "entity.agreement")

    # "Ceuta or Melilla": a name typed only by NER takes the type of the name it is
    # coordinated with, when that one's type rests on stronger evidence.
    group_of = {id(c): key for key, members in groups.items() for c in members}
    by_last_token = {c.end - 1: c for c in candidates}
    for key, members in groups.items():
        if key not in resolved or resolved[key][1] != "entity.ner":
            continue
        for c in members:
            head = tokens[c.end - 1]
            if head.dep_ != "conj":
                continue
            partner = by_last_token.get(head.head.i)
            # the partner may be a mention NER missed of a name typed elsewhere in the article
            other = group_of.get(id(partner)) if partner else normalise_name(head.head.text)
            if other in resolved and resolved[other][1] in {"entity.context", "entity.table"} \
                    and not (resolved[other][0] == "Person" and is_institution_name(doc, c.end)) \
                    and not (resolved[other][0] != "Person" and opens_with_a_given_name_ner_tagged(doc, c.start)):
                resolved[key] = (resolved[other][0], "entity.agreement")

    keyed_by_type(groups, resolved)
    return group_referents(doc, groups, resolved, skip)


def group_referents(
    doc: Doc,
    groups: dict[str, list[Candidate]],
    resolved: dict[str, tuple[EntityType, str]],
    skip: Sequence[Span],
) -> list[LocalEntity]:
    """Join short forms to full names and build one record per referent."""
    text = doc_text(doc)
    alias = short_form_joins(doc, groups, resolved, known_place_names())

    # a birth name or a stage name joins its person but does not label them: the article introduced them by another
    people = [k for k, (t, _) in resolved.items() if t == "Person"]
    born = set(birth_names(doc, groups, people)) | set(stage_names(doc, groups, people, {}))
    merged: dict[str, list[Candidate]] = defaultdict(list)
    labelled_by: dict[str, list[Candidate]] = defaultdict(list)
    for key, members in groups.items():
        if key not in resolved:
            continue
        merged[alias.get(key, key)].extend(members)
        if key not in born:
            labelled_by[alias.get(key, key)].extend(members)

    entities: list[LocalEntity] = []
    taken = {i for members in merged.values() for c in members for i in range(c.start, c.end)}
    for key, members in merged.items():
        etype, rule = resolved[key]
        # "dissolving Parliament" where the article names no parliament: a body's common noun
        # capitalised, no owner, no longer name it is the short form of; an institution
        if key.endswith("@") and " " not in key and rule == "entity.ner":
            rule = "entity.institution"
        spans = sorted({Span(doc[c.start].idx, doc[c.end - 1].idx + len(doc[c.end - 1])) for c in members})
        surfaces = [text[s.start:s.end] for s in spans]
        known = next((c.known for c in members if c.known), None)
        names = {text[doc[c.start].idx:doc[c.end - 1].idx + len(doc[c.end - 1])] for c in labelled_by[key]}
        choices = [s for s in surfaces if s in names] or surfaces
        label = known.label if known else max(choices, key=lambda s: (len(s.split()), len(s), -surfaces.index(s)))
        alt = tuple(sorted(set(surfaces) - {label}))
        entities.append(LocalEntity(key=f"{etype}:{key}", type=etype,
                                    label=label, mentions=tuple(spans), alt_labels=alt, rule=rule))

    # institutions named by common nouns
    institutions: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for start, end, key in institution_mentions(doc, skip, taken):
        institutions[key].append((start, end))
    bare = {k.split("@")[0]: k for k in institutions if k.endswith("@")}
    owned = defaultdict(list)
    for key in institutions:
        if not key.endswith("@"):
            owned[key.split("@")[0]].append(key)
    for name, key in bare.items():
        # "the interior ministry" after "Spain's interior ministry" is the same ministry
        if len(owned.get(name, [])) == 1:
            institutions[owned[name][0]].extend(institutions.pop(key))
    for key, token_spans in sorted(institutions.items()):
        same = next((i for i, e in enumerate(entities) if e.key == f"Organization:{key}"), None)
        if same is not None:
            extra = {Span(doc[s].idx, doc[e - 1].idx + len(doc[e - 1])) for s, e in token_spans}
            old = entities[same]
            spans = tuple(sorted(set(old.mentions) | extra))
            surfaces = {text[s.start:s.end] for s in spans}
            entities[same] = LocalEntity(old.key, old.type, old.label, spans, tuple(sorted(surfaces - {old.label})), old.rule)
            continue
        spans = sorted({Span(doc[s].idx, doc[e - 1].idx + len(doc[e - 1])) for s, e in token_spans})
        surfaces = [text[s.start:s.end] for s in spans]
        label = max(surfaces, key=lambda s: (len(s), -surfaces.index(s)))
        entities.append(LocalEntity(key=f"Organization:{key}", type="Organization", label=label,
                                    mentions=tuple(spans), alt_labels=tuple(sorted(set(surfaces) - {label})),
                                    rule="entity.institution"))
    return sorted(merge_unowned(entities), key=lambda e: (e.mentions[0].start, e.key))


def merge_unowned(entities: list[LocalEntity]) -> list[LocalEntity]:
    """"the Supreme Court" joins "Spain's Supreme Court" when the article names only one owner."""
    by_key = {e.key: e for e in entities}
    for entity in entities:
        if entity.key.endswith("@"):
            owned = [k for k in by_key if k.startswith(entity.key) and k != entity.key]
            if len(owned) == 1:
                target = by_key[owned[0]]
                by_key[owned[0]] = LocalEntity(
                    target.key, target.type, target.label,
                    tuple(sorted(set(target.mentions) | set(entity.mentions))),
                    tuple(sorted(set(target.alt_labels) | set(entity.alt_labels) | {entity.label} - {target.label})),
                    target.rule,
                )
                del by_key[entity.key]
    return [by_key[e.key] for e in entities if e.key in by_key]
