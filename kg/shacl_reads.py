"""The predicates a set of SHACL shapes can read, so a check is given only those triples.

A triple whose predicate no shape's path, target or SPARQL query names cannot make or
change a result: SHACL Core reads a node's values along a shape's paths, the types (and the
data's subclass links) of targets and ``sh:class`` values, and SPARQL constraints read what
their queries name. Leaving the others out (an article's claim text, cue, rule, anchors:
about a fifth of a build's triples) makes pySHACL's store smaller, not its answers.
Whenever the shapes use a term whose reading is not known here (``sh:closed``, SHACL-AF
rules and expressions, a SPARQL pattern with a variable predicate or a property path),
every predicate counts as read and nothing is left out.
"""

from __future__ import annotations

from collections.abc import Iterator

from rdflib import RDF, RDFS, BNode, Graph, Literal, URIRef
from rdflib.namespace import SH

# Core terms that read nothing beyond a shape's path, its values and their types.
_READ_ALONG_PATHS = {
    SH[name] for name in (
        "class", "datatype", "nodeKind", "minCount", "maxCount", "minExclusive", "minInclusive", "maxExclusive",
        "maxInclusive", "minLength", "maxLength", "pattern", "flags", "languageIn", "uniqueLang", "in", "hasValue",
        "node", "property", "not", "and", "or", "xone", "qualifiedValueShape", "qualifiedMinCount",
        "qualifiedMaxCount", "qualifiedValueShapesDisjoint", "targetClass", "targetNode", "message", "severity",
        "name", "description", "order", "group", "defaultValue", "deactivated", "sparql", "prefixes", "declare",
        "prefix", "namespace", "ignoredProperties",
    )
}
# Terms whose object is a predicate the check reads.
_NAMING_A_PREDICATE = {
    SH[name] for name in ("targetSubjectsOf", "targetObjectsOf", "equals", "disjoint", "lessThan", "lessThanOrEquals")
}
_PATH_TERMS = {SH[name] for name in ("path", "inversePath", "alternativePath", "zeroOrMorePath", "oneOrMorePath",
                                     "zeroOrOnePath")}
_QUERY_TERMS = {SH.select, SH.ask}


def predicates_read(shapes: Graph) -> frozenset[URIRef] | None:
    """The predicates ``shapes`` can read in a data graph; None when that is not known."""
    read: set[URIRef] = {RDF.type, RDFS.subClassOf}
    known = _READ_ALONG_PATHS | _NAMING_A_PREDICATE | _PATH_TERMS | _QUERY_TERMS
    for _, term, value in shapes:
        if not str(term).startswith(str(SH)):
            continue
        if term not in known or (term == SH.closed and value != Literal(False)):
            return None
        if term in _NAMING_A_PREDICATE and isinstance(value, URIRef):
            read.add(value)
        elif term in _PATH_TERMS:
            read.update(_path_predicates(shapes, value))
        elif term in _QUERY_TERMS:
            named = _query_predicates(shapes, str(value))
            if named is None:
                return None
            read.update(named)
    return frozenset(read)


def _path_predicates(shapes: Graph, path) -> Iterator[URIRef]:  # noqa: ANN001
    """Every IRI in a path expression (a superset of the predicates it follows)."""
    if isinstance(path, URIRef):
        yield path
        return
    seen, todo = set(), [path]
    while todo:
        node = todo.pop()
        if node in seen:
            continue
        seen.add(node)
        for _, value in shapes.predicate_objects(node):
            if isinstance(value, BNode):
                todo.append(value)
            elif isinstance(value, URIRef) and value != RDF.nil:
                yield value


def _query_predicates(shapes: Graph, text: str) -> set[URIRef] | None:
    """The predicates a SPARQL query's patterns name; None when one is a variable or a path."""
    from rdflib.plugins.sparql import prepareQuery

    namespaces = {str(prefix): URIRef(str(namespace)) for prefix, namespace in shapes.namespaces()}
    for declaration in shapes.objects(None, SH.declare):
        prefix, namespace = shapes.value(declaration, SH.prefix), shapes.value(declaration, SH.namespace)
        if prefix is not None and namespace is not None:
            namespaces[str(prefix)] = URIRef(str(namespace))
    try:
        query = prepareQuery(text, initNs=namespaces)
    except Exception:  # a query rdflib cannot read: every predicate counts
        return None
    named: set[URIRef] = set()
    todo = [query.algebra]
    while todo:
        node = todo.pop()
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "triples":
                    for triple in value:
                        if not isinstance(triple[1], URIRef):
                            return None
                        named.add(triple[1])
                else:
                    todo.append(value)
        elif isinstance(node, (list, tuple)):
            todo.extend(node)
    return named
