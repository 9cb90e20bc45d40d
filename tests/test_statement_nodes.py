"""Every statement keeps its own node, and the build summary counts what the graph holds (issue 13, item 4)."""

from __future__ import annotations

from collections import Counter

import pytest
from rdflib import RDF

from kg.pipeline import build
from kg.vocab import NKG

# Written for this test: joint speakers of one clause, and a second clause with the same words
# said by someone else.
JOINT = (
    "Norway and Denmark have alleged that the tanker dumped oil near the coast.\n\n"
    "Officials from the port authority said on Monday that the cleanup would take weeks. "
    "Greta Lindqvist, the harbour master, said the spill was the worst in a decade."
)


@pytest.fixture(scope="module")
def joint_build(tmp_path_factory):
    folder = tmp_path_factory.mktemp("joint")
    (folder / "joint.txt").write_text(JOINT, encoding="utf-8")
    return build([str(folder)])


def statement_nodes(result) -> dict:
    speakers: dict = {}
    for s, p, o, _ in result.quads:
        if p == RDF.type and o == NKG.Statement:
            speakers.setdefault(s, [])
    for s, p, o, _ in result.quads:
        if s in speakers and p in (NKG.speaker, NKG.speakerText):
            speakers[s].append(o)
    return speakers


def test_joint_speakers_get_one_node_each(joint_build):
    nodes = statement_nodes(joint_build)
    alleged = [s for s, p, o, _ in joint_build.quads if s in nodes and p == NKG.cue and str(o) == "allege"]
    assert len(alleged) == 2
    assert all(len(nodes[s]) == 1 for s in alleged)
    assert len({nodes[s][0] for s in alleged}) == 2


def test_every_statement_node_has_exactly_one_speaker(joint_build):
    nodes = statement_nodes(joint_build)
    assert nodes and all(len(v) == 1 for v in nodes.values())


def test_summary_counts_the_claims_the_graph_holds(joint_build, seeds_build):
    for result in (joint_build, seeds_build):
        typed = Counter(str(o).rsplit("#", 1)[-1] for s, p, o, _ in set(result.quads)
                        if p == RDF.type and o in (NKG.Statement, NKG.QuantityClaim, NKG.RoleClaim))
        for kind in ("Statement", "QuantityClaim", "RoleClaim"):
            assert result.claims[kind] == typed[kind], kind


def test_they_taking_up_a_group_labels_the_source_node_with_the_groups_words(tmp_path):
    # written for this test: "They" takes up the teachers and nurses, whose words label the node
    (tmp_path / "they.txt").write_text(
        "Teachers and nurses gathered outside the hall while Governor Paul Renner spoke. "
        "They said the budget ignored schools.\n", encoding="utf-8")
    result = build([str(tmp_path)])
    from rdflib import RDFS

    groups = {s for s, p, o, _ in result.quads if p == RDF.type and o == NKG.PeopleGroup}
    assert [str(o) for s, p, o, _ in result.quads if s in groups and p == RDFS.label] == ["Teachers and nurses"]
