"""One way to name a graph: every command that reads one takes a file or a store folder,
positionally, and --store keeps working."""

from __future__ import annotations

import json

import pytest

from kg.cli import main


@pytest.fixture(scope="module")
def graphs(seeds_files, tmp_path_factory):
    store = tmp_path_factory.mktemp("sources") / "seeds.kgstore"
    assert main(["load", str(seeds_files["trig"]), "--store", str(store)]) == 0
    return {"file": seeds_files["trig"], "jsonld": seeds_files["jsonld"], "store": store}


COUNT = "SELECT (COUNT(*) AS ?n) WHERE { ?c a <https://w3id.org/newskg/ns#Statement> }"


@pytest.mark.parametrize("form", [
    ["query", "{file}", COUNT], ["query", "{store}", COUNT], ["query", COUNT, "{file}"],
    ["query", COUNT, "--store", "{store}"], ["query", "{jsonld}", COUNT],
])
def test_query_takes_a_file_or_a_store(graphs, form, capsys):
    args = [str(graphs[a[1:-1]]) if a.startswith("{") and a[1:-1] in graphs else a for a in form]
    assert main([*args, "--format", "csv", "--timeout", "0"]) == 0
    from kg.graphs import open_graph

    statements = int(next(iter(open_graph(graphs["file"]).query(COUNT, use_default_graph_as_union=True)))["n"].value)
    assert statements >= 41  # the 41 utterances of tests/data/seed_statements.jsonl, a node per speaker
    assert capsys.readouterr().out.splitlines() == ["n", str(statements)]


@pytest.mark.parametrize("kind", ["file", "store", "jsonld", "--store"])
def test_conflicts_validate_report_table_export_take_a_file_or_a_store(graphs, kind, tmp_path, capsys):
    graph = ["--store", str(graphs["store"])] if kind == "--store" else [str(graphs[kind])]
    assert main(["conflicts", *graph]) == 0
    assert "2,000–3,000" in capsys.readouterr().out
    assert main(["validate", *graph]) == 0
    assert "conforms" in capsys.readouterr().err
    assert main(["report", *graph, "--out", str(tmp_path / "r.html"), "-q", "--no-validate"]) == 0
    assert main(["table", *graph, "numbers", "--out", str(tmp_path / "n.csv")]) == 0
    assert len((tmp_path / "n.csv").read_text().splitlines()) == 16
    assert main(["export", *graph, "--out", str(tmp_path / "e.nq")]) == 0
    from pyoxigraph import RdfFormat, Store

    original = Store()
    original.bulk_load(path=str(graphs["file"]), format=RdfFormat.TRIG)
    assert len((tmp_path / "e.nq").read_text().splitlines()) == len(original)


def test_the_errors_of_the_issue_are_gone(graphs, capsys):
    # "kg query --store seeds.trig" said "is a file, not a store folder"
    assert main(["query", COUNT, "--store", str(graphs["file"]), "--format", "csv", "--timeout", "0"]) == 0
    # "kg conflicts seeds.kgstore" said "Is a directory"
    assert main(["conflicts", str(graphs["store"])]) == 0
    capsys.readouterr()


def test_no_graph_and_two_graphs_are_clear_errors(graphs, capsys):
    assert main(["conflicts"]) == 2
    assert "name a graph" in capsys.readouterr().err
    assert main(["validate", str(graphs["file"]), "--store", str(graphs["store"])]) == 2
    assert "two graphs named" in capsys.readouterr().err
    assert main(["conflicts", str(graphs["file"]) + ".missing"]) == 2
    assert "no such file or store folder" in capsys.readouterr().err


def test_push_takes_a_store_positionally(graphs, capsys):
    """Pushed to an address where nothing listens: what is pushed is named, and it fails."""
    assert main(["push", str(graphs["store"]), "--endpoint", "http://127.0.0.1:9/store", "--retries", "0"]) == 2
    err = capsys.readouterr().err
    assert "graphs NOT pushed" in err and "/graph/entities" in err
    assert main(["push", str(graphs["store"]), str(graphs["file"]), "--endpoint", "http://127.0.0.1:9/store"]) == 2
    assert "one store, or files, at a time" in capsys.readouterr().err


def test_a_jsonld_graph_is_compact_with_kg_context(graphs):
    from importlib import resources

    document = json.loads(graphs["jsonld"].read_text(encoding="utf-8"))
    shipped = json.loads(resources.files("kg").joinpath("data/context.jsonld").read_text(encoding="utf-8"))
    assert document["@context"] == shipped["@context"]
    assert {"nkg", "prov", "dcterms", "schema", "owl", "geo", "article"} <= set(document["@context"])
    article = document["@graph"][0]["@graph"][0]
    assert article["@id"].startswith("article:") and article["@type"] == "nkg:Article"
