"""Short forms within one article: which name's mentions join which full name's.

A surname or a last-words form joins the one person whose full name holds it ("Khashoggi",
"Van Halen"), a relative named after a kinship noun left out ("his daughter Nettie Baker"); a
name after "was born" the person the sentence is about (a birth name); a plural the group it names ("the Houthis", "Houthi"); a one-word name NER
alone typed, one letter from a person's surname, that person misspelt ("Chriac"); a head word
the one organisation whose name it ends or heads ("Parliament", "the French Parliament";
"Court", "the Court of Session"), and so do an organisation's last words ("the Judiciary
Committee", "the House Judiciary Committee") and its words before "of" ("the Supreme Court", "the
Supreme Court of Ruritania"); the words before its head word the organisation ("Arapaho",
"the Northern Arapaho Tribe"); an acronym
in brackets after a name, or made of its initials, the organisation it abbreviates (also one
spelt in the name's own language: "Kurdistan Workers' Party (PKK)"); an organisation's name in
the singular its plural ("Defence Force", "Defence Forces"); a
one-word place the one place it names before a kind word ("Atlantic", "Atlantic Ocean"), and a
place's name with middle words left out the longer one ("Bradley Airport").
"""

from __future__ import annotations

import re
from typing import Protocol

from spacy.tokens import Doc

from kg.extract._doc_index import children_of, doc_tokens, span_text
from kg.extract.given_names import given_name_sex, honorific_sex
from kg.gazetteer import is_place_name
from kg.names import fold, normalise_name
from kg.records import EntityType


# Kinds of place written after the name, which the name alone also stands for.
# Last words of a building's or a site's name: "Henderson Executive Airport", "Blenheim Palace".
FACILITY_WORDS = {"airport", "palace", "castle", "stadium", "arena", "theatre", "theater", "cathedral", "abbey", "hall",
                  "station", "prison", "base", "airfield", "racecourse", "museum"}
# Words that join two places in one phrase: "North and South Dakota", "East & West Sussex".
PLACE_JOINERS = {"and", "&", "or"}
PLACE_KINDS_AFTER = {"ocean", "sea", "river", "lake", "gulf", "desert", "mountains", "range", "strait", "channel", "peninsula"}


# Kinship nouns that introduce a relative of the person an article is about: "his son Abhijit".
KINSHIP_NOUNS = {"son", "daughter", "wife", "husband", "widow", "widower", "mother", "father", "brother", "sister",
                 "grandson", "granddaughter", "nephew", "niece", "cousin", "stepson", "stepdaughter"}
# Kinds of a person's second name: "the ring name Luke Harper", "her stage name Lulu".
ALIAS_KINDS = {"ring", "stage", "pen", "screen", "professional", "performing"}
# Nouns of a second name its owner goes by: "Turkington's alias, Neil Hamburger".
ALIAS_NOUNS = {"alias", "persona", "pseudonym", "alter"}
# Head words of an organisation's name that its distinctive words stand for without it.
ORG_HEAD_WORDS = {"tribe", "foundation", "institute", "university", "corporation", "company", "group", "party"}


class Mention(Protocol):
    """A candidate mention of a name: its token offsets (``kg.extract.entities.Candidate``)."""

    start: int
    end: int


