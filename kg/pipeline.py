"""The build: articles in, quads out, in one direction and as a stream.

read (kg.ingest) -> page furniture (kg.furniture) -> NLP (kg.nlp, nlp.pipe in batches)
-> extract (kg.extract.*, records) -> RDF (kg.rdf, one named graph per article)
-> SHACL on that graph -> out, as soon as the article is done.

Only compact records cross articles: for each article, its local entities with their
mention texts (``kg.resolve.ArticleEntities``) and its statements and quantity claims as
``kg.compare`` records. An entity's IRI comes from its identity, which depends on its own
article only (``kg.resolve``), so workers mint IRIs without seeing other articles. When
every article has passed, the cross-article graphs (entities with their merges, links:
corroborations, measures and conflicts, runs) are made from the records and validated
together with the mention links, which is all SHACL needs to see across graphs. They are
validated a chunk of whole nodes at a time and written one subject at a time, so the
memory of this last step does not grow with the graphs it writes.

The per-article step (``process_batch``) is a pure function of a batch of articles and
the configuration, so it runs the same in this process, in worker processes (``--jobs``)
or on a Dask cluster (``kg.engine``); results are put back in input order, so every
engine writes the same bytes.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import closing
from dataclasses import asdict, dataclass, field, replace
from decimal import Decimal

from rdflib import URIRef
from rdflib import namespace as rdflib_namespace
from spacy.tokens import Doc, DocBin
from spacy.vocab import Vocab

from kg._version import __version__
from kg.ahead import analysed_ahead, analysed_in_child, can_fork
from kg.aliases import AliasTable, load_aliases
from kg.confidence import claim_confidence, quantity_source_probability
from kg.compare import Comparer, Comparison, QuantityRecord, StatementRecord
from kg.errors import ModelMissingError, NoArticlesError, ValidationError
from kg.extract._doc_index import doc_sents
from kg.extract.entities import extract_entities, known_matcher
from kg.extract.quantities import extract_quantities
from kg.extract.roles import extract_roles
from kg.extract.statements import attribution_of, extract_statements
from kg.extract.timex import dateline
from kg.furniture import blank, find_furniture
from kg.ingest import Notice, Skipped, unexpected
from kg.inputs import InputOptions, read_inputs
from kg.iri import Minter
from kg.nlp import analyse_texts, load_pipeline, model_description
from kg.rdf import RunInfo, article_graph, comparison_triples, entity_triples, resolved_entity_triples, run_triples
from kg.records import Article, ArticleRecords, Claim, QuantityClaim, Span, Statement
from kg.resolve import ArticleEntities, Identity, ResolvedEntity, Resolver, choose_label  # noqa: F401 (choose_label: public here before)
from kg.vocab import DEFAULT_BASE, NKG, RememberedTerms

RDF, RDFS = RememberedTerms(rdflib_namespace.RDF), RememberedTerms(rdflib_namespace.RDFS)

Quad = tuple[URIRef, URIRef, object, URIRef]
Triple = tuple[URIRef, URIRef, object]


@dataclass(frozen=True)
class BuildConfig:
    """Everything that changes what a build writes; hashed into the extraction run."""

    base: str = DEFAULT_BASE
    resolve: bool = True
    validate: bool = True
    batch_size: int = 32
    aliases: str | None = None  # a user's alias file (TSV or Turtle), extending the shipped table
    model: str | None = None  # a spaCy English pipeline (name or folder); None: the pinned small model
    keep_records: bool = False  # give each article's extraction records back (kg.build does)
    inputs: InputOptions = InputOptions()  # how inputs are read (CSV columns)
    min_confidence: float | None = None  # leave out claims whose nkg:confidence is below this

    def digest(self) -> str:
        settings = {"base": self.base, "resolve": self.resolve, "aliases": self.alias_table().digest}
        if self.min_confidence is not None:  # absent when unset, so earlier builds keep their run
            settings["min_confidence"] = str(self.min_confidence)
        return hashlib.sha256(json.dumps(settings, sort_keys=True).encode("utf-8")).hexdigest()

    def alias_table(self) -> AliasTable:
        """The shipped alias table with the user's file (read once per process)."""
        return load_aliases(self.aliases)

    def run_info(self) -> RunInfo:
        model, model_version = model_description(self.model)
        threshold = None if self.min_confidence is None else str(self.min_confidence)
        return RunInfo(__version__, model, model_version, self.digest(), threshold)

    def run_iri(self, info: RunInfo) -> URIRef:
        fields = {k: v for k, v in asdict(info).items() if v is not None}
        payload = json.dumps(fields, sort_keys=True).encode("utf-8")
        return Minter(self.base).run(hashlib.sha256(payload).hexdigest())


