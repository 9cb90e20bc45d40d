"""The data graph pySHACL checks kg's graphs on: its Oxigraph data graph, made cheaper.

pySHACL asks the data graph for the values of each focus node one node at a time
(``objects``, ``subjects``), and converts every term between rdflib and Oxigraph on each
call: a new ``URIRef`` checks its IRI and a new ``Literal`` parses its value. On 295 Wikinews
articles that was 4 % of kg's own time. Here the conversions are remembered per term; the
answers are the same terms, so the reports are the same.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from itertools import chain
from operator import attrgetter

import pyoxigraph as ox
from pyshacl.graph_abstraction import OxigraphDataGraph
from pyshacl.graph_abstraction import to_ox as shacl_to_ox
from pyshacl.graph_abstraction import to_rdf as shacl_to_rdf
from rdflib import URIRef
from rdflib.namespace import SH

# Bounded like kg.write's node table: a long build sees millions of terms once.
_LIMIT = 1 << 16


class _Remembered(dict):
    """Conversions remembered by key, made on a miss (``convert(key)``) and emptied when full.

    A hit is one dict look-up in C, and ``map(table.__getitem__, terms)`` converts a whole
    answer without a Python call per term: pySHACL asks about 350 k questions on 295 Wikinews
    articles, and a call per term was a third of its own time.
    """

    def __init__(self, convert, keep=lambda key: True) -> None:  # noqa: ANN001
        super().__init__()
        self.convert = convert
        self.keep = keep

    def __missing__(self, key):  # noqa: ANN001, ANN204
        made = self.convert(key)
        if self.keep(key):
            if len(self) >= _LIMIT:
                self.clear()
            self[key] = made
        return made


# rdflib terms of Oxigraph IRIs and literals: rdflib terms are immutable, so one made once
# serves every later answer (a blank node is made anew, as pySHACL makes it).
_RDF_TERMS = _Remembered(shacl_to_rdf, keep=lambda term: not isinstance(term, ox.BlankNode))
# Oxigraph nodes of IRIs, by their text: rdflib compares its terms in Python.
_OX_NODES = _Remembered(lambda iri: shacl_to_ox(URIRef(iri)))
_OBJECT = attrgetter("object")
_SUBJECT = attrgetter("subject")


def _to_ox(term):  # noqa: ANN001, ANN202
    """pySHACL's ``to_ox``, remembered per IRI."""
    if type(term) is URIRef:
        return _OX_NODES[str(term)]
    return shacl_to_ox(term)


def _to_rdf(term):  # noqa: ANN001, ANN202
    """pySHACL's ``to_rdf``, remembered per IRI and literal."""
    return _RDF_TERMS[term]


class StoreDataGraph(OxigraphDataGraph):
    """pySHACL's Oxigraph data graph over a store made for one check."""

    def __bool__(self) -> bool:
        """True without counting the triples.

        pySHACL (0.40) writes the text of each result it makes with ``data_graph or
        shapes_graph``, and the truth of its Oxigraph data graph is a SPARQL COUNT over the
        whole store. A qualified shape makes a result for every value that is not of its kind
        (a place owl:sameAs Wikidata beside GeoNames), so each such value cost three counts of
        the whole batch: 0.3 s of 2.5 s of SHACL on 295 Wikinews articles for two such places,
        and more the larger the batch. The store here is never empty when a shape has
        something to check.
        """
        return True

    def _graph_name(self):  # noqa: ANN202
        if self.locked_context is not None:
            return self.locked_context
        return None if self._default_union else ox.DefaultGraph()

    def objects(self, subject, predicate, unique: bool = False) -> Iterator:  # noqa: ANN001
        if isinstance(subject, (list, tuple)):
            return chain.from_iterable(self.objects(s, predicate, unique=unique) for s in subject)
        quads = self.impl.quads_for_pattern(_to_ox(subject), _to_ox(predicate), None, self._graph_name())
        return map(_RDF_TERMS.__getitem__, map(_OBJECT, quads))

    def subjects(self, predicate, object_, unique: bool = False) -> Iterator:  # noqa: ANN001
        if isinstance(object_, (list, tuple)):
            return chain.from_iterable(self.subjects(predicate, o, unique=unique) for o in object_)
        quads = self.impl.quads_for_pattern(None, _to_ox(predicate), _to_ox(object_), self._graph_name())
        return map(_RDF_TERMS.__getitem__, map(_SUBJECT, quads))

    def objects_of_many(self, subjects: set, predicate: URIRef) -> dict | None:
        """The ``predicate`` values of each of ``subjects`` (those with none left out), from one
        walk over the predicate's triples; None when the predicate has more than four triples
        per subject asked about, where asking subject by subject is cheaper."""
        limit = 4 * len(subjects)
        values: dict = {}
        for count, quad in enumerate(self.impl.quads_for_pattern(None, _to_ox(predicate), None, self._graph_name())):
            if count >= limit:
                return None
            subject = _RDF_TERMS[quad.subject]
            if subject in subjects:
                values.setdefault(subject, set()).add(_RDF_TERMS[quad.object])
        return values