def short_form_joins(
    doc: Doc,
    groups: dict[str, list[Mention]],
    resolved: dict[str, tuple[EntityType, str]],
    place_names: dict[str, str] | None = None,
) -> dict[str, str]:
    """Group key -> the key of the full name it is a short form of (``place_names``: the known
    places' names, folded -> label, for bodies named with a country's other name)."""
    # Persons: a one-word name that is the surname of a longer person name joins it.
    # A one-word name typed only by NER ("Khashoggi" as a place) is the person it names.
    person_keys = [k for k, (t, _) in resolved.items() if t == "Person"]
    alias: dict[str, str] = birth_names(doc, groups, person_keys)
    # A person's name without the middle name or initial of a longer one is that person: "John
    # Bolton" after "John R. Bolton" (else the surname alone has two owners and joins neither);
    # so is the nickname in quotes with the surname: "Eddie Van Halen" after 'Edward "Eddie" Van Halen',
    # and the name without a generational suffix: "John Conyers" after "John James Conyers Jr.".
    for key in person_keys:
        words = key.split()
        if len(words) < 2 or key in alias:
            continue
        longer = [k for k in person_keys if len(k.split()) > len(words) and k not in alias
                  and words[0] in {k.split()[0], *nicknames(k)} and without_suffix(k.split())[-1] == words[-1]
                  and is_subsequence(words, [w.strip(QUOTE_MARKS) for w in k.split()])]
        if len(longer) == 1:
            alias[key] = longer[0]
    alias.update(stage_names(doc, groups, person_keys, alias))
    full_names = sorted((k for k in person_keys if len(k.split()) > 1 and k not in alias), key=lambda k: groups[k][0].start)
    body_words = {w for k, (t, _) in resolved.items() if t == "Organization" and " " in k for w in k.split()}
    for key, (etype, rule) in resolved.items():
        words = key.split()
        if etype != "Person" and (len(words) != 1 or rule not in {"entity.ner", "entity.agreement"}):
            continue
        # one word anywhere in a full name ("Khashoggi"), or the last words ("Van Halen")
        owners = [f for f in full_names if f != key and (key in f.split() if len(words) == 1 else f.split()[-len(words):] == words)]
        if len(owners) > 1:
            # "Ginger Baker" ... "his daughter Nettie Baker" ... "Baker": the surname alone is
            # not the relative's, whom the article names after the kinship
            unrelated = [f for f in owners if not any(is_introduced_as_relative(doc, m) for m in groups[f])]
            owners = unrelated if len(unrelated) == 1 else owners
        if len(owners) > 1 and len(words) == 1 and key not in body_words:
            # "Keller" beside "Marta Keller" and "a Keller Mural" that NER made a name: a word
            # alone is a surname, the last word of a full name, before another word of one (not
            # a word of a body's name too: "Hallam" beside "Hallam Corp")
            surnamed = [f for f in owners if without_suffix(f.split())[-1] == key]
            owners = surnamed if len(surnamed) == 1 else owners
        if len(owners) > 1:
            # "Mr. Trump" beside "Donald J. Trump" and "Ivanka Trump": the honorific's sex picks
            # the one full name whose given name says it
            titled = {honorific_sex(doc, m.start) for m in groups.get(key, ())} - {None}
            of_sex = [f for f in owners if len(titled) == 1 and given_name_sex(f) in titled]
            owners = of_sex if len(of_sex) == 1 else owners
        if len(owners) == 1 and owners[0] != key:
            alias[key] = owners[0]
    # A plural of a name in the article is that name: "the Houthis" and the "Houthi" movement.
    for key, (etype, rule) in resolved.items():
        singular = key[:-1] if key.endswith("s") and " " not in key else None
        if singular and singular in resolved and rule in {"entity.ner", "entity.agreement"} and singular not in alias:
            alias[key] = singular
    # An organisation's name whose last word is the plural of another's is that one: "the Defence
    # Forces" and "the Defence Force" (a writer's slip, not a second body).
    for key, (etype, rule) in resolved.items():
        words = key.split()
        if etype == "Organization" and len(words) > 1 and key not in alias and rule in {"entity.ner", "entity.agreement"}:
            plural = " ".join([*words[:-1], words[-1] + "s"])
            if resolved.get(plural, ("",))[0] == "Organization" and plural not in alias:
                alias[key] = plural
    # A place's name that is a longer place's name with words left out between its first and
    # last is that place: "Bradley Airport" after "Bradley International Airport"; not where
    # the words left out join two places, "North Dakota" beside "North and South Dakota"
    for key, (etype, rule) in resolved.items():
        words = key.split()
        if etype != "Place" or len(words) < 2 or key in alias or rule == "entity.table":
            continue
        longer = [k for k, (t, _) in resolved.items() if t == "Place" and len(k.split()) > len(words)
                  and k.split()[0] == words[0] and k.split()[-1] == words[-1] and is_subsequence(words, k.split())
                  and not (set(k.split()) - set(words)) & PLACE_JOINERS]
        if len(longer) == 1 and longer[0] not in alias:
            alias[key] = longer[0]
    # A one-word name NER alone typed, spelt one letter away from a person's surname in the
    # article, is that person misspelt ("Chriac" beside "Jacques Chirac").
    surnames = {k.split()[-1]: k for k in full_names}
    for key, (etype, rule) in resolved.items():
        if " " in key or key in alias or len(key) < 5 or rule in {"entity.table", "entity.gazetteer"} or key in surnames:
            continue
        near = [full for surname, full in surnames.items() if surname[0] == key[0] and one_edit_apart(key, surname)]
        if len(near) == 1:
            alias[key] = near[0]
    # Organisations: a name opening with a country's other name is the one opening with its
    # own ("the U.S. Navy" and "the United States Navy").
    org_keys = [k for k, (t, _) in resolved.items() if t == "Organization"]
    by_country: dict[tuple[str, str], list[str]] = {}
    for key in org_keys:
        signature = country_signature(key, place_names or {})
        if signature is not None and key not in alias:
            by_country.setdefault(signature, []).append(key)
    for keys in by_country.values():
        fullest = max(keys, key=lambda k: (len(k), k))
        alias.update({k: fullest for k in keys if k != fullest})
    # Organisations: a one-word name that ends exactly one longer organisation's name, or heads
    # it before "of" or "for", is its short form ("Parliament" and "the French Parliament",
    # "Court" and "the Court of Session").
    for key in org_keys:
        word = key[:-1] if key.endswith("@") else key  # "Parliament" keyed as an institution without owner
        if " " in word or "@" in word or key in alias:
            continue
        longer = {alias.get(k, k) for k in org_keys if " " in k and ("@" not in k or k.endswith("@"))
                  and (k.rstrip("@").split()[-1] == word or k.startswith((f"{word} of ", f"{word} for ")))}
        if len(longer) == 1:
            alias[key] = longer.pop()
    # Organisations: a name of two words or more that ends exactly one longer organisation's name,
    # or is all of it before "of" or "for", is its short form ("the Judiciary Committee" after "the
    # House Judiciary Committee"; "the Supreme Court" after "the Supreme Court of Ruritania").
    for key in org_keys:
        words = key[:-1] if key.endswith("@") else key  # "the Supreme Court" keyed as an institution without owner
        if len(words.split()) < 2 or "@" in words or key in alias:
            continue
        longer = [k for k in org_keys if "@" not in k and (k.endswith(" " + words) or k.startswith((f"{words} of ", f"{words} for ")))
                  and k not in alias]
        if len(longer) == 1:
            alias[key] = longer[0]
    # Organisations: a one-word name NER alone typed that stands before the head word of exactly
    # one longer organisation's name is its short form ("Arapaho" and "the Northern Arapaho Tribe").
    for key in org_keys:
        if " " in key or "@" in key or key in alias or resolved[key][1] != "entity.ner":
            continue
        longer = [k for k in org_keys if len(k.split()) > 2 and "@" not in k and k.split()[-2] == key
                  and k.split()[-1] in ORG_HEAD_WORDS]
        if len(longer) == 1:
            alias[key] = longer[0]
    # Organisations: a one-word name that opens exactly one longer organisation's name before its
    # head word is its short form ("Marlow" and "the Marlow School of Design").
    for key in org_keys:
        if " " in key or "@" in key or key in alias:
            continue
        longer = [k for k in org_keys if len(k.split()) > 1 and "@" not in k and k.split()[0] == key
                  and k.split()[1] in ORG_HEAD_WORDS | {"school", "college"} and k not in alias]
        if len(longer) == 1:
            alias[key] = longer[0]
    # Organisations: an acronym in brackets right after a name, or matching its initials.
    for key in org_keys:
        for c in groups[key]:
            after = doc_tokens(doc)[c.end:c.end + 3]
            if len(after) == 3 and after[0].text == "(" and after[2].text == ")" and (
                    abbreviates(after[1].text, span_text(doc, c.start, c.end)) or is_foreign_acronym(after[1].text, key)):
                acronym = fold(after[1].text)
                if acronym in resolved and acronym != key:
                    alias[acronym] = key
            # its name in another language in brackets: "the Supreme Court of Justice (Oberster Gerichtshof)"
            other = bracketed_name(doc, c.end)
            if other is not None and len(key.split()) > 1 and other != key and other in resolved \
                    and resolved[other][0] != "Place" and other not in alias and not is_place_name(doc[c.end + 1:c.end + 1 + len(other.split())].text):
                alias[other] = key
            # the name spelt out in brackets after its acronym: "ISIS (Islamic State of Iraq and Syria)"
            if c.start >= 2 and c.end < len(doc) and doc[c.start - 1].text == "(" and doc[c.end].text == ")" \
                    and abbreviates(doc[c.start - 2].text, doc[c.start:c.end].text):
                acronym = fold(doc[c.start - 2].text)
                if acronym in resolved and acronym != key:
                    alias[acronym] = key
        for initials in name_initials(key):
            if len(initials) > 1 and initials in resolved and initials not in alias and resolved[initials][0] == "Organization":
                alias[initials] = key
    # Places: the District's letters alone ("DC statehood") are the city named with them ("Washington, D.C.").
    district = [k for k, (t, _) in resolved.items() if t == "Place" and k.rsplit(", ", 1)[-1].replace(".", "") == "dc" and ", " in k]
    for key, (etype, _) in resolved.items():
        if len(district) == 1 and key.replace(".", "") == "dc" and key not in alias:
            alias[key] = district[0]
    # Places: a one-word name that opens exactly one longer place's name before its kind word
    # is its short form ("Atlantic" and "Atlantic Ocean", "Caspian" and "Caspian Sea").
    place_keys = [k for k, (t, _) in resolved.items() if t == "Place"]
    for key in place_keys:
        if " " in key or key in alias:
            continue
        longer = [k for k in place_keys if len(k.split()) == 2 and k.split()[0] == key and k.split()[1] in PLACE_KINDS_AFTER]
        if len(longer) == 1:
            alias[key] = longer[0]
            continue
        # "land at Henderson" after "Henderson Executive Airport": what one is at is the building
        # whose name the word opens (the town would be "in" it)
        if all(m.start > 0 and doc[m.start - 1].lower_ == "at" for m in groups[key]):
            longer = [k for k in place_keys if len(k.split()) > 1 and k.split()[0] == key and k.split()[-1] in FACILITY_WORDS]
            if len(longer) == 1:
                alias[key] = longer[0]
    return alias