@dataclass
class ArticleOutput:
    """One article, done: its named graph (sorted) and its compact records.

    On a cluster the quads travel through a shard file instead: ``quads`` is then a reader
    of the batch's shard on the batch's first article, and empty on the others.
    """

    iri: URIRef
    source: str
    quads: Iterable[Quad]
    entities: ArticleEntities  # for kg.resolve
    claims: Counter
    violations: str | None = None  # the SHACL report, when the graph does not conform
    statements: list[StatementRecord] = field(default_factory=list)  # for kg.compare
    quantities: list[QuantityRecord] = field(default_factory=list)
    validation_context: list[Triple] = field(default_factory=list)  # entity types and labels, for SHACL
    nquads: bytes | None = None  # ``quads`` as N-Quads, made for the SHACL check; what kg.write writes
    records: ArticleRecords | None = None  # the extraction records, with BuildConfig.keep_records


@dataclass
class BuildResult:
    quads: list[Quad] = field(default_factory=list)
    records: list[dict] = field(default_factory=list)
    article_records: list[ArticleRecords] = field(default_factory=list)  # with BuildConfig.keep_records
    articles: int = 0
    triples: int = 0
    skipped: list[Skipped] = field(default_factory=list)
    notices: list[Notice] = field(default_factory=list)
    entities: Counter = field(default_factory=Counter)
    claims: Counter = field(default_factory=Counter)


def attribute_to_speakers(claims: Iterable[Claim], statements: Sequence[Statement]) -> list:
    """A claim made inside what someone said is attributed to that speaker (the innermost
    statement holding it, for reported speech inside reported speech). A number also takes
    the holding statement's unnamed source ("officials said", "a report found"), as its
    nkg:source, so that the numbers of anonymous and documentary sources can be counted."""
    result = []
    for claim in claims:
        anchor = getattr(claim, "span", None) or (claim.evidence[0] if claim.evidence else None)
        holder = attribution_of(anchor, statements) if claim.attributed_to is None and anchor is not None else None
        unnamed = bool(holder is not None and isinstance(claim, QuantityClaim) and holder.source_kind and holder.speaker_span)
        if holder is not None and (holder.speaker or unnamed):
            claim = replace(claim, attributed_to=holder.speaker, attribution_confidence=quantity_source_probability(holder))
        if unnamed:
            claim = replace(claim, source_kind=holder.source_kind, source_span=holder.speaker_span,
                            source_text=holder.speaker_text)
        result.append(claim)
    return result


def above(claims: Iterable[Claim], min_confidence: float | None) -> list:
    """The claims whose confidence reaches ``min_confidence`` (all of them when None); an
    attribution below it is dropped from a claim that stays ("who reported the number")."""
    if min_confidence is None:
        return list(claims)
    threshold = Decimal(str(min_confidence))
    kept = []
    for claim in claims:
        if claim_confidence(claim) < threshold:
            continue
        if claim.attribution_confidence is not None and claim.attribution_confidence < min_confidence:
            claim = replace(claim, attributed_to=None, attribution_confidence=None)
            if isinstance(claim, QuantityClaim):
                claim = replace(claim, source_kind=None, source_span=None, source_text=None)
        kept.append(claim)
    return kept


ArticleDoc = tuple[Doc, tuple[Article, list[Span]]]  # an article's Doc, with the article and its page furniture
Analysed = list[ArticleDoc]


def article_docs(articles: Iterable[Article], batch_size: int = 32, model: str | None = None) -> Iterator[ArticleDoc]:
    """Each article's Doc, its page furniture blanked (``kg.furniture``), with the article and
    the furniture, lazily and in input order."""
    def prepared() -> Iterator[tuple[str, tuple[Article, list[Span]]]]:
        for article in articles:
            furniture = find_furniture(article.text)
            yield blank(article.text, furniture), (article, furniture)

    return analyse_texts(prepared(), batch_size, model=model)


