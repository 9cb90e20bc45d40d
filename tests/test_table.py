"""kg table and kg.table: the seeds' claims as pandas tables with the documented columns."""

from __future__ import annotations

import pandas
import pytest

from kg.cli import main
from kg.table import COLUMNS, KINDS, table

PANDAS_DTYPES = {"string": pandas.StringDtype(), "Int64": pandas.Int64Dtype(), "boolean": pandas.BooleanDtype(),
                 "float64": "float64"}


@pytest.fixture(scope="module")
def seeds_trig(seeds_files):
    return seeds_files["trig"]


@pytest.fixture(scope="module")
def seeds_store(seeds_trig, tmp_path_factory):
    store = tmp_path_factory.mktemp("table") / "seeds.kgstore"
    assert main(["load", str(seeds_trig), "--store", str(store)]) == 0
    return store


@pytest.fixture(scope="module")
def tables(seeds_trig, tmp_path_factory):
    """Every table written by the command, as CSV and as Parquet, and read back by pandas."""
    folder = tmp_path_factory.mktemp("tables")
    read = {}
    for kind in KINDS:
        for suffix in (".csv", ".parquet"):
            out = folder / f"{kind}{suffix}"
            assert main(["table", str(seeds_trig), kind, "--out", str(out)]) == 0
            read[kind, suffix] = pandas.read_csv(out) if suffix == ".csv" else pandas.read_parquet(out)
    return read


@pytest.mark.parametrize("kind", KINDS)
def test_columns_and_types_are_the_documented_ones(tables, kind):
    parquet = tables[kind, ".parquet"]
    assert list(parquet.columns) == list(COLUMNS[kind])
    assert list(tables[kind, ".csv"].columns) == list(COLUMNS[kind])
    for column, dtype in COLUMNS[kind].items():
        assert parquet[column].dtype == PANDAS_DTYPES[dtype], column


def test_the_seeds_statements(tables):
    st = tables["statements", ".parquet"]
    # the 41 of tests/data/seed_statements.jsonl and two of learned cues ("Video showed …", "Video footage showed …";
    # "declare … on grounds …", no speaker, is no longer read since attribution26)
    assert len(st) == 43
    marlaska = st[st.quote.fillna("").str.contains("coordinating to respond")]
    assert list(marlaska.speaker) == ["Spain's interior ministry"]
    zarroqui = st[st.quote == "The situation remains out of control as we speak"]
    row = zarroqui.iloc[0]
    assert (row.speaker, row.speaker_type, row.cue, bool(row.direct)) == ("Zakaria Zarroqui", "Person", "say", True)
    assert row.sentence.startswith("\"The situation remains out of control as we speak,\" Zarroqui said")
    assert row.end - row.start == len(row.sentence)  # offsets into the article's text


def test_the_seeds_statements_say_what_kind_of_source_speaks(tables):
    st = tables["statements", ".parquet"]
    relayed = st[st.via == "Reuters"].iloc[0]
    assert (relayed.speaker, relayed.speaker_description, relayed.source_type, relayed.cue) == (
        "Civil Guard", "the Guardia Civil spokesperson", "Spokesperson", "tell")
    officials = st[st.speaker_description == "Officials in the tiny Spanish coastal territory of Ceuta"].iloc[0]
    assert (officials.speaker, officials.source_type, officials.kind) == ("Ceuta", "PeopleGroup", "speech")
    assert st.source_type.value_counts().to_dict() == {
        "PeopleGroup": 6, "Spokesperson": 2, "UnnamedPerson": 1, "Document": 2}
    # "some shouted" is a group, "Video showed" (capitalised, opening its sentence) a document
    assert set(st[st.speaker == "some"].source_type) == {"PeopleGroup"}
    assert list(st[st.speaker == "Video"].source_type) == ["Document"]
    assert sorted(st[st.kind == "thought"].speaker) == ["Video", "Video footage"]
    assert set(st.kind) == {"speech", "thought"}
    named = st[st.speaker == "Zakaria Zarroqui"]
    assert named.speaker_description.isna().all() and named.source_type.isna().all() and named.via.isna().all()


def test_the_seeds_numbers(tables):
    nb = tables["numbers", ".parquet"]
    assert len(nb) == 15
    tve = nb[(nb.min_value == 2000) & (nb.max_value == 3000)].iloc[0]
    assert (tve.source, tve.counts, tve.action, tve.when) == ("RTVE", "youth", "cross", "on Thursday")
    ministry = nb[nb.value == 50000].iloc[0]
    assert (ministry.source, ministry.source_type, bool(ministry.approximate), ministry.about) == (
        "Spain's interior ministry", "Organization", True, "Ceuta")


def test_a_number_inside_an_unnamed_sources_statement_has_that_source(tables):
    nb = tables["numbers", ".parquet"]
    entered = nb[nb.sentence.str.startswith("Authorities in a tiny Spanish territory")].iloc[0]
    assert (entered.source, entered.source_kind, entered.min_value) == ("Authorities in a tiny Spanish territory", "PeopleGroup", 2000)
    assert pandas.isna(entered.source_iri) and pandas.isna(entered.source_type)  # words, no entity
    ministry = nb[nb.value == 50000].iloc[0]
    assert pandas.isna(ministry.source_kind)  # a named source only


UNNAMED = ("More than 4,000 residents were evacuated on Tuesday, officials said.\n\n"
           "A spokeswoman for the Easton fire service said crews had rescued 62 people.\n\n"
           "The surge reached 3.2 metres.\n")


