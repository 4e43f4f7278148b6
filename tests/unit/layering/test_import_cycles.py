"""No module of the package imports itself back through others.

The ``acyclic_siblings`` contract in ``pyproject.toml`` checks siblings at every depth; this
test also catches a package and one of its own modules importing each other (a registry in an
``__init__`` and the modules it lists), which that contract does not look at. Lazy imports
inside functions count: hiding an import in a function does not break a cycle. Imports
under ``if TYPE_CHECKING:`` do not: they exist for the type checker only, never run, and
annotating with a type must not force moving it (the contract excludes them too).
"""

import grimp
import networkx as nx


def cycles(graph) -> list[list[str]]:
    """The import graph's strongly connected components of more than one module."""
    edges = nx.DiGraph()
    edges.add_nodes_from(graph.modules)
    edges.add_edges_from((module, imported) for module in graph.modules
                         for imported in graph.find_modules_directly_imported_by(module)
                         if imported in graph.modules)
    return sorted(sorted(component) for component in nx.strongly_connected_components(edges)
                  if len(component) > 1)


def chain_through(graph, component: list[str]) -> list[str]:
    first, second = component[0], component[1]
    there = graph.find_shortest_chain(importer=first, imported=second) or []
    back = graph.find_shortest_chain(importer=second, imported=first) or []
    return [*there, *back[1:]]


def test_the_package_has_no_import_cycle():
    graph = grimp.build_graph("warbands_manager", cache_dir=None,
                              exclude_type_checking_imports=True)
    found = cycles(graph)
    assert not found, "import cycles (move the shared piece into a module both import): " + \
        "; ".join(" -> ".join(chain_through(graph, component)) for component in found)


def test_the_check_finds_a_cycle():
    graph = grimp.ImportGraph()
    for module in ("pkg", "pkg.a", "pkg.b", "pkg.c"):
        graph.add_module(module)
    graph.add_import(importer="pkg.a", imported="pkg.b")
    graph.add_import(importer="pkg.b", imported="pkg.a")
    graph.add_import(importer="pkg.c", imported="pkg.a")
    assert cycles(graph) == [["pkg.a", "pkg.b"]]
    assert chain_through(graph, ["pkg.a", "pkg.b"]) == ["pkg.a", "pkg.b", "pkg.a"]