def analysis_of(articles: list[Article], config: BuildConfig) -> Analysed:
    """The NLP of one batch, all at once (``kg.ahead`` runs it in a forked process or a thread).
    The gazetteer's names are tokenised first, here, so that in a thread only the thread that
    parses ever runs spaCy's tokenizer while a batch is parsed."""
    known_matcher()
    return list(article_docs(articles, config.batch_size, config.model))


# What a Doc sent from the analysing process keeps: every annotation the pipeline makes, the
# tokens' norms too (spaCy's tokenizer exceptions set them: "n't" is "not"), so that a rule reads
# the same Doc in either process and the bytes written are the same
DOC_ATTRIBUTES = ("ORTH", "NORM", "SPACY", "TAG", "POS", "MORPH", "LEMMA", "HEAD", "DEP", "SENT_START",
                  "ENT_IOB", "ENT_TYPE", "ENT_KB_ID", "ENT_ID")


def encoded_docs(analysed: Analysed) -> tuple[bytes, list[list[Span]]]:
    """A batch's Docs as bytes, with each article's furniture: what the analysing process sends."""
    docs = DocBin(attrs=DOC_ATTRIBUTES, docs=[doc for doc, _ in analysed]).to_bytes()
    return docs, [furniture for _, (_, furniture) in analysed]


def decoded_docs(articles: list[Article], payload: tuple[bytes, list[list[Span]]], vocab: Vocab) -> Analysed:
    """The batch's analysis from ``encoded_docs``, its Docs read into ``vocab``."""
    docs, furniture = payload
    return list(zip(DocBin().from_bytes(docs).get_docs(vocab), zip(articles, furniture, strict=True), strict=True))


def analyse(articles: Iterable[Article], batch_size: int = 32, model: str | None = None,
            min_confidence: float | None = None, analysed: Analysed | None = None) -> Iterator[ArticleRecords]:
    """Records for each article, analysed with one pipeline in batches (or from ``analysed``,
    the articles' Docs made already); with ``min_confidence``, claims below it are left out
    (``above``)."""
    pairs = analysed if analysed is not None else article_docs(articles, batch_size, model)
    for doc, (article, furniture) in pairs:
        entities = extract_entities(doc, furniture)
        roles = extract_roles(doc, entities, furniture)
        statements = extract_statements(doc, entities, furniture)
        # a dateline is page furniture to the extractors, but it dates the numbers of an undated article
        quantities = extract_quantities(doc, entities, furniture, article.published or dateline(article.text))
        yield ArticleRecords(
            article=article,
            entities=tuple(entities),
            roles=tuple(above(attribute_to_speakers(roles, statements), min_confidence)),
            statements=tuple(above(statements, min_confidence)),
            quantities=tuple(above(attribute_to_speakers(quantities, statements), min_confidence)),
            furniture=tuple(furniture),
            sentences=tuple(Span(s.start_char, s.end_char) for s in doc_sents(doc)),
        )


def identity_iri(minter: Minter, identity: Identity) -> URIRef:
    return minter.entity(identity.type, identity.key, identity.scope)


def identities_of(config: BuildConfig, records: ArticleRecords) -> dict[str, Identity]:
    """Each local entity's identity (kg.resolve), which depends on this article alone."""
    return Resolver(config.alias_table(), enabled=config.resolve).identify(records.article.sha256, records.entities)


def comparison_records(
    article: URIRef,
    claims: Iterable[tuple[URIRef, Claim]],
    entity_iris: dict[str, str],
    places: frozenset[str],
    published: str | None = None,
) -> tuple[list[StatementRecord], list[QuantityRecord]]:
    """The compact records kg.compare needs of one article's statements and quantity claims."""
    statements, quantities = [], []
    claims = list(claims)
    by_span = {claim.span: str(iri) for iri, claim in claims if isinstance(claim, QuantityClaim)}
    for iri, claim in claims:
        if isinstance(claim, Statement):
            statements.append(StatementRecord(str(iri), str(article), entity_iris.get(claim.speaker or ""),
                                              claim.quote, claim.content, claim.negated))
        elif isinstance(claim, QuantityClaim):
            quantities.append(QuantityRecord(
                str(iri), str(article), claim.value, claim.min_value, claim.max_value, claim.approximate,
                claim.vague, claim.unit, claim.counts, claim.action, entity_iris.get(claim.about or ""),
                claim.when, claim.when_start, claim.when_end, entity_iris.get(claim.attributed_to or ""),
                places, published, claim.reported, claim.governing, claim.qualifier, by_span.get(claim.restates),
                entity_iris.get(claim.bearer or ""),
                frozenset(entity_iris[k] for k in claim.participants if k in entity_iris and k.startswith("Person:")),
                frozenset(entity_iris[k] for k in claim.participants if k in entity_iris and not k.startswith("Person:")),
                claim.story, claim.last_digit, claim.role,
            ))
    return statements, quantities


