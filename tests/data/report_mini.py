"""Writes tests/data/report-mini.trig: a small hand-made graph in kg's layout for the report.

Two short articles written for the tests (not the seeds' text), with what the report must
draw: statements, roles, a measure with three claims (a range 2,000-3,000 from a
broadcaster, an approximate 50,000 from a ministry, an unattributed estimated 60,000) and
conflicts between them (one stated in one direction only), a second measure with a bound
and no conflict, a lower bound outside any measure, an article without title or outlet,
HTML-like text that must be escaped, and a character outside the BMP before a span (offsets
are code points). Regenerate with:

    PYTHONPATH=. python tests/data/report_mini.py
"""

from __future__ import annotations

import hashlib
from decimal import Decimal
from pathlib import Path

from rdflib import RDF, RDFS, Dataset, Literal, URIRef
from rdflib.namespace import DCTERMS, PROV, SKOS, XSD

from kg.iri import Minter
from kg.write import write_quads
from kg.vocab import NKG

OUT = Path(__file__).with_name("report-mini.trig")
SCHEMA = "http://schema.org/"

TEXT_A = (
    "Thousands of young people reached the enclave on Monday.\n\n"
    "State broadcaster TVE reported that 2,000 to 3,000 youths had crossed into Ceuta.\n\n"
    "\"We cannot cope with this,\" said Juan Jesús Vivas, the head of the regional government.\n\n"
    "About 350 minors are in shelters, the regional government said.\n\n"
    "More than 1,500 people arrived by sea last week, according to the Red Cross.\n\n"
    "The Interior Ministry did not comment."
)
TEXT_B = (
    "Officials gave new figures 📊 on Tuesday.\n\n"
    "The Interior Ministry said around 50,000 people crossed into the enclave from Monday morning.\n\n"
    "Virtually all of the estimated 60,000 migrants have left, a report <script>alert(1)</script> & said.\n\n"
    "Up to 400 minors remain in shelters, the ministry said."
)


