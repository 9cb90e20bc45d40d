"""The build: articles in, quads out, in one direction.

read (kg.ingest) -> page furniture (kg.furniture) -> NLP (kg.nlp, nlp.pipe in batches)
-> extract (kg.extract.*, records) -> entity IRIs and labels across articles
-> RDF (kg.rdf, one named graph per article) -> validate (kg.validate) -> write.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field, replace

from rdflib import URIRef

from kg import __version__
from kg.extract.entities import extract_entities, fold
from kg.extract.roles import extract_roles
from kg.furniture import blank, find_furniture
from kg.ingest import Notice, Skipped, read_inputs
from kg.iri import Minter
from kg.nlp import load_pipeline, model_description
from kg.rdf import ArticleGraph, RunInfo, article_graph, entity_triples, run_triples
from kg.records import Article, ArticleRecords, Claim, LocalEntity, Span, Statement
from kg.vocab import DEFAULT_BASE

Quad = tuple[URIRef, URIRef, object, URIRef]


@dataclass(frozen=True)
class BuildConfig:
    """Everything that changes what a build writes; hashed into the extraction run."""

    base: str = DEFAULT_BASE
    resolve: bool = True
    batch_size: int = 32

    def digest(self) -> str:
        payload = json.dumps({**asdict(self), "batch_size": None}, sort_keys=True)
        return hashlib.sha256(payload.encode("utf-8")).hexdigest()


@dataclass
class BuildResult:
    quads: list[Quad]
    articles: int = 0
    skipped: list[Skipped] = field(default_factory=list)
    notices: list[Notice] = field(default_factory=list)
    entities: Counter = field(default_factory=Counter)
    claims: Counter = field(default_factory=Counter)


def optional_extractors() -> tuple[Callable | None, Callable | None]:
    """The statement and quantity extractors, where this version has them."""
    try:
        from kg.extract.statements import extract_statements
    except ImportError:
        extract_statements = None
    try:
        from kg.extract.quantities import extract_quantities
    except ImportError:
        extract_quantities = None
    return extract_statements, extract_quantities


def inside(span: Span, outer: Span | None) -> bool:
    return outer is not None and outer.start <= span.start and span.end <= outer.end


def attribute_to_speakers(claims: Iterable[Claim], statements: Iterable[Statement]) -> list:
    """A claim made inside what someone said is attributed to that speaker."""
    statements = [s for s in statements if s.speaker and s.content_span]
    result = []
    for claim in claims:
        if claim.attributed_to is None:
            anchor = getattr(claim, "span", None) or (claim.evidence[0] if claim.evidence else None)
            speaker = next((s.speaker for s in statements if anchor is not None and inside(anchor, s.content_span)), None)
            if speaker:
                claim = replace(claim, attributed_to=speaker)
        result.append(claim)
    return result


def analyse(articles: Iterable[Article], batch_size: int = 32) -> Iterator[ArticleRecords]:
    """Records for each article, analysed with one pipeline in batches."""
    nlp = load_pipeline()
    extract_statements, extract_quantities = optional_extractors()

    def prepared() -> Iterator[tuple[str, tuple[Article, list[Span]]]]:
        for article in articles:
            furniture = find_furniture(article.text)
            yield blank(article.text, furniture), (article, furniture)

    for doc, (article, furniture) in nlp.pipe(prepared(), as_tuples=True, batch_size=batch_size):
        entities = extract_entities(doc, furniture)
        roles = extract_roles(doc, entities, furniture)
        statements = extract_statements(doc, entities, furniture) if extract_statements else []
        quantities = (
            extract_quantities(doc, entities, furniture, article.published) if extract_quantities else []
        )
        yield ArticleRecords(
            article=article,
            entities=tuple(entities),
            roles=tuple(attribute_to_speakers(roles, statements)),
            statements=tuple(statements),
            quantities=tuple(attribute_to_speakers(quantities, statements)),
            furniture=tuple(furniture),
            sentences=tuple(Span(s.start_char, s.end_char) for s in doc.sents),
        )


def choose_label(labels: Counter) -> str:
    """The name most articles use; ties go to the spelling with diacritics, then the first in order."""
    return sorted(labels, key=lambda name: (-labels[name], -sum(1 for c in name if ord(c) > 127), name))[0]


def entity_graph_triples(graphs: Iterable[ArticleGraph]) -> list[tuple]:
    labels: dict[URIRef, Counter] = defaultdict(Counter)
    surfaces: dict[URIRef, set[str]] = defaultdict(set)
    types: dict[URIRef, str] = {}
    for graph in graphs:
        for entity, label in graph.entity_labels:
            labels[entity][label] += 1
        for entity, etype, surface in graph.entity_names:
            types[entity] = etype
            surfaces[entity].add(surface)
    triples = []
    for entity in sorted(types):
        label = choose_label(labels[entity])
        triples.extend(entity_triples(entity, types[entity], label, surfaces[entity] | set(labels[entity])))
    return triples


def build(
    paths: Iterable[str],
    config: BuildConfig = BuildConfig(),
    progress: Callable[[int], None] | None = None,
) -> BuildResult:
    """Build the graph of every article under ``paths``."""
    minter = Minter(config.base)
    model, model_version = model_description()
    run_info = RunInfo(__version__, model, model_version, config.digest())
    run = minter.run(hashlib.sha256(json.dumps(asdict(run_info), sort_keys=True).encode()).hexdigest())
    result = BuildResult(quads=[])
    seen: dict[str, str] = {}

    def articles() -> Iterator[Article]:
        for item in read_inputs(paths):
            if isinstance(item, Skipped):
                result.skipped.append(item)
            elif isinstance(item, Notice):
                result.notices.append(item)
            elif item.sha256 in seen:
                result.notices.append(Notice(item.source, f"same text as {seen[item.sha256]}: built once"))
            else:
                seen[item.sha256] = item.source
                yield item

    def entity_iri(article: Article) -> Callable[[LocalEntity], URIRef]:
        def mint(entity: LocalEntity) -> URIRef:
            unowned = entity.key.endswith("@")
            scope = article.sha256 if (unowned or not config.resolve) else None
            return minter.entity(entity.type, entity.key, scope)

        return mint

    graphs: list[ArticleGraph] = []
    for records in analyse(articles(), config.batch_size):
        graph = article_graph(records, minter, run, entity_iri(records.article))
        graphs.append(graph)
        result.quads.extend((s, p, o, graph.iri) for s, p, o in graph.triples)
        result.articles += 1
        result.claims.update({"RoleClaim": len(records.roles), "Statement": len(records.statements),
                              "QuantityClaim": len(records.quantities)})
        if progress:
            progress(1)
        graph.triples = []  # written out already; keep only what the entity graph needs

    entities_graph = minter.graph("entities")
    entity_quads = [(s, p, o, entities_graph) for s, p, o in entity_graph_triples(graphs)]
    result.quads.extend(entity_quads)
    from rdflib import RDF

    result.entities.update(str(o).rsplit("#", 1)[-1] for s, p, o, g in entity_quads if p == RDF.type)
    runs_graph = minter.graph("runs")
    result.quads.extend((s, p, o, runs_graph) for s, p, o in run_triples(minter, run, run_info))
    return result


__all__ = ["BuildConfig", "BuildResult", "analyse", "build", "fold"]