def claims_written(claims: Iterable[tuple[URIRef, Claim]]) -> Counter:
    """Claims by class as the graph holds them: one per IRI, so the build summary counts the
    nodes written, not the records made (two records with one IRI are one node)."""
    kinds = {URIRef(iri): type(record).__name__ for iri, record in claims}
    counts = Counter(kinds.values())
    for name in ("RoleClaim", "Statement", "QuantityClaim"):
        counts.setdefault(name, 0)
    return counts


def sort_key(triple: Triple) -> tuple[str, str, str]:
    s, p, o = triple
    return (str(s), str(p), o.n3())


def sorted_triples(triples: Iterable[Triple]) -> list[Triple]:
    """The triples in ``sort_key`` order (ties in their given order), with the object's
    ``n3()`` made only where a subject has a predicate more than once: writing a literal
    in N3 is most of the key's cost, and most subject-predicate pairs have one object.

    The subject and predicate are one string joined by NUL, which no IRI nor blank node label holds, so it sorts
    as the pair does; sorted as plain strings (and indices), without a tuple compared per
    step, it costs a third less on 295 Wikinews articles.
    """
    triples = list(triples)
    join = "\x00".join  # a quarter of an f-string's time on rdflib terms (str subclasses)
    keys = [join((s, p)) for s, p, _ in triples]
    order = sorted(range(len(triples)), key=keys.__getitem__)
    ordered = [triples[i] for i in order]
    counts = Counter(keys)
    repeated = [key for key, count in counts.items() if count > 1]
    if repeated:
        ordered_keys = [keys[i] for i in order]
        for key in repeated:
            start = bisect_left(ordered_keys, key)
            end = start + counts[key]
            ordered[start:end] = sorted(ordered[start:end], key=lambda t: t[2].n3())
    return ordered


def article_output(records: ArticleRecords, config: BuildConfig, run: URIRef, run_info: RunInfo) -> ArticleOutput:
    """The named graph of one article, checked against the shapes on its own."""
    minter = Minter(config.base)
    identities = identities_of(config, records)
    iris = {key: identity_iri(minter, identity) for key, identity in identities.items()}
    graph = article_graph(records, minter, run, lambda entity: iris[entity.key])
    triples = sorted_triples(set(graph.triples))
    places = frozenset(str(iris[e.key]) for e in records.entities if e.type != "Person")
    statements, quantities = comparison_records(graph.iri, graph.claims, {k: str(v) for k, v in iris.items()}, places,
                                                records.article.published)
    claims = claims_written(graph.claims)
    context: list[Triple] = []
    if config.validate:
        named: dict[URIRef, tuple[str, str]] = {}  # two local entities may share an identity
        for entity in records.entities:
            named.setdefault(iris[entity.key], (identities[entity.key].type, entity.label))
        for iri, (entity_type, label) in named.items():
            context.extend(entity_triples(iri, entity_type, label, ()))
    output = ArticleOutput(graph.iri, records.article.source, [(s, p, o, graph.iri) for s, p, o in triples],
                           ArticleEntities.of(records), claims, None, statements, quantities, context)
    return output