def test_a_number_takes_the_source_node_of_the_statement_holding_it(tmp_path):
    from rdflib import RDF, RDFS

    import kg
    from kg.vocab import NKG

    (tmp_path / "a.txt").write_text(UNNAMED, encoding="utf-8")
    result = kg.build([str(tmp_path)])
    quads = result.quads
    sources = {s: o for s, p, o, _ in quads if p == NKG.source}
    statements = {s for s, p, o, _ in quads if p == RDF.type and o == NKG.Statement}
    numbers = {s for s, p, o, _ in quads if p == RDF.type and o == NKG.QuantityClaim}
    labels = {s: str(o) for s, p, o, _ in quads if p == RDFS.label}
    kinds = {s: o for s, p, o, _ in quads if p == RDF.type}
    by_number = sorted((labels[sources[n]], kinds[sources[n]]) for n in numbers if n in sources)
    assert by_number == [("A spokeswoman for the Easton fire service", NKG.Spokesperson), ("officials", NKG.PeopleGroup)]
    # one node each, shared with the statement's
    assert {sources[n] for n in numbers if n in sources} == {sources[s] for s in statements if s in sources}
    nb = result.table("numbers")
    assert list(zip(nb.source.fillna(""), nb.source_kind.fillna(""), nb.value.fillna(nb.min_value))) == [
        ("officials", "PeopleGroup", 4000), ("A spokeswoman for the Easton fire service", "Spokesperson", 62), ("", "", 3.2)]


def test_min_confidence_drops_a_numbers_unnamed_source_with_its_attribution(tmp_path):
    from kg.pipeline import BuildConfig, build
    from kg.vocab import NKG

    (tmp_path / "a.txt").write_text(UNNAMED, encoding="utf-8")
    # 0.94: above the sources' attribution confidence (0.90 and 0.93), below the numbers' own (0.956)
    strict = build([str(tmp_path)], BuildConfig(min_confidence=0.94))
    numbers = {s for s, p, o, _ in strict.quads if p in (NKG.value, NKG.minValue)}
    assert len(numbers) == 3
    assert not [s for s, p, o, _ in strict.quads if p == NKG.source and s in numbers]


def test_the_seeds_entities_roles_and_conflicts(tables):
    en = tables["entities", ".parquet"]
    vivas = en[en.label == "Juan Jesús Vivas"].iloc[0]
    assert vivas.type == "Person" and vivas.articles == 2
    assert set(vivas.alt_labels.split("|")) >= {"Juan Jesus Vivas"}
    ro = tables["roles", ".parquet"]
    head = ro[ro.holder == "Juan Jesús Vivas"].iloc[0]
    assert (head.role, head.role_of) == ("head of Ceuta's regional government", "Ceuta's regional government")
    co = tables["conflicts", ".parquet"]
    pairs = {tuple(sorted([(r.source_a, r.value_a if r.value_a == r.value_a else r.min_value_a),
                           (r.source_b, r.value_b if r.value_b == r.value_b else r.min_value_b)])) for r in co.itertuples()}
    assert pairs == {(("RTVE", 2000.0), ("Spain", 60000.0)), (("RTVE", 2000.0), ("Spain's interior ministry", 50000.0))}


@pytest.mark.parametrize("kind", KINDS)
def test_a_store_gives_the_same_table_as_the_file(seeds_trig, seeds_store, kind):
    pandas.testing.assert_frame_equal(table(seeds_trig, kind), table(seeds_store, kind))


def test_an_unknown_suffix_is_an_error(seeds_trig, tmp_path, capsys):
    assert main(["table", str(seeds_trig), "numbers", "--out", str(tmp_path / "n.xlsx")]) == 2
    assert "unknown table format '.xlsx'; use .csv or .parquet" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())


def documented_columns() -> dict[str, dict[str, str]]:
    """The columns and types docs/tables.md gives for each table."""
    import re

    from conftest import ROOT

    text = (ROOT / "docs" / "tables.md").read_text(encoding="utf-8")
    sections = re.split(r"^## ", text, flags=re.M)
    shared = {}
    for section in sections:
        if section.startswith("Columns every claim table"):
            shared = dict(re.findall(r"^\| `(\w+)` \| (\w+) \|", section, re.M))
    found = {}
    for section in sections:
        kind = section.split("\n", 1)[0].strip()
        if kind in KINDS:
            columns: dict[str, str] = {}
            for name, dtype in re.findall(r"^\| `([\w …`]+?)` \| ?(\w*) ?\|", section, re.M):
                if "…" in name:  # "claim … date": the shared columns from first to last
                    first, last = name.split("` … `") if "` … `" in name else name.split(" … ")
                    names = list(shared)
                    columns.update({n: shared[n] for n in names[names.index(first): names.index(last) + 1]})
                else:
                    columns[name] = dtype
            found[kind] = columns
    return found


def test_the_documented_columns_are_the_tables_columns():
    assert documented_columns() == COLUMNS


def test_a_negated_cue_is_a_column(tables, tmp_path):
    assert not tables["statements", ".parquet"].negated.any()  # the seeds say nothing they did not say
    article = tmp_path / "pier.txt"
    article.write_text("Pier\n\nMayor Ann Ortiz did not say whether the pier would close in May. "
                       "She said the council would vote on Friday.\n", encoding="utf-8")
    graph = tmp_path / "pier.trig"
    assert main(["build", str(article), "--out", str(graph), "-q"]) == 0
    st = table(graph, "statements")
    assert [(r.speaker, bool(r.negated), r.content) for r in st.itertuples()] == [
        ("Ann Ortiz", True, "whether the pier would close in May"),
        ("Ann Ortiz", False, "the council would vote on Friday")]