def main() -> None:
    minter = Minter()
    ds = Dataset()
    run = minter.run("0" * 64)
    runs = ds.graph(minter.graph("runs"))
    agent = minter.agent("0.1.0")
    for t in [(run, RDF.type, NKG.ExtractionRun), (run, PROV.wasAssociatedWith, agent), (run, NKG.model, Literal("en_core_web_sm")),
              (run, NKG.modelVersion, Literal("3.8.0")), (run, NKG.configHash, Literal("0" * 64)),
              (agent, RDF.type, PROV.SoftwareAgent), (agent, NKG.softwareVersion, Literal("0.1.0"))]:
        runs.add(t)
    entities = ds.graph(minter.graph("entities"))
    links = ds.graph(minter.graph("links"))

    def entity(kind: str, label: str, *alts: str) -> URIRef:
        e = minter.entity(kind, label.lower())
        entities.add((e, RDF.type, getattr(NKG, kind)))
        entities.add((e, RDFS.label, Literal(label)))
        for alt in alts:
            entities.add((e, SKOS.altLabel, Literal(alt)))
        return e

    tve = entity("Organization", "TVE", "State broadcaster TVE")
    vivas = entity("Person", "Juan Jesús Vivas", "Vivas")
    regional = entity("Organization", "regional government")
    red_cross = entity("Organization", "Red Cross")
    ministry = entity("Organization", "Interior Ministry", "ministry")
    ceuta = entity("Place", "Ceuta")

    def article(text: str, **meta: str):  # noqa: ANN202
        sha = hashlib.sha256(text.encode("utf-8")).hexdigest()
        a = minter.article(sha)
        g = ds.graph(a)
        g.add((a, RDF.type, NKG.Article))
        g.add((a, NKG.text, Literal(text)))
        g.add((a, NKG.sha256, Literal(sha)))
        if "title" in meta:
            g.add((a, DCTERMS.title, Literal(meta["title"])))
            g.add((a, URIRef(SCHEMA + "publisher"), Literal(meta["publisher"])))
            g.add((a, DCTERMS.issued, Literal(meta["issued"], datatype=XSD.date)))
            g.add((a, URIRef(SCHEMA + "url"), Literal(meta["url"], datatype=XSD.anyURI)))

        def span(words: str, occurrence: int = 0) -> URIRef:
            start = -1
            for _ in range(occurrence + 1):
                start = text.index(words, start + 1)
            end = start + len(words)
            m = minter.mention(sha, start, end)
            g.add((m, RDF.type, NKG.Mention))
            g.add((m, NKG.article, a))
            g.add((m, NKG.start, Literal(start, datatype=XSD.nonNegativeInteger)))
            g.add((m, NKG.end, Literal(end, datatype=XSD.nonNegativeInteger)))
            g.add((m, NKG.exact, Literal(text[start:end])))
            return m

        def mention(e: URIRef, words: str, occurrence: int = 0) -> None:
            g.add((e, NKG.mention, span(words, occurrence)))

        def claim(kind: str, cls: URIRef, evidence: str, anchor: str | None = None) -> URIRef:
            c = minter.claim(kind, sha, evidence)
            for t in [(c, RDF.type, cls), (c, PROV.wasDerivedFrom, a), (c, PROV.wasGeneratedBy, run),
                      (c, NKG.confidence, Literal(Decimal("0.9"), datatype=XSD.decimal)), (c, NKG.rule, Literal("test")),
                      (c, NKG.evidence, span(evidence))]:
                g.add(t)
            if anchor:  # the number or the reporting verb, inside the evidence
                g.add((c, NKG.anchor, span(anchor, occurrence=text[: text.index(evidence)].count(anchor))))
            return c

        return a, g, mention, claim

    # article A: titled, with an outlet
    a, g, mention, claim = article(TEXT_A, title="Young migrants swim into the enclave", publisher="Example Wire",
                                   issued="2021-05-17", url="https://example.org/news/enclave")
    mention(tve, "State broadcaster TVE")
    mention(ceuta, "Ceuta")
    mention(vivas, "Juan Jesús Vivas")
    mention(regional, "regional government")
    mention(regional, "regional government", 1)
    mention(red_cross, "Red Cross")
    mention(ministry, "Interior Ministry")
    q_tve = claim("quantity", NKG.QuantityClaim, "State broadcaster TVE reported that 2,000 to 3,000 youths had crossed into Ceuta.", "2,000 to 3,000")
    g.add((q_tve, NKG.minValue, Literal(Decimal(2000), datatype=XSD.decimal)))
    g.add((q_tve, NKG.maxValue, Literal(Decimal(3000), datatype=XSD.decimal)))
    g.add((q_tve, NKG.approximate, Literal(False)))
    g.add((q_tve, NKG.counts, Literal("youth")))
    g.add((q_tve, NKG.action, Literal("cross")))
    g.add((q_tve, NKG.about, ceuta))
    g.add((q_tve, NKG.attributedTo, tve))
    said = "\"We cannot cope with this,\" said Juan Jesús Vivas, the head of the regional government."
    st = claim("statement", NKG.Statement, said, "said")
    for p, o in [(NKG.speaker, vivas), (NKG.quote, Literal("We cannot cope with this,")),
                 (NKG.content, Literal("We cannot cope with this")), (NKG.cue, Literal("say")), (NKG.direct, Literal(True))]:
        g.add((st, p, o))
    role = claim("role", NKG.RoleClaim, "Juan Jesús Vivas, the head of the regional government")
    g.add((role, NKG.holder, vivas))
    g.add((role, NKG.role, Literal("head")))
    g.add((role, NKG.roleOf, regional))
    q_shelter_a = claim("quantity", NKG.QuantityClaim, "About 350 minors are in shelters, the regional government said.", "About 350")
    g.add((q_shelter_a, NKG.value, Literal(Decimal(350), datatype=XSD.decimal)))
    g.add((q_shelter_a, NKG.approximate, Literal(True)))
    g.add((q_shelter_a, NKG.counts, Literal("minor")))
    g.add((q_shelter_a, NKG.attributedTo, regional))
    q_sea = claim("quantity", NKG.QuantityClaim, "More than 1,500 people arrived by sea last week, according to the Red Cross.", "More than 1,500")
    g.add((q_sea, NKG.minValue, Literal(Decimal(1500), datatype=XSD.decimal)))
    g.add((q_sea, NKG.approximate, Literal(False)))
    g.add((q_sea, NKG.counts, Literal("person")))
    g.add((q_sea, NKG.action, Literal("arrive")))
    g.add((q_sea, NKG.attributedTo, red_cross))

    # article B: no title, no outlet, no date
    b, g, mention, claim = article(TEXT_B)
    mention(ministry, "Interior Ministry")
    mention(ministry, "ministry")
    q_min = claim("quantity", NKG.QuantityClaim, "The Interior Ministry said around 50,000 people crossed into the enclave from Monday morning.", "around 50,000")
    g.add((q_min, NKG.value, Literal(Decimal(50000), datatype=XSD.decimal)))
    g.add((q_min, NKG.approximate, Literal(True)))
    g.add((q_min, NKG.counts, Literal("person")))
    g.add((q_min, NKG.action, Literal("cross")))
    g.add((q_min, NKG.attributedTo, ministry))
    q_est = claim("quantity", NKG.QuantityClaim,
                  "Virtually all of the estimated 60,000 migrants have left, a report <script>alert(1)</script> & said.",
                  "estimated 60,000")
    g.add((q_est, NKG.value, Literal(Decimal(60000), datatype=XSD.decimal)))
    g.add((q_est, NKG.approximate, Literal(True)))
    g.add((q_est, NKG.counts, Literal("migrant")))
    g.add((q_est, NKG.action, Literal("cross")))
    q_shelter_b = claim("quantity", NKG.QuantityClaim, "Up to 400 minors remain in shelters, the ministry said.", "Up to 400")
    g.add((q_shelter_b, NKG.maxValue, Literal(Decimal(400), datatype=XSD.decimal)))
    g.add((q_shelter_b, NKG.approximate, Literal(False)))
    g.add((q_shelter_b, NKG.counts, Literal("minor")))
    g.add((q_shelter_b, NKG.attributedTo, ministry))

    crossing = minter.measure("cross|youth,person,migrant|ceuta")
    shelters = minter.measure("shelter|minor")
    links.add((crossing, RDF.type, NKG.Measure))
    links.add((crossing, RDFS.label, Literal("people crossing into Ceuta")))
    links.add((shelters, RDF.type, NKG.Measure))
    links.add((shelters, RDFS.label, Literal("minors in shelters")))
    for c in (q_tve, q_min, q_est):
        links.add((c, NKG.measure, crossing))
    for c in (q_shelter_a, q_shelter_b):
        links.add((c, NKG.measure, shelters))
    links.add((q_tve, NKG.conflictsWith, q_min))  # one direction only: the property is symmetric
    links.add((q_tve, NKG.conflictsWith, q_est))
    links.add((q_est, NKG.conflictsWith, q_tve))

    # kg.write streams quads in the order given; sorted, the file is the same on every run
    quads = sorted(ds.quads((None, None, None, None)), key=lambda q: (str(q[3]), str(q[0]), str(q[1]), q[2].n3()))
    write_quads(quads, OUT)


if __name__ == "__main__":
    main()