def validate_outputs(outputs: list[ArticleOutput], run_context: list[Triple]) -> None:
    """SHACL for a batch of article graphs, each with what it refers to outside itself.

    One check per batch, not per article: each pySHACL call builds its own structures again,
    which cost as much as analysing the article did. The batch's quads are checked as the
    N-Quads the writer writes (``output.nquads``), made once. Only when the batch fails is
    it checked again as triples, for the report, and each article alone, to name the one
    that does not conform.
    """
    from kg.validate import validate_triples, validate_union
    from kg.write import to_nquads

    def triples_of(batch: list[ArticleOutput], with_quads: bool = True) -> list[Triple]:
        labelled: set[URIRef] = set()
        triples: list[Triple] = list(run_context)
        for output in batch:
            if with_quads:
                triples.extend(q[:3] for q in output.quads)
            for s, p, o in output.validation_context:
                # the same entity named in two articles of the batch: one label in the context
                if p == RDFS.label:
                    if s in labelled:
                        continue
                    labelled.add(s)
                triples.append((s, p, o))
        return triples

    for output in outputs:
        output.nquads = to_nquads(output.quads)
    if validate_union(b"".join(output.nquads for output in outputs), triples_of(outputs, with_quads=False)).conforms:
        return
    report = validate_triples(triples_of(outputs))
    if report.conforms:
        return
    for output in outputs:
        alone = validate_triples(triples_of([output]))
        if not alone.conforms:
            output.violations = alone.text
    if not any(output.violations for output in outputs):
        outputs[0].violations = report.text


def process_batch(articles: list[Article], config: BuildConfig,
                  analysed: Analysed | None = None) -> list[ArticleOutput | Skipped]:
    """The per-article step for a batch: NLP, extraction, RDF and SHACL. Pure and picklable.

    An article that trips a bug (any exception) is skipped, with a ``Skipped`` in its place
    that names its source and the error: when the batch fails, each of its articles is
    processed again alone, so only the one that fails is left out.
    """
    try:
        return list(analysed_batch(articles, config, analysed))
    except ModelMissingError:
        raise  # no model to run: every article would fail alike, so the build stops
    except Exception as exc:  # noqa: BLE001  (one article that trips a bug never sinks a batch)
        if len(articles) == 1:
            return [Skipped(articles[0].source, f"could not be analysed: {unexpected(exc)}")]
    results: list[ArticleOutput | Skipped] = []
    for article in articles:
        results.extend(process_batch([article], config))
    return results


def analysed_batch(articles: list[Article], config: BuildConfig, analysed: Analysed | None = None) -> list[ArticleOutput]:
    run_info = config.run_info()
    run = config.run_iri(run_info)
    outputs = []
    for records in analyse(articles, config.batch_size, config.model, config.min_confidence, analysed):
        output = article_output(records, config, run, run_info)
        output.records = records if config.keep_records else None
        outputs.append(output)
    if config.validate and outputs:
        validate_outputs(outputs, list(run_triples(Minter(config.base), run, run_info)))
    for output in outputs:
        output.validation_context = []  # not needed past validation; keep what travels small
    return outputs


def written(output: ArticleOutput) -> Iterator:
    """An article's items for ``kg.write``: the N-Quads bytes its SHACL check made, else its quads."""
    if output.nquads is not None:
        yield output.nquads
    else:
        yield from output.quads


def article_outputs(items: Iterable[ArticleOutput | Skipped]) -> list[ArticleOutput]:
    return [item for item in items if isinstance(item, ArticleOutput)]


def batches(articles: Iterable[Article], size: int) -> Iterator[list[Article]]:
    """Consecutive lists of ``size`` articles (the last may be shorter), lazily."""
    iterator = iter(articles)
    while batch := list(itertools.islice(iterator, size)):
        yield batch


class SerialRun:
    """The per-article step in this process: the default engine (``kg.engine`` has the others).

    With ``ahead``, each batch's NLP runs while the batch before it is extracted (``kg.ahead``):
    in a forked process where ``fork`` is safe and ``fork`` is not False, else in a thread. An
    analysis that fails leaves its batch to ``process_batch`` as it is, which analyses it again
    and, if it fails again, each article alone."""

    def __init__(self, ahead: bool = True, fork: bool | None = None) -> None:
        self.ahead = ahead
        self.fork = fork

    def analysed(self, articles: Iterable[Article], config: BuildConfig) -> Iterator[tuple[list[Article], Analysed | None, BaseException | None]]:
        """Each batch with its analysis, or the exception that analysis raised, analysed ahead."""
        each = batches(articles, config.batch_size)
        if not (can_fork() if self.fork is None else self.fork):
            return analysed_ahead(each, lambda batch: analysis_of(batch, config))
        # loaded before the fork, so the analysing process shares the model, and the Docs it
        # sends back are read into this one's vocabulary
        vocab = load_pipeline(config.model).vocab
        known_matcher()
        return analysed_in_child(each, lambda batch: analysis_of(batch, config), encoded_docs,
                                 lambda batch, payload: decoded_docs(batch, payload, vocab))

    def run(self, articles: Iterable[Article], config: BuildConfig) -> Iterator[ArticleOutput | Skipped]:
        if not self.ahead:
            for batch in batches(articles, config.batch_size):
                yield from process_batch(batch, config)
            return
        # closed on the way out, so an interrupted build stops the analysis in flight at once
        with closing(self.analysed(articles, config)) as outcomes:
            for batch, analysed, error in outcomes:
                if isinstance(error, ModelMissingError):
                    raise error
                yield from process_batch(batch, config, analysed if error is None else None)


