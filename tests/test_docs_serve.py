"""docs/serve.md, run as a reader would: build the seeds into a store, start ``kg serve`` as
the page says, then every curl line and Python block of the page against it.

The page shows port 7878; the test starts each server on a free port and puts that port in
the page's commands. curl runs with ``--fail-with-body`` (from a curlrc), so an error answer
fails the test instead of printing an error page with status 0.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from serving import ROOT, Server, start_server
from test_docs import FENCE, matches

PAGE = ROOT / "docs" / "serve.md"
SHOWN_URL = "http://127.0.0.1:7878"
SERVE = re.compile(r"^((?:\w+=\S+\s+)*)kg serve\s+(.*)$")

pytestmark = pytest.mark.skipif(shutil.which("curl") is None, reason="the page's examples use curl, which is not installed")


def blocks() -> list[tuple[int, str, str]]:
    """(line, language, text) of every fenced block of the page, in order."""
    text = PAGE.read_text(encoding="utf-8")
    return [(text.count("\n", 0, m.start()) + 1, m.group(2), m.group(3)) for m in FENCE.finditer(text)]


def commands(script: str) -> list[str]:
    """The shell lines of a block, continuation lines joined, comments dropped."""
    joined = re.sub(r"\\\n\s*", " ", script)
    return [line for line in joined.splitlines() if line.strip() and not line.lstrip().startswith("#")]


class Reader:
    """A folder with the seeds, and the server the page last started."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.server: Server | None = None
        curlrc = folder / "curl"
        curlrc.mkdir()
        (curlrc / ".curlrc").write_text("fail-with-body\nsilent\nshow-error\n", encoding="utf-8")
        self.env = {**os.environ, "CURL_HOME": str(curlrc), "PATH": f"{Path(sys.executable).parent}:{os.environ['PATH']}"}

    def start(self, line: str) -> None:
        settings, arguments = SERVE.match(line).groups()
        env = dict(part.split("=", 1) for part in settings.split())
        argv = shlex.split(arguments)
        store = Path(argv[argv.index("--store") + 1])
        rest = [a for i, a in enumerate(argv) if a != "--store" and (i == 0 or argv[i - 1] != "--store")]
        self.stop()
        self.server = start_server(self.folder / store, *rest, env=env)

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None

    def here(self, text: str) -> str:
        assert self.server is not None, "the page asks a server before it starts one"
        return text.replace(SHOWN_URL, self.server.url)

    def shell(self, line: str, name: str) -> str:
        if SERVE.match(line):
            self.start(line)
            return "\n".join(self.server.banner)
        command = self.here(line) if "7878" in line else line
        done = subprocess.run(["bash", "-c", command], cwd=self.folder, env=self.env,
                              capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, f"{name}: `{line}` exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
        if "/sparql" in line or "/void" in line:  # an update answers 204, a build prints to stderr
            assert done.stdout.strip(), f"{name}: `{line}` printed nothing"
        return done.stdout

    def python(self, text: str, name: str) -> str:
        done = subprocess.run([sys.executable, "-c", self.here(text)], cwd=self.folder, env=self.env,
                              capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, f"{name}: exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
        return done.stdout


def test_every_example_of_the_serve_page_runs(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "seeds", tmp_path / "seeds")
    shutil.copytree(ROOT / "queries", tmp_path / "queries")
    reader = Reader(tmp_path)
    ran = 0
    try:
        last = ""
        for line, language, text in blocks():
            name = f"serve.md:{line}"
            if language == "":  # what the previous command printed
                shown = re.sub(r"\b7878\b", "...", text)
                shown = re.sub(r"\bthe \d+ MiB", "the ... MiB", shown)
                assert matches(shown, last), f"{name}: kg serve printed\n{last}\nnot what the page shows:\n{text}"
            elif language == "sh":
                for command in commands(text):
                    last = reader.shell(command, name)
                    ran += 1
            elif language == "python":
                last = reader.python(text, name)
                ran += 1
            else:
                pytest.fail(f"{name}: a {language!r} block the test does not know how to run")
        # the page's two updates, by curl and by SPARQLWrapper, are in the store
        notes = reader.here("curl -G --data-urlencode 'query=SELECT ?n WHERE { GRAPH <http://example.org/notes> { ?n ?p ?o } } ORDER BY ?n' "
                            "-H 'Accept: text/csv' http://127.0.0.1:7878/sparql")
        assert reader.shell(notes, "notes").split() == ["n", "http://example.org/n1", "http://example.org/n2"]
    finally:
        reader.stop()
    assert ran >= 12  # the page's commands: a build, two servers, curl lines, Python blocks


def test_the_python_examples_print_the_seeds_speakers(tmp_path: Path) -> None:
    """Not only exit 0: the SPARQLWrapper and rdflib blocks print who said what."""
    shutil.copytree(ROOT / "seeds", tmp_path / "seeds")
    shutil.copytree(ROOT / "queries", tmp_path / "queries")
    reader = Reader(tmp_path)
    try:
        reader.shell("kg build seeds/ --store news.kgstore", "build")
        reader.start("kg serve --store news.kgstore")
        python = [text for _, language, text in blocks() if language == "python"]
        for text in python[:2]:
            printed = reader.python(text, "serve.md")
            assert "Juan Jesús Vivas | We are facing" in printed, printed
    finally:
        reader.stop()
