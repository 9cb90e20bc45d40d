"""Cues that make a name an organisation's where no word beside it says so.

A retailer, a newspaper or a transport network named bare ("stores like Biedronka", "according
to Gazeta Wyborcza", "the Paris Métro") reads to NER as a person or a place. Three cues hold on
text nobody has seen, each a closed list:

- the name is one of the examples given of a plural body noun: "discount stores like X and Y",
  "newspapers such as X", "clubs, including X" (the noun names what the examples are); the
  examples of a plural place noun are places the same way ("islands such as X and Y");
- its first or last word is the word for a newspaper in a European language ("Gazeta",
  "Zeitung", "Gazette", "Tribune"): a newspaper is named after what it is, a person never;
- its last word is a transport network's ("Métro", "Underground", "Subway"), run by a body;
- it is a web site's address written as its name ("Portfolio.hu", "oe24.at", "Amazon.com"): a
  site, as a news site, is an organisation (a link with a path or a scheme is furniture, not a
  name);
- it is alone the subject of a plural verb ("Ajax are top", "Nice have won twice"): a person's
  name takes the singular, a side's or a firm's the plural in British copy (a name whose last
  word ends in "s" may be a plural itself: "the Falklands are").
"""

from __future__ import annotations

import re

from spacy.tokens import Doc

from kg.extract._doc_index import children_of, doc_tokens

# Plural nouns of bodies whose examples are bodies ("stores like …"); lemmas. Not "stations"
# nor "sites", whose examples are places.
BODY_PLURALS = {
    "store", "shop", "supermarket", "chain", "retailer", "company", "firm", "bank", "brand", "insurer",
    "newspaper", "paper", "daily", "tabloid", "magazine", "publication", "outlet", "broadcaster",
    "network", "channel", "website", "platform", "airline", "carrier", "publisher", "label",
    "party", "group", "organisation", "organization", "union", "charity", "club", "team", "band",
    "university", "agency", "automaker", "carmaker", "manufacturer",
}
# Words that open a list of examples after the noun they are examples of.
EXAMPLE_MARKERS = {"like", "including"}
# Words that may stand between the marker and a listed name: other names, their separators.
LIST_WORDS = {",", "and", "or", "&", "the", "of", "de", "-", "'s"}
# "Newspaper", "gazette", "courier", "journal", "herald" in the languages of European papers (not
# the English "Courier", a surname too: "Jim Courier").
NEWSPAPER_WORDS = {
    "Gazeta", "Gazette", "Gazzetta", "Gazetesi", "Zeitung", "Tageblatt", "Nachrichten", "Rundschau",
    "Dziennik", "Diario", "Diário", "Giornale", "Corriere", "Courrier", "Kurier", "Krant",
    "Dagblad", "Dagbladet", "Avisen", "Tribune", "Journal", "Herald", "Chronicle", "Gazet",
}
# Last words of a transport network's name: "Paris Métro", "London Underground".
NETWORK_ENDINGS = {"Métro", "Metro", "Underground", "Subway", "Tube", "Transit", "Tramway", "Railways"}


# Plural nouns of places whose examples are places ("tourist destinations such as …"); lemmas.
PLACE_PLURALS = {
    "island", "town", "city", "village", "resort", "destination", "attraction", "beach", "country",
    "region", "province", "station", "site", "port", "suburb", "neighbourhood", "neighborhood",
}


def is_example_of_bodies(doc: Doc, start: int, end: int) -> bool:
    """Whether tokens [start, end) are a name in a list of examples after a plural body noun:
    "discount stores like Biedronka and LIDL", "newspapers such as The Clarion"."""
    noun = example_noun(doc, start, end)
    return noun is not None and noun.lemma_.lower() in BODY_PLURALS


def is_example_of_places(doc: Doc, start: int, end: int) -> bool:
    """Whether tokens [start, end) are a name in a list of examples after a plural place noun:
    "tourist destinations such as Lindos and Faliraki", "islands like Hydra"."""
    noun = example_noun(doc, start, end)
    return noun is not None and noun.lemma_.lower() in PLACE_PLURALS


def example_noun(doc: Doc, start: int, end: int):  # noqa: ANN201
    """The plural common noun a list of examples holding tokens [start, end) gives examples of
    ("stores" in "discount stores like Biedronka and LIDL"), or None."""
    tokens = doc_tokens(doc)
    i, steps = start - 1, 0
    while i >= 0 and steps < 30 and (tokens[i].text in LIST_WORDS or tokens[i].text[:1].isupper()) \
            and tokens[i].lower_ not in EXAMPLE_MARKERS and not tokens[i].is_sent_start:
        i, steps = i - 1, steps + 1
    if i < 1:
        return None
    if tokens[i].lower_ in EXAMPLE_MARKERS:
        noun = i - 1
    elif tokens[i].lower_ == "as" and tokens[i - 1].lower_ == "such":
        noun = i - 2
    else:
        return None
    if noun >= 0 and tokens[noun].text == ",":
        noun -= 1
    if noun < 0:
        return None
    token = tokens[noun]
    return token if token.tag_ == "NNS" and (token.is_lower or token.is_sent_start) else None


def names_a_newspaper(doc: Doc, start: int, end: int) -> bool:
    """Whether a name of two words or more opens or ends with a newspaper's word ("Gazeta Wyborcza")."""
    return end - start > 1 and (doc[start].text in NEWSPAPER_WORDS or doc[end - 1].text in NEWSPAPER_WORDS)


def names_a_network(doc: Doc, start: int, end: int) -> bool:
    """Whether a name of two words or more ends with a transport network's word ("Paris Métro")."""
    return end - start > 1 and doc[end - 1].text in NETWORK_ENDINGS


# Plural forms a group's name takes as its verb where a person's takes the singular.
PLURAL_VERBS = {"are", "have", "were"}


def takes_a_plural_verb(doc: Doc, start: int, end: int) -> bool:
    """Whether the name of tokens [start, end) is, alone, the subject of "are", "have" or "were"
    ("Ajax are top of the table"; not "Ada and Joe are", nor "if Ada were")."""
    head = doc[end - 1]
    if head.dep_ != "nsubj" or head.lower_.endswith("s") or any(t.dep_ in {"conj", "cc"} for t in children_of(head)) \
            or head.dep_ == "conj" or start > 0 and doc[start - 1].text in {"and", "or", "&", ","}:
        return False  # (the last of a list the parser left unlinked: "A, B, and Manuel Giusti were")
    verb = head.head
    verbs = [verb, *(t for t in children_of(verb) if t.dep_ == "aux" and t.i > head.i)]
    # the first verb form after the subject is the one that agrees with it
    form = min((v for v in verbs if v.i > head.i), key=lambda v: v.i, default=None)
    if form is None or form.lower_ not in PLURAL_VERBS or form.i != end:
        return False
    return not (form.lower_ == "were" and start > 0 and doc[start - 1].lower_ in {"if", "though", "wish"})


# A site's address as a name: a letter first, no path, no scheme, a top-level domain in lower
# case; two characters at least before the first dot ("A.de Silva" is an initial and a name).
SITE_NAME = re.compile(r"[A-Za-z][A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.(?:com|org|net|info|[a-z]{2})")


def is_site_name(token) -> bool:  # noqa: ANN001
    """Whether a token is a web site's address used as its name ("Portfolio.hu", "oe24.at")."""
    return token.like_url and not token.like_email and not token.lower_.startswith("www.") \
        and SITE_NAME.fullmatch(token.text) is not None