class _Focus:
    """Stands for the focus node while a query's bindings are worked out once."""


def _pre_bound_once(pre_bind_variables):  # noqa: ANN001, ANN202
    """pySHACL's ``SPARQLQueryHelper.pre_bind_variables``, worked out once per constraint.

    pySHACL prepares a SPARQL constraint's query afresh for every focus node: six regular
    expressions over the same text (2 % of kg's own time on 295 Wikinews articles, for the
    span checks of every mention and claim). The text and its checks depend on the
    constraint alone, and the focus node only goes into the bindings as ``this``; so they
    are kept on the constraint (while its text and shape stay the same) and the focus node
    put in where the first answer had the stand-in.
    """

    def remembered(self, thisnode, valuenode=None, extravars=None):  # noqa: ANN001, ANN202
        if valuenode is not None or extravars:
            return pre_bind_variables(self, thisnode, valuenode, extravars)
        held = self.__dict__.get("_kg_pre_bound")
        if held is None or held[0] is not self.select_text or held[1] is not self.shape:
            focus = _Focus()
            bindings, text = pre_bind_variables(self, focus)
            held = (self.select_text, self.shape, bindings, text, focus)
            self._kg_pre_bound = held
        _, _, bindings, text, focus = held
        return {name: thisnode if value is focus else value for name, value in bindings.items()}, text

    remembered.kg_pre_bound = True
    return remembered


def _class_once_per_value(evaluate_class_rule):  # noqa: ANN001, ANN202
    """pySHACL's ``ClassConstraintComponent._evaluate_class_rules_rdflib``, asked once per
    distinct value node.

    pySHACL checks a ``sh:class`` value for every focus node: each of an article's hundreds
    of mentions has the same article as its ``nkg:article``, and each claim the same run, so
    the same node's types were read and compared tens of thousands of times per batch. The
    data graph does not change while one constraint is checked, so the distinct values are
    checked once (each standing as its own focus node); only when one of them is not of its
    class is the check made again as pySHACL makes it, for its report, result for result.
    """

    def remembered(self, target_graph, f_v_dict, class_rule):  # noqa: ANN001, ANN202
        distinct = dict.fromkeys(value for value_nodes in f_v_dict.values() for value in value_nodes)
        failed, _ = evaluate_class_rule(self, target_graph, {value: (value,) for value in distinct}, class_rule)
        if not failed:
            return False, []
        return evaluate_class_rule(self, target_graph, f_v_dict, class_rule)

    remembered.kg_once_per_value = True
    return remembered


def _holds_rules(shapes_graph) -> bool:  # noqa: ANN001
    """Whether a pySHACL shapes graph holds SHACL rules (``sh:rule``), which add to the data graph."""
    held = shapes_graph.__dict__.get("_kg_holds_rules")
    if held is None:
        held = shapes_graph._kg_holds_rules = (None, SH.rule, None) in shapes_graph.graph
    return held


