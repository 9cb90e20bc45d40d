"""The build: articles in, quads out, in one direction.

read (kg.ingest) -> page furniture (kg.furniture) -> NLP (kg.nlp, nlp.pipe in batches)
-> extract (kg.extract.*, records) -> resolve (kg.resolve: entity IRIs and merges across articles)
-> compare (kg.compare: corroborations, measures and conflicts across articles)
-> RDF (kg.rdf, one named graph per article) -> validate (kg.validate) -> write.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

from rdflib import URIRef

from kg import __version__
from kg.aliases import load_aliases
from kg.extract.entities import extract_entities, fold
from kg.extract.roles import extract_roles
from kg.furniture import blank, find_furniture
from kg.ingest import Notice, Skipped, read_inputs
from kg.iri import Minter
from kg.nlp import load_pipeline, model_description
from kg.compare import Comparer, QuantityRecord, StatementRecord
from kg.rdf import ENTITY_CLASS, RunInfo, article_graph, comparison_triples, resolved_entity_triples, run_triples
from kg.records import Article, ArticleRecords, Claim, LocalEntity, QuantityClaim, Span, Statement
from kg.resolve import ArticleEntities, ResolvedEntity, Resolver, choose_label
from kg.vocab import DEFAULT_BASE

Quad = tuple[URIRef, URIRef, object, URIRef]


@dataclass(frozen=True)
class BuildConfig:
    """Everything that changes what a build writes; hashed into the extraction run."""

    base: str = DEFAULT_BASE
    resolve: bool = True
    batch_size: int = 32
    aliases: str | None = None  # a user's alias file (TSV or Turtle), extending the shipped table

    def digest(self) -> str:
        payload = {**asdict(self), "batch_size": None}
        if self.aliases:  # what the file says, not where it lies
            payload["aliases"] = hashlib.sha256(Path(self.aliases).read_bytes()).hexdigest()
        return hashlib.sha256(json.dumps(payload, sort_keys=True).encode("utf-8")).hexdigest()


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


def entity_graph_triples(entities: Iterable[ResolvedEntity], minter: Minter) -> list[tuple]:
    """The entity graph: each resolved entity, its names and the merges behind it."""
    triples: list[tuple] = []
    for entity in entities:
        identity = entity.identity
        iri = minter.entity(identity.type, identity.key, identity.scope)
        triples.extend(resolved_entity_triples(iri, entity, minter))
    return triples


def comparison_records(
    article: URIRef,
    claims: Iterable[tuple[URIRef, Claim]],
    entity_iris: dict[str, str],
    places: set[str],
) -> tuple[list[StatementRecord], list[QuantityRecord]]:
    """The compact records kg.compare needs of one article's statements and quantity claims."""
    statements, quantities = [], []
    for iri, claim in claims:
        if isinstance(claim, Statement):
            statements.append(StatementRecord(str(iri), str(article), entity_iris.get(claim.speaker or ""),
                                              claim.quote, claim.content))
        elif isinstance(claim, QuantityClaim):
            quantities.append(QuantityRecord(
                str(iri), str(article), claim.value, claim.min_value, claim.max_value, claim.approximate,
                claim.vague, claim.unit, claim.counts, claim.action, entity_iris.get(claim.about or ""),
                claim.when, claim.when_start, claim.when_end, entity_iris.get(claim.attributed_to or ""),
                frozenset(places),
            ))
    return statements, quantities


def build(
    paths: Iterable[str],
    config: BuildConfig = BuildConfig(),
    progress: Callable[[int], None] | None = None,
) -> BuildResult:
    """Build the graph of every article under ``paths``."""
    minter = Minter(config.base)
    aliases = load_aliases(config.aliases)
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

    # entity IRIs come from each entity's identity, which depends on its own article only
    resolver = Resolver(aliases, enabled=config.resolve)

    comparer = Comparer()

    def entity_iri(records: ArticleRecords) -> Callable[[LocalEntity], URIRef]:
        identities = resolver.add(ArticleEntities.of(records))

        def mint(entity: LocalEntity) -> URIRef:
            identity = identities[entity.key]
            return minter.entity(identity.type, identity.key, identity.scope)

        return mint

    for records in analyse(articles(), config.batch_size):
        mint = entity_iri(records)
        graph = article_graph(records, minter, run, mint)
        result.quads.extend((s, p, o, graph.iri) for s, p, o in graph.triples)
        comparer.add(*comparison_records(graph.iri, graph.claims, {e.key: str(mint(e)) for e in records.entities},
                                         {str(mint(e)) for e in records.entities if e.type != "Person"}))
        result.articles += 1
        result.claims.update({"RoleClaim": len(records.roles), "Statement": len(records.statements),
                              "QuantityClaim": len(records.quantities)})
        if progress:
            progress(1)

    entities_graph = minter.graph("entities")
    resolved = resolver.resolved()
    entity_quads = [(s, p, o, entities_graph) for s, p, o in entity_graph_triples(resolved, minter)]
    result.quads.extend(entity_quads)
    labels = {str(minter.entity(e.identity.type, e.identity.key, e.identity.scope)): e.label for e in resolved}
    links_graph = minter.graph("links")
    result.quads.extend((s, p, o, links_graph) for s, p, o in comparison_triples(comparer.compare(labels), minter))
    from rdflib import RDF

    result.entities.update(str(o).rsplit("#", 1)[-1] for s, p, o, g in entity_quads if p == RDF.type and o in ENTITY_CLASS.values())
    runs_graph = minter.graph("runs")
    result.quads.extend((s, p, o, runs_graph) for s, p, o in run_triples(minter, run, run_info))
    return result


__all__ = ["BuildConfig", "BuildResult", "analyse", "build", "choose_label", "entity_graph_triples", "fold"]