def process_batch_to_shard(articles: list[Article], config: BuildConfig, shard: str) -> list[ArticleOutput | Skipped]:
    """The per-article step on a cluster worker: the quads go to a shard file, only the
    compact records travel back to the client."""
    from pathlib import Path

    from kg.write import write_shard

    outputs = process_batch(articles, config)
    write_shard((item for output in article_outputs(outputs) for item in written(output)), Path(shard))
    for output in article_outputs(outputs):
        output.quads, output.nquads = [], None
    return outputs


# Triples per pySHACL call in the cross-article pass: the validated graph, and pySHACL's
# memory (about 1 kB per triple), are bounded by this instead of growing with the corpus.
VALIDATION_CHUNK = 50_000

LinkUnit = tuple[str, object]  # (a field of kg.compare.Comparison, one of its items)
LINK_KINDS = ("measures", "clusters", "corroborations", "conflicts", "updates", "unmeasured")


def subject_ordered(units: Sequence, triples_of: Callable[[Sequence], Iterable[Triple]], unique: bool = False) -> Iterator[Triple]:
    """The triples of all ``units`` in ``sort_key`` order, made one subject at a time.

    Sorting by subject first, then by predicate and object within the subject, is the same
    order as sorting every triple; only the triples of one subject are held at a time, and
    the index (subject -> units that make triples about it) is what grows with the corpus.
    ``unique`` drops repeated triples (they share their subject).
    """
    index: dict[str, list[int]] = {}
    for number, unit in enumerate(units):
        for subject in {str(s) for s, _, _ in triples_of([unit])}:
            index.setdefault(subject, []).append(number)
    for subject in sorted(index):
        triples = [t for t in triples_of([units[n] for n in index[subject]]) if str(t[0]) == subject]
        yield from sorted_triples(set(triples) if unique else triples)


def chunked(groups: Iterable[list[Triple]], size: int = VALIDATION_CHUNK) -> Iterator[list[Triple]]:
    """Groups of triples joined into chunks of about ``size``; a group is never split."""
    chunk: list[Triple] = []
    for group in groups:
        chunk.extend(group)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def process_batch_packed(articles: list[Article], config: BuildConfig) -> list[ArticleOutput | Skipped]:
    """The per-article step in a worker process: each article's quads travel back to the
    parent as N-Quads bytes, not as rdflib terms, whose unpickling cost the parent 5 ms
    per article while its two workers kept both cores busy."""
    from kg.write import to_nquads

    outputs = process_batch(articles, config)
    for output in article_outputs(outputs):
        output.quads = to_nquads(output.quads) if output.nquads is None else output.nquads  # made by SHACL
        output.nquads = None
    return outputs


def unpacked(outputs: list[ArticleOutput | Skipped]) -> list[ArticleOutput | Skipped]:
    """Outputs of ``process_batch_packed`` with their quads as Oxigraph quads, read lazily."""
    from kg.write import from_nquads

    for output in article_outputs(outputs):
        output.quads = from_nquads(output.quads)
    return outputs


