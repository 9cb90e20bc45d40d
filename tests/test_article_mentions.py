"""An article graph makes one mention node per span (kg.rdf.article_graph)."""

from __future__ import annotations

from rdflib import URIRef

from kg.iri import Minter
from kg.rdf import article_graph
from kg.records import Article, ArticleRecords, LocalEntity, Span
from kg.vocab import NKG

TEXT = "Ines Varga rowed. Varga won. The regatta ended."


def test_a_span_named_twice_is_one_mention_node_with_its_triples_once():
    article = Article(text=TEXT, sha256="ab" * 32, source="test")
    rower = LocalEntity("Person:varga", "Person", "Ines Varga", (Span(0, 10), Span(18, 23)))
    also = LocalEntity("Person:ines varga", "Person", "Ines Varga", (Span(0, 10),))  # the same words again
    records = ArticleRecords(article, entities=(rower, also), furniture=(Span(29, 47),))
    minter = Minter("https://example.org/")
    graph = article_graph(records, minter, URIRef("https://example.org/run/1"),
                          lambda e: URIRef(f"https://example.org/person/{e.key}"))
    named = [(s, o) for s, p, o in graph.triples if p == NKG.mention]
    assert [str(o) for _, o in named] == [
        f"https://example.org/mention/{'ab' * 8}-0-10",
        f"https://example.org/mention/{'ab' * 8}-18-23",
        f"https://example.org/mention/{'ab' * 8}-0-10",
    ]
    assert named[0][1] is named[2][1]  # one node object for the one span
    mentions = [s for s, p, o in graph.triples if p == NKG.exact]
    assert [str(m).rsplit("-", 2)[1:] for m in mentions] == [["29", "47"], ["0", "10"], ["18", "23"]]
    exact = {str(s).rsplit("/", 1)[1]: str(o) for s, p, o in graph.triples if p == NKG.exact}
    assert exact == {f"{'ab' * 8}-29-47": "The regatta ended.", f"{'ab' * 8}-0-10": "Ines Varga",
                     f"{'ab' * 8}-18-23": "Varga"}


def test_a_mention_iri_is_made_once_and_given_again():
    """A mention's IRI is asked for thrice (its article's graph, its entity's mentions, the
    merges' links): made once, the same object given again, under each base apart."""
    minter, other = Minter("https://example.org/"), Minter("https://example.net/")
    first = minter.mention("cd" * 32, 5, 12)
    assert first == URIRef(f"https://example.org/mention/{'cd' * 8}-5-12")
    assert minter.mention("cd" * 32, 5, 12) is first
    assert Minter("https://example.org/").mention("cd" * 32, 5, 12) is first
    assert other.mention("cd" * 32, 5, 12) == URIRef(f"https://example.net/mention/{'cd' * 8}-5-12")
    assert minter.mention("cd" * 32, 5, 13) != first
