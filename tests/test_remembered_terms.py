"""``RememberedTerms``: an rdflib namespace's terms, each made once."""

from __future__ import annotations

import pytest
from rdflib import namespace

from kg.vocab import RememberedTerms


def test_remembered_terms_are_the_namespaces_terms_made_once() -> None:
    terms = RememberedTerms(namespace.RDF)
    first = terms.type
    assert first == namespace.RDF.type
    assert str(first) == "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
    assert terms.type is first
    assert RememberedTerms(namespace.PROV).wasDerivedFrom == namespace.PROV.wasDerivedFrom


def test_a_name_the_namespace_lacks_still_raises() -> None:
    with pytest.raises(AttributeError):
        RememberedTerms(namespace.RDF).harbourMaster  # noqa: B018
