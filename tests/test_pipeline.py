"""The cross-article step in bounded memory: shared graphs made one subject at a time and
validated a chunk at a time, with the same bytes and the same verdict as all at once."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rdflib import BNode, Literal, URIRef

from conftest import SEEDS
from kg.cli import main
from kg.pipeline import chunked, sort_key, sorted_triples, subject_ordered

TERMS = [URIRef(f"https://example.org/{name}") for name in ("a", "b", "ä", "a/1", "B")]
OBJECTS = [*TERMS, Literal("x"), Literal("x", lang="en"), Literal(2)]
triples = st.tuples(st.sampled_from(TERMS), st.sampled_from(TERMS[:2]), st.sampled_from(OBJECTS))
units = st.lists(st.lists(triples, max_size=4), max_size=6)


def concatenated(chosen: list[list]) -> list:
    return [triple for unit in chosen for triple in unit]


@given(units)
def test_triples_made_one_subject_at_a_time_come_in_sort_order(given_units):
    assert list(subject_ordered(given_units, concatenated)) == sorted(concatenated(given_units), key=sort_key)


@given(units)
def test_unique_drops_repeated_triples_only(given_units):
    made = list(subject_ordered(given_units, concatenated, unique=True))
    assert made == sorted(set(concatenated(given_units)), key=sort_key)


# a blank node and an IRI written alike, and objects whose N3 differs though their text is the same
ALIKE = [URIRef("a"), BNode("a"), *OBJECTS]
alike_triples = st.tuples(st.sampled_from(ALIKE[:2] + TERMS[:1]), st.sampled_from(TERMS[:2]), st.sampled_from(ALIKE))


@given(st.lists(alike_triples, max_size=12))
def test_sorted_triples_is_the_sort_key_order_with_ties_kept_in_place(given_triples):
    assert sorted_triples(given_triples) == sorted(given_triples, key=sort_key)


def test_sorted_triples_put_a_subject_before_the_longer_subjects_it_begins():
    quay, quay_1, quay_2 = (URIRef(f"https://example.org/quay{tail}") for tail in ("", "-1", "#2"))
    length, name = URIRef("https://example.org/length"), URIRef("https://example.org/name")
    given = [(quay_1, name, Literal("East")), (quay, name, Literal("West")), (quay_2, length, Literal(40)),
             (quay, length, Literal(120)), (quay, name, Literal("Old quay", lang="en")), (quay_1, length, Literal(9))]
    assert sorted_triples(given) == [
        (quay, length, Literal(120)), (quay, name, Literal("Old quay", lang="en")), (quay, name, Literal("West")),
        (quay_2, length, Literal(40)), (quay_1, length, Literal(9)), (quay_1, name, Literal("East"))]


def test_chunks_never_split_a_group():
    groups = [[1, 2], [3], [4, 5, 6], [7]]
    assert list(chunked(groups, 3)) == [[1, 2, 3], [4, 5, 6], [7]]


@pytest.fixture(scope="module")
def seeds_bytes(tmp_path_factory) -> bytes:
    out = tmp_path_factory.mktemp("seeds") / "graph.nq"
    assert main(["build", str(SEEDS), "--out", str(out), "-q"]) == 0
    return out.read_bytes()


def test_small_nlp_batches_and_validation_chunks_write_the_same_bytes(seeds_bytes, tmp_path, monkeypatch):
    monkeypatch.setattr("kg.nlp.MAX_BATCH_CHARS", 1_000)  # every seed article is a batch of its own
    monkeypatch.setattr("kg.pipeline.VALIDATION_CHUNK", 20)  # a few entities per pySHACL call
    out = tmp_path / "graph.nq"
    assert main(["build", str(SEEDS), "--out", str(out), "-q"]) == 0
    assert out.read_bytes() == seeds_bytes


def test_a_violation_in_a_later_validation_chunk_fails_the_build(tmp_path, monkeypatch, capsys):
    from kg.pipeline import CrossArticle

    links = CrossArticle.mention_links

    def without_the_last_entitys_mentions(self, entity):  # noqa: ANN001, ANN202
        return [] if entity == self.resolved()[-1] else links(self, entity)

    monkeypatch.setattr("kg.pipeline.VALIDATION_CHUNK", 20)
    monkeypatch.setattr(CrossArticle, "mention_links", without_the_last_entitys_mentions)
    out = tmp_path / "graph.nq"
    assert main(["build", str(SEEDS), "--out", str(out), "-q"]) == 1
    assert "an entity needs at least one nkg:mention" in capsys.readouterr().err
    assert not out.exists()



def test_article_quads_are_serialised_once_for_the_shacl_check_and_the_writer(tmp_path, monkeypatch):
    """A file build gets each article's quads as the N-Quads its SHACL check loaded (the
    same quads as serialising them again), and a batch that conforms is checked once."""
    import pyoxigraph as ox

    import kg.validate
    from kg.pipeline import BuildConfig, BuildResult, stream_build
    from kg.write import to_nquads

    (tmp_path / "one.txt").write_text("Harbour master Ilse Marrowby said on Tuesday that 40 boats stayed in port.\n")
    (tmp_path / "two.txt").write_text("The Brackwater council said that 300 homes lost power after the storm.\n")
    checks = []
    real = kg.validate.validate_triples
    monkeypatch.setattr(kg.validate, "validate_triples", lambda triples, only=None: checks.append(only) or real(triples, only))
    fast_result = BuildResult()
    fast = list(stream_build([str(tmp_path)], BuildConfig(), fast_result, nquads=True))
    assert checks and all(only is not None for only in checks)  # only the cross-article pass
    plain_result = BuildResult()
    plain = list(stream_build([str(tmp_path)], BuildConfig(), plain_result))
    articles = [q for q in plain if "/article/" in str(q[3])]
    assert [type(item) for item in fast[:3]] == [bytes, bytes, tuple]
    assert b"".join(fast[:2]) == to_nquads(articles)
    assert fast[2:] == plain[len(articles):]
    assert fast_result.triples == plain_result.triples == len(plain)
    assert {q.graph_name.value for q in ox.parse(fast[0], format=ox.RdfFormat.N_QUADS)} == {str(articles[0][3])}


def test_an_nquads_file_of_bytes_and_quads_is_the_file_of_the_quads(tmp_path):
    from rdflib import Literal, URIRef

    from kg.write import to_nquads, write_quads

    g1, g2 = URIRef("https://example.org/g1"), URIRef("https://example.org/g2")
    first = [(URIRef("https://example.org/pier"), URIRef("https://example.org/length"), Literal(120), g1)]
    second = [(URIRef("https://example.org/pier"), URIRef("https://example.org/name"), Literal("Old Pier\nNorth"), g2)]
    write_quads([to_nquads(first), *second, to_nquads(first)], tmp_path / "mixed.nq")
    write_quads([*first, *second, *first], tmp_path / "plain.nq")
    assert (tmp_path / "mixed.nq").read_bytes() == (tmp_path / "plain.nq").read_bytes()
    write_quads([to_nquads(first), *second], tmp_path / "mixed.trig")
    write_quads([*first, *second], tmp_path / "plain.trig")
    assert (tmp_path / "mixed.trig").read_bytes() == (tmp_path / "plain.trig").read_bytes()


def test_an_entitys_merge_nodes_are_minted_once_however_often_its_triples_are_made(monkeypatch):
    """The shared graphs make each entity's triples three times or more (validation, the
    subject index, once per subject it has): a merge's IRI is minted (slug and digest) once
    and its rule's literal made once, the same triples each time."""
    import kg.iri
    from kg.iri import Minter
    from kg.rdf import resolved_entity_triples
    from kg.records import Span
    from kg.resolve import Identity, Merge, ResolvedEntity
    from kg.vocab import NKG

    minted = []
    real_digest = kg.iri.digest
    monkeypatch.setattr(kg.iri, "digest", lambda *parts, **kw: minted.append(parts) or real_digest(*parts, **kw))
    minter = Minter("https://example.org/speed54/")  # a base no other test mints under
    ferry = URIRef("https://example.org/speed54/organization/nordic-ferries")
    merges = (Merge("same surname", (("ab" * 32, Span(0, 6)),)), Merge("acronym", (("cd" * 32, Span(3, 6)),)))
    entity = ResolvedEntity(Identity("Organization", "nordic ferries"), "Nordic Ferries", ("NF",), (),
                            (("ab" * 32, Span(0, 6)), ("cd" * 32, Span(3, 6))), merges)
    made = [resolved_entity_triples(ferry, entity, minter) for _ in range(3)]
    assert made[0] == made[1] == made[2]
    rules = {str(o) for s, p, o in made[0] if p == NKG.mergeRule}
    assert rules == {"same surname", "acronym"}
    nodes = sorted(str(o) for s, p, o in made[0] if p == NKG.resolvedBy)
    assert nodes == sorted(f"https://example.org/speed54/merge/{kg.iri.slug(rule)}-{real_digest(ferry, rule)}"
                           for rule in ("same surname", "acronym"))
    assert len(minted) == 2  # one per merge (main: 6, twice per merge)