def _focus_nodes_once_per_target(focus_nodes):  # noqa: ANN001, ANN202
    """pySHACL's ``Shape.focus_nodes``, worked out once per target declaration and data graph.

    Several of kg's shapes share their targets (four claim shapes the same four classes, four
    statement shapes nkg:Statement, three source shapes the objects of nkg:source), and pySHACL
    works each shape's focus nodes out again from the data graph: 0.07 s of the 0.17 s it spends
    on them a build of 295 Wikinews articles. The data graph does not change while the shapes
    are checked, unless the shapes hold rules, which add to it: then, and for a shape with
    SPARQL or JavaScript targets, pySHACL's way is kept. The same set is given again, so a
    later shape meets its focus nodes in the order the first one did, as it did before.
    """

    def remembered(self, data_graph, debug=False):  # noqa: ANN001, ANN202
        if not isinstance(data_graph, StoreDataGraph) or _holds_rules(self.sg) \
                or (self._advanced and self.advanced_target()):
            return focus_nodes(self, data_graph, debug)
        key = tuple(map(tuple, self.target()))  # the target nodes, classes, implicit classes, objects of, subjects of
        held = data_graph.__dict__.setdefault("_kg_focus_nodes", {})
        found = held.get(key)
        if found is None:
            found = held[key] = focus_nodes(self, data_graph, debug)
        return found

    remembered.kg_once_per_target = True
    return remembered


# fewer focus nodes than this: asked one by one, as pySHACL asks
_MANY_FOCUS_NODES = 256


def _values_in_one_walk(value_nodes):  # noqa: ANN001, ANN202
    """pySHACL's ``Shape.value_nodes``, a simple path's values of many focus nodes read in one
    walk over the path's triples.

    pySHACL asks the data graph for each focus node's values one node at a time: for a batch
    of articles, 25 k mentions' nkg:article one by one, and so for every property shape
    (about 100 k questions a build of 295 Wikinews articles). One walk over the predicate's
    triples answers them all with the same values, as long as the predicate has not many more
    triples than there are focus nodes (otherwise pySHACL's way is kept).
    """

    def remembered(self, target_graph, focus, sparql_mode: bool = False, debug: bool = False):  # noqa: ANN001, ANN202
        if self.is_property_shape and not sparql_mode and type(self.path()) is URIRef \
                and isinstance(target_graph, StoreDataGraph) and isinstance(focus, (tuple, list, set)) \
                and len(focus) >= _MANY_FOCUS_NODES:
            asked = set(focus)
            values = target_graph.objects_of_many(asked, self.path())
            if values is not None:
                return {f: set(values.get(f, ())) for f in focus}
        return value_nodes(self, target_graph, focus, sparql_mode, debug)

    remembered.kg_one_walk = True
    return remembered


# What the scan of a query skips: strings (long and short, with escapes), IRIs and comments;
# and what it looks at: braces, the variable this, and keywords that bind or join apart.
_QUERY_TOKENS = re.compile(
    "|".join([
        r"(?P<skip>'{3}(?:[^'\\]|\\.|'(?!''))*'{3}",  # a long string
        r'"{3}(?:[^"\\]|\\.|"(?!""))*"{3}',
        r"'(?:[^'\\\n]|\\.)*'",  # a short string
        r'"(?:[^"\\\n]|\\.)*"',
        r'<[^<>"{}|^`\\\x00-\x20]*>',  # an IRI (not "<" comparing: no space allowed)
        r"\#[^\n]*)",  # a comment
        r"(?P<open>\{)", r"(?P<close>\})",
        r"(?P<this>[$?]this(?![\w\u00b7]))",
        r"(?P<word>\b(?:SELECT|VALUES|MINUS|SERVICE)\b)",
    ]),
    re.IGNORECASE,
)


@lru_cache(maxsize=256)
def _top_level_opening(query: str) -> int | None:
    """Where the WHERE group of ``query`` opens (just past its brace), when the focus node
    ``$this`` appears only at that group's top level (or in the SELECT clause) and the query has
    no subquery, VALUES, MINUS or SERVICE; else None.

    Then the query with ``$this`` pre-bound to a node finds the rows the query finds with
    ``VALUES $this { ... }`` first in its WHERE group whose ``$this`` is that node: what is
    bound at the group's top level joins as the pre-bound value does, and only a nested
    group (evaluated before the join) would see ``$this`` unbound.
    """
    depth, opening, selects = 0, None, 0
    for match in _QUERY_TOKENS.finditer(query):
        kind = match.lastgroup
        if kind == "open":
            depth += 1
            if opening is None:
                opening = match.end()
        elif kind == "close":
            depth -= 1
        elif kind == "this":
            if opening is not None and depth != 1:
                return None
        elif kind == "word":
            selects += match.group().upper() == "SELECT"
            if match.group().upper() != "SELECT" or selects > 1:
                return None
    return opening


