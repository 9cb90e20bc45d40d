"""A stand-in for ``kg.extract.entities`` while it is not on this branch: spaCy's NER, grouped.

Used only when ``kg.extract.entities`` cannot be imported. Names are grouped by their folded
form; a single-word person name joins the longer name it ends ("Vivas" → "Juan Jesús Vivas").
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence

from spacy.tokens import Doc

from kg.extract.speakers import fold
from kg.records import EntityType, LocalEntity, Span

TYPES: dict[str, EntityType] = {"PERSON": "Person", "ORG": "Organization", "GPE": "Place", "LOC": "Place", "FAC": "Place"}


def standin_entities(doc: Doc, skip: Sequence[Span] = ()) -> list[LocalEntity]:
    mentions: list[tuple[str, EntityType, Span, str]] = []
    for ent in doc.ents:
        kind = TYPES.get(ent.label_)
        if kind is None or any(s.start < ent.end_char and ent.start_char < s.end for s in skip):
            continue
        start, end = ent.start_char, ent.end_char
        text = doc.text[start:end]
        if text.lower().startswith("the "):
            start += 4
        if text.endswith("'s") or text.endswith("’s"):
            end -= 2
        surface = doc.text[start:end].strip()
        if surface:
            mentions.append((fold(surface), kind, Span(start, end), surface))
    groups: dict[str, list[tuple[EntityType, Span, str]]] = defaultdict(list)
    long_person = {m[0].split()[-1]: m[0] for m in mentions if m[1] == "Person" and len(m[0].split()) > 1}
    for name, kind, span, surface in mentions:
        if len(name.split()) == 1 and name in long_person:
            name = long_person[name]
        groups[name].append((kind, span, surface))
    entities = []
    for name, items in sorted(groups.items()):
        kind = Counter(k for k, _, _ in items).most_common(1)[0][0]
        label = max((s for _, _, s in items), key=lambda s: (len(s), s))
        spans = tuple(sorted({sp for _, sp, _ in items}))
        alts = tuple(sorted({s for _, _, s in items} - {label}))
        entities.append(LocalEntity(f"{kind}:{name}", kind, label, spans, alts, rule="standin"))
    return entities
