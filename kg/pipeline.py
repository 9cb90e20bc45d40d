"""The build: articles in, quads out, in one direction and as a stream.

read (kg.ingest) -> page furniture (kg.furniture) -> NLP (kg.nlp, nlp.pipe in batches)
-> extract (kg.extract.*, records) -> RDF (kg.rdf, one named graph per article)
-> SHACL on that graph -> out, as soon as the article is done.

Only compact records cross articles: for each entity, its IRI, type and names. When every
article has passed, the cross-article graphs (entities, runs) are made from them and
validated together with the mention links, which is all SHACL needs to see across graphs.

The per-article step (``process_batch``) is a pure function of a batch of articles and
the configuration, so it runs the same in this process, in worker processes (``--jobs``)
or on a Dask cluster (``kg.engine``); results are put back in input order, so every
engine writes the same bytes.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass, field, replace

from rdflib import RDF, URIRef

from kg import __version__
from kg.errors import NoArticlesError, ValidationError
from kg.extract.entities import extract_entities
from kg.extract.quantities import extract_quantities
from kg.extract.roles import extract_roles
from kg.extract.statements import attribution_of, extract_statements
from kg.furniture import blank, find_furniture
from kg.ingest import Notice, Skipped, read_inputs
from kg.iri import Minter
from kg.nlp import load_pipeline, model_description
from kg.rdf import RunInfo, article_graph, entity_triples, run_triples
from kg.records import Article, ArticleRecords, Claim, LocalEntity, Span, Statement
from kg.vocab import DEFAULT_BASE, NKG

Quad = tuple[URIRef, URIRef, object, URIRef]
Triple = tuple[URIRef, URIRef, object]


@dataclass(frozen=True)
class BuildConfig:
    """Everything that changes what a build writes; hashed into the extraction run."""

    base: str = DEFAULT_BASE
    resolve: bool = True
    validate: bool = True
    batch_size: int = 32

    def digest(self) -> str:
        settings = {"base": self.base, "resolve": self.resolve}
        return hashlib.sha256(json.dumps(settings, sort_keys=True).encode("utf-8")).hexdigest()

    def run_info(self) -> RunInfo:
        model, model_version = model_description()
        return RunInfo(__version__, model, model_version, self.digest())

    def run_iri(self, info: RunInfo) -> URIRef:
        payload = json.dumps(asdict(info), sort_keys=True).encode("utf-8")
        return Minter(self.base).run(hashlib.sha256(payload).hexdigest())


@dataclass(frozen=True, slots=True)
class EntitySeen:
    """What the cross-article step needs to know of an entity named in one article."""

    iri: URIRef
    type: str
    label: str
    surfaces: tuple[str, ...]
    mentions: tuple[URIRef, ...]


@dataclass
class ArticleOutput:
    """One article, done: its named graph (sorted) and its compact records.

    On a cluster the quads travel through a shard file instead: ``quads`` is then a reader
    of the batch's shard on the batch's first article, and empty on the others.
    """

    iri: URIRef
    source: str
    quads: Iterable[Quad]
    entities: list[EntitySeen]
    claims: Counter
    violations: str | None = None  # the SHACL report, when the graph does not conform


@dataclass
class BuildResult:
    quads: list[Quad] = field(default_factory=list)
    articles: int = 0
    triples: int = 0
    skipped: list[Skipped] = field(default_factory=list)
    notices: list[Notice] = field(default_factory=list)
    entities: Counter = field(default_factory=Counter)
    claims: Counter = field(default_factory=Counter)


def attribute_to_speakers(claims: Iterable[Claim], statements: Sequence[Statement]) -> list:
    """A claim made inside what someone said is attributed to that speaker (the innermost
    statement holding it, for reported speech inside reported speech)."""
    result = []
    for claim in claims:
        anchor = getattr(claim, "span", None) or (claim.evidence[0] if claim.evidence else None)
        if claim.attributed_to is None and anchor is not None:
            holder = attribution_of(anchor, statements)
            if holder is not None and holder.speaker:
                claim = replace(claim, attributed_to=holder.speaker)
        result.append(claim)
    return result


def analyse(articles: Iterable[Article], batch_size: int = 32) -> Iterator[ArticleRecords]:
    """Records for each article, analysed with one pipeline in batches."""
    nlp = load_pipeline()

    def prepared() -> Iterator[tuple[str, tuple[Article, list[Span]]]]:
        for article in articles:
            furniture = find_furniture(article.text)
            yield blank(article.text, furniture), (article, furniture)

    for doc, (article, furniture) in nlp.pipe(prepared(), as_tuples=True, batch_size=batch_size):
        entities = extract_entities(doc, furniture)
        roles = extract_roles(doc, entities, furniture)
        statements = extract_statements(doc, entities, furniture)
        quantities = extract_quantities(doc, entities, furniture, article.published)
        yield ArticleRecords(
            article=article,
            entities=tuple(entities),
            roles=tuple(attribute_to_speakers(roles, statements)),
            statements=tuple(statements),
            quantities=tuple(attribute_to_speakers(quantities, statements)),
            furniture=tuple(furniture),
            sentences=tuple(Span(s.start_char, s.end_char) for s in doc.sents),
        )


def entity_minter(config: BuildConfig, minter: Minter, article: Article) -> Callable[[LocalEntity], URIRef]:
    def mint(entity: LocalEntity) -> URIRef:
        # an institution named without its owner ("the national government") stays in its article
        unowned = entity.key.endswith("@")
        scope = article.sha256 if (unowned or not config.resolve) else None
        return minter.entity(entity.type, entity.key, scope)

    return mint


def sort_key(triple: Triple) -> tuple[str, str, str]:
    s, p, o = triple
    return (str(s), str(p), o.n3())


def article_output(records: ArticleRecords, config: BuildConfig, run: URIRef, run_info: RunInfo) -> ArticleOutput:
    """The named graph of one article, checked against the shapes on its own."""
    minter = Minter(config.base)
    mint = entity_minter(config, minter, records.article)
    graph = article_graph(records, minter, run, mint)
    triples = sorted(set(graph.triples), key=sort_key)
    seen = []
    for entity in records.entities:
        iri = mint(entity)
        surfaces = tuple(sorted({records.article.text[s.start:s.end] for s in entity.mentions}))
        mentions = tuple(minter.mention(records.article.sha256, s.start, s.end) for s in entity.mentions)
        seen.append(EntitySeen(iri, entity.type, entity.label, surfaces, mentions))
    claims = Counter({"RoleClaim": len(records.roles), "Statement": len(records.statements),
                      "QuantityClaim": len(records.quantities)})
    violations = None
    if config.validate:
        from kg.validate import validate_triples

        context: list[Triple] = list(run_triples(minter, run, run_info))
        for entity in seen:
            context.extend(entity_triples(entity.iri, entity.type, entity.label, ()))
        report = validate_triples([*triples, *context])
        if not report.conforms:
            violations = report.text
    return ArticleOutput(graph.iri, records.article.source, [(s, p, o, graph.iri) for s, p, o in triples], seen, claims, violations)


def process_batch(articles: list[Article], config: BuildConfig) -> list[ArticleOutput]:
    """The per-article step for a batch: NLP, extraction, RDF and SHACL. Pure and picklable."""
    run_info = config.run_info()
    run = config.run_iri(run_info)
    return [article_output(records, config, run, run_info) for records in analyse(articles, config.batch_size)]


def process_batch_to_shard(articles: list[Article], config: BuildConfig, shard: str) -> list[ArticleOutput]:
    """The per-article step on a cluster worker: the quads go to a shard file, only the
    compact records travel back to the client."""
    from pathlib import Path

    from kg.write import write_shard

    outputs = process_batch(articles, config)
    write_shard((q for output in outputs for q in output.quads), Path(shard))
    for output in outputs:
        output.quads = []
    return outputs


def choose_label(labels: Counter) -> str:
    """The name most articles use; ties go to the spelling with diacritics, then the first in order."""
    return sorted(labels, key=lambda name: (-labels[name], -sum(1 for c in name if ord(c) > 127), name))[0]


class CrossArticle:
    """The compact state the cross-article step keeps: per entity, its type and names."""

    def __init__(self) -> None:
        self.labels: dict[URIRef, Counter] = defaultdict(Counter)
        self.surfaces: dict[URIRef, set[str]] = defaultdict(set)
        self.types: dict[URIRef, str] = {}
        self.mentions: list[tuple[URIRef, URIRef]] = []

    def add(self, output: ArticleOutput) -> None:
        for entity in output.entities:
            self.labels[entity.iri][entity.label] += 1
            self.surfaces[entity.iri].update(entity.surfaces)
            self.types[entity.iri] = entity.type
            self.mentions.extend((entity.iri, m) for m in entity.mentions)

    def entity_graph(self) -> list[Triple]:
        triples: list[Triple] = []
        for entity in sorted(self.types):
            label = choose_label(self.labels[entity])
            triples.extend(entity_triples(entity, self.types[entity], label, self.surfaces[entity] | set(self.labels[entity])))
        return triples

    def validation_context(self) -> list[Triple]:
        """The mention links the entity shapes need, without the article graphs."""
        links: list[Triple] = [(e, NKG.mention, m) for e, m in self.mentions]
        links.extend((m, RDF.type, NKG.Mention) for _, m in self.mentions)
        return links


def shared_graphs(config: BuildConfig, state: CrossArticle) -> list[Quad]:
    """The cross-article graphs: entities and the extraction run."""
    minter = Minter(config.base)
    info = config.run_info()
    run = config.run_iri(info)
    entities_graph, runs_graph = minter.graph("entities"), minter.graph("runs")
    quads: list[Quad] = [(s, p, o, entities_graph) for s, p, o in sorted(state.entity_graph(), key=sort_key)]
    quads.extend((s, p, o, runs_graph) for s, p, o in sorted(run_triples(minter, run, info), key=sort_key))
    if config.validate:
        from kg.validate import CROSS_ARTICLE_SHAPES, validate_triples

        report = validate_triples([*(q[:3] for q in quads), *state.validation_context()], CROSS_ARTICLE_SHAPES)
        if not report.conforms:
            raise ValidationError(report.text)
    return quads


def stream_build(
    paths: Iterable[str],
    config: BuildConfig,
    result: BuildResult,
    engine=None,  # noqa: ANN001  (a kg.engine.Engine; serial when None)
    progress: Callable[[int], None] | None = None,
) -> Iterator[Quad]:
    """Every quad of the build, article by article in input order, then the shared graphs.

    Skips and notices are recorded in ``result`` as they happen.

    Raises:
        ValidationError: an article's graph, or the cross-article graphs, do not conform.
    """
    from kg.engine import SerialEngine

    engine = engine or SerialEngine()
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

    state = CrossArticle()
    for output in engine.run(articles(), config):
        if output.violations:
            raise ValidationError(f"{output.source}: the article's graph does not conform to the shapes\n{output.violations}")
        state.add(output)
        result.articles += 1
        result.claims.update(output.claims)
        if progress:
            progress(1)
        for quad in output.quads:
            result.triples += 1
            yield quad
    if result.articles == 0:
        # raised inside the stream, so a writer consuming it leaves nothing behind
        raise NoArticlesError("no article could be read; nothing written")
    shared = shared_graphs(config, state)
    result.entities.update(state.types.values())
    result.triples += len(shared)
    yield from shared


def build(
    paths: Iterable[str],
    config: BuildConfig = BuildConfig(),
    progress: Callable[[int], None] | None = None,
    engine=None,  # noqa: ANN001
) -> BuildResult:
    """Build the graph of every article under ``paths``, in memory (see ``stream_build``)."""
    result = BuildResult()
    result.quads = list(stream_build(paths, config, result, engine, progress))
    return result