def bracketed_name(doc: Doc, start: int) -> str | None:
    """The key of a name of two or more capitalised words, alone in brackets at token ``start``."""
    if start >= len(doc) or doc[start].text != "(":
        return None
    close = next((t.i for t in doc_tokens(doc)[start + 1:start + 8] if t.text == ")"), None)
    words = [t for t in doc_tokens(doc)[start + 1:close] if not t.is_space] if close else []
    if len(words) < 2 or not all(t.is_alpha and t.text[:1].isupper() and not t.is_upper for t in words):
        return None
    return normalise_name(" ".join(t.text for t in words))


def birth_names(doc: Doc, groups: dict[str, list[Mention]], person_keys: list[str]) -> dict[str, str]:
    """A name right after "was born" is the birth name of the person the sentence is about:
    "Ginger Baker was born Peter Edward Baker in Lewisham" (key -> the person's key)."""
    owner_of = {i: k for k in person_keys for m in groups[k] for i in range(m.start, m.end)}
    joins = {}
    for key in person_keys:
        for m in groups[key]:
            born = doc[m.start - 1] if m.start > 0 else None
            if born is None or born.lower_ != "born" or born.i == 0 or doc[born.i - 1].lemma_ != "be":
                continue
            subjects = [owner_of.get(child.i) for child in children_of(born) if child.dep_ in {"nsubjpass", "nsubj"}]
            if subjects and subjects[0] not in {None, key}:
                joins[key] = subjects[0]
    # "Born Robert Burns in Arroyo Grande, he took …": a name after "Born" opening the sentence,
    # whose subject is "he" or "she", is the birth name of the person the article names most
    named = sorted((k for k in person_keys if len(k.split()) > 1), key=lambda k: (-len(groups[k]), groups[k][0].start))
    for key in person_keys:
        for m in groups[key]:
            born = doc[m.start - 1] if m.start > 0 else None
            if born is None or born.text != "Born" or not born.is_sent_start or key in joins:
                continue
            root = doc[m.start].sent.root
            if any(c.dep_ == "nsubj" and c.lower_ in {"he", "she"} for c in children_of(root)) and named and named[0] != key:
                joins[key] = named[0]
    return joins