# a SPARQL constraint with fewer focus nodes than this: asked one by one, as pySHACL asks
_MANY_SPARQL_FOCUS_NODES = 2
_IRI_TEXT = re.compile(r'[^<>"{}|^`\\\x00-\x20]*')  # what an IRI may hold between < and >


def _sparql_once_per_constraint(evaluate_sparql_constraint):  # noqa: ANN001, ANN202
    """pySHACL's ``SPARQLBasedConstraint._evaluate_sparql_constraint``, asked once for all the
    focus nodes, where the query allows it.

    pySHACL runs a SPARQL constraint's query once per focus node: for the span checks, five
    queries per article of a batch, each parsed and planned by Oxigraph again (a seventh of
    the batch's SHACL time on 295 Wikinews articles). Where ``$this`` appears only at the top
    level of the query's WHERE group (``_top_level_opening``), the focus nodes are given to one
    query as ``VALUES $this { ... }``: it finds a row for some node if and only if pySHACL's
    queries would. When it finds none, no focus node has a result; when it finds any, the
    check is made again as pySHACL makes it, for its report, result for result.
    """

    def remembered(self, sparql_constraint, target_graph, f_v_dict):  # noqa: ANN001, ANN202
        focus = list(f_v_dict)
        if len(focus) >= _MANY_SPARQL_FOCUS_NODES and isinstance(target_graph, StoreDataGraph) \
                and all(type(f) is URIRef and _IRI_TEXT.fullmatch(f) for f in focus):
            bindings, text = sparql_constraint.pre_bind_variables(focus[0])
            text = sparql_constraint.apply_prefixes(text)
            opening = _top_level_opening(text) if "this" in bindings else None
            if opening is not None:
                values = " ".join(f"<{f}>" for f in focus)
                others = {name: value for name, value in bindings.items() if name != "this"}
                results = target_graph.query(f"{text[:opening]} VALUES $this {{ {values} }} {text[opening:]}",
                                             initBindings=others or None)
                if not results or len(results.bindings) < 1:
                    return False, []
        return evaluate_sparql_constraint(self, sparql_constraint, target_graph, f_v_dict)

    remembered.kg_once_per_constraint = True
    return remembered


def prepare_pyshacl() -> None:
    """Put ``_pre_bound_once``, ``_values_in_one_walk``, ``_class_once_per_value``,
    ``_focus_nodes_once_per_target`` and ``_sparql_once_per_constraint`` in place (once per process)."""
    from pyshacl.constraints.core.value_constraints import ClassConstraintComponent
    from pyshacl.constraints.sparql.sparql_based_constraints import SPARQLBasedConstraint
    from pyshacl.helper.sparql_query_helper import SPARQLQueryHelper
    from pyshacl.shape import Shape

    if not getattr(SPARQLQueryHelper.pre_bind_variables, "kg_pre_bound", False):
        SPARQLQueryHelper.pre_bind_variables = _pre_bound_once(SPARQLQueryHelper.pre_bind_variables)
    if not getattr(Shape.value_nodes, "kg_one_walk", False):
        Shape.value_nodes = _values_in_one_walk(Shape.value_nodes)
    if not getattr(ClassConstraintComponent._evaluate_class_rules_rdflib, "kg_once_per_value", False):
        ClassConstraintComponent._evaluate_class_rules_rdflib = _class_once_per_value(
            ClassConstraintComponent._evaluate_class_rules_rdflib)
    if not getattr(Shape.focus_nodes, "kg_once_per_target", False):
        Shape.focus_nodes = _focus_nodes_once_per_target(Shape.focus_nodes)
    if not getattr(SPARQLBasedConstraint._evaluate_sparql_constraint, "kg_once_per_constraint", False):
        SPARQLBasedConstraint._evaluate_sparql_constraint = _sparql_once_per_constraint(
            SPARQLBasedConstraint._evaluate_sparql_constraint)