class CrossArticle:
    """The compact state of the cross-article step: the resolver's and the comparer's records.

    It depends on the set of articles added, not on their order, so building A and then
    adding B gives the graphs of building A and B together.
    """

    def __init__(self, config: BuildConfig = BuildConfig()) -> None:
        self.minter = Minter(config.base)
        self.resolver = Resolver(config.alias_table(), enabled=config.resolve)
        self.comparer = Comparer()
        self._resolved: list[ResolvedEntity] | None = None

    def add(self, output: ArticleOutput) -> None:
        self.resolver.add(output.entities)
        self.comparer.add(output.statements, output.quantities)
        self._resolved = None

    def resolved(self) -> list[ResolvedEntity]:
        if self._resolved is None:
            self._resolved = self.resolver.resolved()
        return self._resolved

    @property
    def types(self) -> dict[URIRef, str]:
        return {identity_iri(self.minter, e.identity): e.identity.type for e in self.resolved()}

    def triples_of_entities(self, entities: Iterable[ResolvedEntity]) -> list[Triple]:
        triples: list[Triple] = []
        for entity in entities:
            triples.extend(resolved_entity_triples(identity_iri(self.minter, entity.identity), entity, self.minter))
        return triples

    def entity_graph(self) -> Iterator[Triple]:
        """The entities (with their merges), sorted."""
        return subject_ordered(self.resolved(), self.triples_of_entities)

    def link_units(self) -> list[LinkUnit]:
        """Each measure, corroboration and conflict across articles."""
        labels = {str(identity_iri(self.minter, e.identity)): e.label for e in self.resolved()}
        comparison = self.comparer.compare(labels)
        return [(kind, item) for kind in LINK_KINDS for item in getattr(comparison, kind)]

    def triples_of_links(self, units: Iterable[LinkUnit]) -> list[Triple]:
        comparison = Comparison()
        for kind, item in units:
            getattr(comparison, kind).append(item)
        return comparison_triples(comparison, self.minter)

    def links_graph(self, units: Sequence[LinkUnit] | None = None) -> Iterator[Triple]:
        """Corroborations, measures and conflicts across articles, sorted, each once."""
        return subject_ordered(self.link_units() if units is None else units, self.triples_of_links, unique=True)

    def mention_links(self, entity: ResolvedEntity) -> list[Triple]:
        """What the entity shapes need of the article graphs: the entity's mentions, typed."""
        iri = identity_iri(self.minter, entity.identity)
        links: list[Triple] = []
        for article, span in entity.mentions:
            m = self.minter.mention(article, span.start, span.end)
            links.extend([(iri, NKG.mention, m), (m, RDF.type, NKG.Mention)])
        return links

    def validation_groups(self, run: list[Triple], units: Sequence[LinkUnit]) -> Iterator[list[Triple]]:
        """The shared graphs with the mention links, as groups that each hold whole nodes.

        Every shape the cross-article pass checks is about one node and the triples next to
        it: an entity with its merges and typed mentions, a measure with the claims that
        point at it, the run. So each group is one such node, all measures and their value
        clusters are one group (a measure's claims also corroborate), and the graphs can be
        validated a chunk at a time.
        """
        yield run + self.triples_of_links(u for u in units if u[0] in ("measures", "clusters"))
        for entity in self.resolved():
            yield self.triples_of_entities([entity]) + self.mention_links(entity)
        for unit in units:
            if unit[0] not in ("measures", "clusters"):
                yield self.triples_of_links([unit])


def shared_graphs(config: BuildConfig, state: CrossArticle) -> Iterator[Quad]:
    """The cross-article graphs: entities (with merges), links (corroborations, measures,
    conflicts) and the extraction run, validated before the first quad is given.

    Raises:
        ValidationError: the cross-article graphs do not conform to their shapes.
    """
    minter = Minter(config.base)
    info = config.run_info()
    run = config.run_iri(info)
    run_graph = sorted_triples(run_triples(minter, run, info))
    units = state.link_units()
    if config.validate:
        from kg.validate import cross_article_shapes, validate_triples

        failures = []
        for chunk in chunked(state.validation_groups(run_graph, units), VALIDATION_CHUNK):
            report = validate_triples(chunk, cross_article_shapes())
            if not report.conforms:
                failures.append(report.text)
        if failures:
            raise ValidationError("\n".join(failures))

    def quads() -> Iterator[Quad]:
        for name, triples in (("entities", state.entity_graph()), ("links", state.links_graph(units)),
                              ("runs", iter(run_graph))):
            graph = minter.graph(name)
            for s, p, o in triples:
                yield s, p, o, graph

    return quads()