def stage_names(doc: Doc, groups: dict[str, list[Mention]], person_keys: list[str], alias: dict[str, str]) -> dict[str, str]:
    """A name after "ring name", "stage name" or "pen name" is the other name of the person the
    sentence names before it: "Jon Huber, who wrestled under the ring name Luke Harper"; a name
    after someone's "alias" or "persona" is that someone's ("Turkington's alias Neil Hamburger")
    (key -> the person's key)."""
    starts = sorted((m.start, k) for k in person_keys if len(k.split()) > 1 and k not in alias for m in groups[k])
    joins = {}
    for key in person_keys:
        for m in groups[key]:
            if m.start < 2 or doc[m.start - 1].lower_ != "name" or doc[m.start - 2].lower_ not in ALIAS_KINDS:
                continue
            sentence = doc[m.start].sent.start
            before = [k for start, k in starts if sentence <= start < m.start and k != key]
            if before and before[0] not in joins:
                joins[key] = before[0]
                break
    # "Turkington's alias of insult comedian Neil Hamburger": the alias of the person who owns it
    full = [k for k in person_keys if len(k.split()) > 1 and k not in alias]
    for key in person_keys:
        for m in groups[key]:
            noun = next((t for t in doc_tokens(doc)[max(0, m.start - 5):m.start] if t.lemma_ in ALIAS_NOUNS and t.is_lower), None)
            owner = next((c for c in children_of(noun) if c.dep_ == "poss" and c.pos_ == "PROPN"), None) if noun is not None else None
            if owner is None or key in joins:
                continue
            owners = [k for k in full if k != key and k.split()[-1] == fold(owner.text)]
            if len(owners) == 1:
                joins[key] = owners[0]
    return joins


