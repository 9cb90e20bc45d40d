"""The query page at ``/``: an editor with the competency questions, results as a table.

A small page written for kg rather than a vendored editor: the YASGUI family
(``@zazuko/yasgui`` 4.6.2, MIT) ships 1,012,309 bytes of minified JavaScript and 56,235 of
CSS, its property autocompleter calls an outside service (lov.linkeddata.es) unless it is
configured away, and its npm package carries no licence file. This page is one template,
one script and one stylesheet (17.6 kB in all; docs/serve.md), loads nothing from
outside the machine, and asks the endpoint over the same protocol as any client, so the
same timeout, row limit, read-only rule and federation guard apply to it.

The competency questions are packaged (``kg/serve/queries/``, copies of ``queries/``; a
test keeps them equal), so an installed kg has them too.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from jinja2 import Environment, select_autoescape
from werkzeug.wrappers import Request, Response

from kg.serve.config import ServeConfig

ASSETS = {"page.js": "text/javascript; charset=utf-8", "page.css": "text/css; charset=utf-8"}
# Everything from this server, nothing inline, nothing from anywhere else; no framing.
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                               "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-cache",
}


@dataclass(frozen=True, slots=True)
class Example:
    name: str  # file name without .rq
    title: str  # its first comment line
    text: str


@lru_cache(maxsize=1)
def examples() -> tuple[Example, ...]:
    """The competency questions shipped with kg, in file name order."""
    folder = resources.files("kg.serve") / "queries"
    found = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".rq"):
            text = entry.read_text(encoding="utf-8")
            first = text.splitlines()[0] if text else ""
            title = first.lstrip("#").strip() if first.startswith("#") else entry.name
            found.append(Example(entry.name[:-3], title, text))
    return tuple(found)


@lru_cache(maxsize=1)
def _template():  # noqa: ANN202
    env = Environment(autoescape=select_autoescape(default=True), keep_trailing_newline=True)
    return env.from_string((resources.files("kg.serve") / "templates" / "page.html").read_text(encoding="utf-8"))


def respond(request: Request, config: ServeConfig) -> Response:
    """The page, or one of its assets."""
    if request.method not in ("GET", "HEAD"):
        return Response("the query page is read with GET\n", status=405, headers={"Allow": "GET"},
                        content_type="text/plain; charset=utf-8")
    if request.path == "/":
        html = _template().render(examples=examples(), config=config,
                                  mode="read-write" if config.writable else "read-only")
        return Response(html, content_type="text/html; charset=utf-8", headers=SECURITY_HEADERS)
    name = request.path.removeprefix("/assets/")
    if name not in ASSETS:
        return Response("not found\n", status=404, content_type="text/plain; charset=utf-8")
    data = (resources.files("kg.serve") / "assets" / name).read_bytes()
    return Response(data, content_type=ASSETS[name], headers=SECURITY_HEADERS)
