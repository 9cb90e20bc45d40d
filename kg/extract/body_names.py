"""Names of bodies that NER cuts at the wrong place: a company with its legal form after a comma.

"Summit Films, LLC plans …": NER makes the legal form an organisation of its own. A company's
legal form after a comma ("LLC", "Inc.", "Ltd", "GmbH", "S.A.", "plc") belongs to the
capitalised name before it; the name with its form is one organisation, and the form is never
an entity alone.
"""

from __future__ import annotations

from spacy.tokens import Doc

from kg.extract._doc_index import doc_tokens, indices_written

# Not "SA", "NV", "AB", "AG": after a comma they are as often a state or an office ("Las Vegas, NV").
LEGAL_FORMS = {
    "LLC", "L.L.C.", "Inc", "Inc.", "Ltd", "Ltd.", "GmbH", "S.A.", "plc", "PLC", "Plc", "LLP",
    "Corp", "Corp.", "N.V.", "S.p.A.", "SpA", "Limited", "Incorporated",
}


def _capitalised(token) -> bool:  # noqa: ANN001
    return token.is_alpha and token.text[:1].isupper()


def legal_forms(doc: Doc) -> list[tuple[int, int, int]]:
    """(name start, comma, end) of "<Name>, <legal form>": "Summit Films, LLC"."""
    found = []
    tokens = doc_tokens(doc)
    for i in indices_written(doc, LEGAL_FORMS):  # the forms' words, from the Doc's array
        form = tokens[i]
        if form.text not in LEGAL_FORMS or i < 2 or doc[i - 1].text != ",":
            continue
        start = i - 1
        while start > 0 and _capitalised(doc[start - 1]) and (start == i - 1 or "\n" not in doc[start - 1].whitespace_):
            start -= 1
            if doc[start].is_sent_start:
                break
        if start < i - 1:
            found.append((start, i - 1, i + 1))
    return found