def is_introduced_as_relative(doc: Doc, mention: Mention) -> bool:
    """A person's name right after a kinship noun in lower case ("his daughter Nettie Baker"; a
    title between them too: "his wife First Lady Nettie Baker"), or
    after a kinship noun with its owner that opens the sentence, no other name between ("His
    daughter, and member of the party, Nettie Baker wrote")."""
    # (a title may stand between the kinship and the name: "his wife First Lady Ana Reyes")
    before = mention.start - 1
    while before > 0 and mention.start - before <= 2 and doc[before].is_title:
        before -= 1
    if before >= 0 and doc[before].is_lower and doc[before].lower_ in KINSHIP_NOUNS:
        return True
    sentence = doc[mention.start].sent
    opening = [t for t in doc_tokens(doc)[sentence.start:mention.start] if not t.is_punct][:2]
    return len(opening) == 2 and opening[0].tag_ == "PRP$" and opening[1].lower_ in KINSHIP_NOUNS \
        and not any(t.ent_type_ == "PERSON" for t in doc[opening[1].i + 1:mention.start])


QUOTE_MARKS = "\"“”"


def nicknames(name: str) -> set[str]:
    """The words of a name written in quotes inside it: 'Matiu "Matt" Ratana' -> {"Matt"}."""
    return {w.strip(QUOTE_MARKS) for w in name.split() if w[:1] in QUOTE_MARKS and w[-1:] in QUOTE_MARKS and len(w) > 2}