def compact_record(output: ArticleOutput) -> dict:
    """What the cross-article step keeps of one article, as JSON."""
    from kg.compare import record_to_json

    return {
        "iri": str(output.iri),
        "entities": output.entities.to_json(),
        "statements": [record_to_json(r) for r in output.statements],
        "quantities": [record_to_json(r) for r in output.quantities],
    }


def add_compact_record(state: CrossArticle, record: dict) -> None:
    from kg.compare import record_from_json

    state.resolver.add(ArticleEntities.from_json(record["entities"]))
    state.comparer.add([record_from_json(r) for r in record["statements"]],
                       [record_from_json(r) for r in record["quantities"]])
    state._resolved = None


def duplicate_note(kept: Article, dropped: Article) -> str:
    """What a second copy of an article's text is told: which record was kept, and which of
    its own metadata is not in the graph."""
    fields = ("title", "url", "published", "publisher")
    lost = [f"{name} {getattr(dropped, name)!r}" for name in fields
            if getattr(dropped, name) is not None and getattr(dropped, name) != getattr(kept, name)]
    note = f"same text as {kept.source}: built once, as that record (the first), with its metadata"
    return note + (f"; this record's {', '.join(lost)} not kept" if lost else "")


def stream_build(
    paths: Iterable[str],
    config: BuildConfig,
    result: BuildResult,
    engine=None,  # noqa: ANN001  (an engine of kg.engine: anything with run(articles, config); serial when None)
    progress: Callable[[int], None] | None = None,
    earlier: Iterable[dict] = (),
    keep_records: bool = False,
    nquads: bool = False,
) -> Iterator[Quad]:
    """Every quad of the build, article by article in input order, then the shared graphs.

    Skips and notices are recorded in ``result`` as they happen, and, with ``keep_records``
    (a build into a store), the compact records of every article in ``result.records``:
    a build to a file does not keep them, as they grow with the corpus. ``earlier`` holds the compact records of articles
    built before (a store's): the shared graphs are made from them and this build's
    together, so building A and then adding B gives the graphs of building A and B at once.
    With ``nquads`` (for ``kg.write``), an article's quads come as one item, the N-Quads bytes
    its SHACL check made of them, when it made them.

    An article whose analysis raises, or whose own graph does not conform to the shapes,
    is skipped and recorded in ``result.skipped``; the others are built.

    Raises:
        ValidationError: the cross-article graphs do not conform.
    """
    engine = engine or SerialRun()
    seen: dict[str, Article] = {}

    def articles() -> Iterator[Article]:
        for item in read_inputs(paths, config.inputs):
            if isinstance(item, Skipped):
                result.skipped.append(item)
            elif isinstance(item, Notice):
                result.notices.append(item)
            elif item.sha256 in seen:
                result.notices.append(Notice(item.source, duplicate_note(seen[item.sha256], item)))
            else:
                seen[item.sha256] = item
                yield item

    state = CrossArticle(config)
    rebuilt: set[str] = set()
    for output in engine.run(articles(), config):
        if isinstance(output, Skipped):
            result.skipped.append(output)
            continue
        if output.violations:
            # the extractors made a graph the shapes refuse: a bug, confined to this article
            count = output.violations.count("Constraint Violation")
            result.skipped.append(Skipped(
                output.source, f"its graph does not conform to the shapes ({count} violation{'s' if count != 1 else ''}; "
                               "a bug in kg, please report it)", output.violations))
            continue
        state.add(output)
        rebuilt.add(str(output.iri))
        if keep_records:
            result.records.append(compact_record(output))
        if output.records is not None:
            result.article_records.append(output.records)
        result.articles += 1
        result.claims.update(output.claims)
        if progress:
            progress(1)
        if nquads and output.nquads is not None:
            result.triples += len(output.quads)
            yield output.nquads
            continue
        for quad in output.quads:
            result.triples += 1
            yield quad
    if result.articles == 0:
        # raised inside the stream, so a writer consuming it leaves nothing behind
        raise NoArticlesError("no article could be read; nothing written")
    for record in earlier:
        if record["iri"] not in rebuilt:
            add_compact_record(state, record)
            result.records.append(record)
    shared = shared_graphs(config, state)
    result.entities.update(state.types.values())
    for quad in shared:
        result.triples += 1
        yield quad


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