def country_signature(key: str, countries: dict[str, str]) -> tuple[str, str] | None:
    """A name opening with a country's name, as (the country's label, the rest), with ``countries``
    the known places' names folded -> label: "u.s. navy" and "united states navy" -> ("United
    States", "navy")."""
    words = key.split()
    for n in (3, 2, 1):
        if len(words) > n and " ".join(words[:n]) in countries:
            return countries[" ".join(words[:n])], " ".join(words[n:])
    return None


GENERATION_SUFFIXES = {"jr.", "jr", "sr.", "sr", "ii", "iii", "iv"}


def without_suffix(words: list[str]) -> list[str]:
    """A person's name words without a generational suffix: "john conyers jr." -> "john conyers"."""
    return words[:-1] if len(words) > 2 and words[-1].lower() in GENERATION_SUFFIXES else words


def is_subsequence(words: list[str], longer: list[str]) -> bool:
    """Whether ``words`` stand in ``longer`` in order, perhaps with others between them."""
    rest = iter(longer)
    return all(word in rest for word in words)


def is_foreign_acronym(acronym: str, name_key: str) -> bool:
    """"Kurdistan Workers' Party (PKK)": capitals in brackets after an organisation's name of
    two or more words, spelt from the name in its own language; not a country's code or a
    place ("Stefanel Milan (ITA)" names the club's country)."""
    from kg.gazetteer import is_place_name

    if not (2 <= len(acronym) <= 6 and acronym.isalpha() and acronym.isupper()) or len(name_key.split()) < 2:
        return False
    return not (is_country_code(acronym) or is_place_name(acronym))


def is_country_code(text: str) -> bool:
    """An ISO 3166 code of a country ("ITA", "DE") or an IOC-style code pycountry knows."""
    import pycountry

    return pycountry.countries.get(alpha_3=text) is not None or pycountry.countries.get(alpha_2=text) is not None


def one_edit_apart(a: str, b: str) -> bool:
    """Whether ``a`` becomes ``b`` by one substitution, insertion, deletion or swap of neighbours."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]])
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


def name_initials(key: str) -> list[str]:
    """The initials a body's acronym is made of, its small words left out, and without the country its
    name opens with ("united states commission on presidential debates": "uscpd", "cpd")."""
    words = [w for w in key.split() if w not in {"of", "the", "and", "for", "on"}]
    found = ["".join(w[0] for w in words)]
    for length in (1, 2):
        if len(words) - length >= 2 and is_place_name(" ".join(words[:length]).title()):
            found.append("".join(w[0] for w in words[length:]))
            break
    return found


def abbreviates(acronym: str, name: str) -> bool:
    """Whether ``acronym`` is acronym-like ("EU", "U.N.", "DGSN") and made of the name's
    initials: its letters are the first letters of the name's words, in order, skipping any
    ("Partido Popular" -> "PP"; "Direction Générale de la Sûreté Nationale" -> "DGSN").
    "Nick Price ( Zimbabwe )" is a person and his country, not a name and its acronym."""
    letters = acronym.replace(".", "").replace("&", "")
    if not (2 <= len(letters) <= 10 and letters.isalnum() and sum(ch.isupper() for ch in letters) >= max(2, len(letters) - 1)):
        return False
    initials = [fold(word)[0] for word in re.split(r"[\s\-]+", name) if word and fold(word)[:1].isalnum()]
    wanted = fold(letters)
    position = 0
    for letter in initials:
        if position < len(wanted) and letter == wanted[position]:
            position += 1
    return position == len(wanted) and bool(initials) and initials[0] == wanted[0]
