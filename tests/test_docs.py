"""The documentation: the site builds strictly, every marked example runs on the seeds and
shows what it prints, every path it names exists, the vocabulary page is up to date.

A fenced block marked for running has ``<!-- run -->`` on the line before it (the marker,
and how each kind of block is run, are described in docs/contributing.md). The blocks of
one page run in order in one temporary folder holding a copy of ``seeds/`` and ``queries/``
and a ``.venv`` that points at the Python running the tests, so a page's later blocks see
what its earlier ones made, as a reader pasting them would.
"""

from __future__ import annotations

import doctest
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import ROOT

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
MARKER = "<!-- run -->"
SHARED = ROOT.parent / "shared"  # the annotated corpora, beside the project
FENCE = re.compile(r"^(```+)(\w*)[^\n]*\n(.*?)^\1\s*$", re.S | re.M)
# paths in code spans that name a file of the project: they must exist
PROJECT_PATH = re.compile(r"`((?:kg|tests|benchmarks|shapes|ontology|queries|seeds|docs|\.ci)/[\w./-]*\w)`")


@dataclass(frozen=True)
class Block:
    page: Path
    line: int
    language: str
    text: str

    @property
    def name(self) -> str:
        return f"{self.page.name}:{self.line}"


def marked_blocks(page: Path) -> list[Block]:
    """The fenced blocks of ``page`` with the run marker on the line before them."""
    text = page.read_text(encoding="utf-8")
    blocks = []
    for match in FENCE.finditer(text):
        before = text[: max(match.start() - 1, 0)].rsplit("\n", 1)[-1].strip()  # the line right before
        if before == MARKER:
            blocks.append(Block(page, text.count("\n", 0, match.start()) + 1, match.group(2), match.group(3)))
    return blocks


def test_the_block_finder_reads_markers_languages_and_lines(tmp_path):
    page = tmp_path / "p.md"
    page.write_text("# T\n\n<!-- run -->\n```console\n$ kg --version\n```\n\n```sh\nnot marked\n```\n"
                    "<!-- run -->\n\n```python\nprint(1)\n```\n", encoding="utf-8")
    # a blank line between the marker and the block unmarks it
    assert [(b.line, b.language, b.text) for b in marked_blocks(page)] == [(4, "console", "$ kg --version\n")]


def matches(expected: str, actual: str) -> bool:
    """Output as shown, with doctest's rules: ``...`` stands for any text (also lines),
    and runs of whitespace compare equal."""
    checker = doctest.OutputChecker()
    return checker.check_output(expected.strip() + "\n", actual.strip() + "\n",
                                doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)


def test_output_matching_with_ellipsis():
    assert matches("3 articles ...\nseconds: ...", "3 articles (0 skipped) -> x\nseconds:  4.2\n")
    assert not matches("41 rows", "40 rows")


def console_commands(block: Block) -> list[tuple[str, str | None]]:
    """(command, output shown or None) for each ``$ `` line of a console block."""
    commands: list[tuple[str, list[str]]] = []
    for line in block.text.splitlines():
        if line.startswith("$ "):
            commands.append((line[2:], []))
        elif commands:
            commands[-1][1].append(line)
        elif line.strip():
            raise AssertionError(f"{block.name}: a console block starts with a '$ ' line")
    return [(command, "\n".join(output) if any(o.strip() for o in output) else None) for command, output in commands]


@pytest.fixture(scope="module")
def sandboxes(tmp_path_factory):
    """A folder per page, with the seeds, the queries and a .venv pointing at this Python."""
    made: dict[Path, Path] = {}

    def sandbox(page: Path) -> Path:
        if page not in made:
            folder = tmp_path_factory.mktemp(page.stem)
            for name in ("seeds", "queries"):
                shutil.copytree(ROOT / name, folder / name)
            venv = Path(sys.prefix)
            (folder / ".venv").symlink_to(venv, target_is_directory=True)
            if SHARED.is_dir() and not (folder.parent / "shared").exists():
                (folder.parent / "shared").symlink_to(SHARED, target_is_directory=True)  # "../shared", as in a clone
            made[page] = folder
        return made[page]

    return sandbox


def environment(folder: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PATH"] = f"{folder / '.venv' / 'bin'}:{env.get('PATH', '')}"
    env["NO_MKDOCS_2_WARNING"] = "1"
    env.pop("PYTHONPATH", None)
    return env


def run_console(block: Block, folder: Path) -> None:
    commands = console_commands(block)
    script = ["set +e"]
    for number, (command, _) in enumerate(commands):
        script.append(f"echo '@@kg-docs {number}'")
        script.append(f"{command} 2>&1")
        # on a line of its own, also after output without a final newline (curl's)
        script.append(f"printf '\\n@@kg-docs-status {number} %s\\n' $?")
    done = subprocess.run(["bash", "-c", "\n".join(script)], cwd=folder, env=environment(folder),
                          capture_output=True, text=True, timeout=600)
    outputs = re.split(r"^@@kg-docs \d+\n", done.stdout, flags=re.M)[1:]
    assert len(outputs) == len(commands), f"{block.name}: the shell stopped early:\n{done.stdout}\n{done.stderr}"
    for (command, expected), output in zip(commands, outputs):
        text, status = re.match(r"(.*)^@@kg-docs-status \d+ (\d+)\n", output, re.S | re.M).groups()
        assert status == "0", f"{block.name}: `{command}` exited {status}:\n{text}"
        if expected is not None:
            assert matches(expected, text), f"{block.name}: `{command}` printed\n{text}\nnot what the page shows:\n{expected}"


def run_script(block: Block, folder: Path) -> None:
    if block.language in ("sh", "bash"):
        command = ["bash", "-euo", "pipefail", "-c", block.text]
    else:
        command = [str(folder / ".venv" / "bin" / "python"), "-c", block.text]
    done = subprocess.run(command, cwd=folder, env=environment(folder), capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"{block.name}: exited {done.returncode}:\n{done.stdout}\n{done.stderr}"


SESSIONS: dict[Path, dict] = {}  # one Python session per page, as a reader's would be


def run_pycon(block: Block, folder: Path) -> None:
    parser = doctest.DocTestParser()
    session = SESSIONS.setdefault(block.page, {})
    test = parser.get_doctest(block.text, session, block.name, str(block.page), block.line)
    test.globs = session  # get_doctest copies the dict; the page's blocks share one
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    here = os.getcwd()
    os.chdir(folder)
    try:
        runner.run(test, out=lambda text: pytest.fail(f"{block.name}:\n{text}"), clear_globs=False)
    finally:
        os.chdir(here)


RUNNERS = {"console": run_console, "sh": run_script, "bash": run_script, "python": run_script, "pycon": run_pycon}
EXAMPLES = [block for page in PAGES for block in marked_blocks(page)]


def test_every_marked_block_is_of_a_kind_that_runs():
    assert EXAMPLES, "no marked example found"
    assert [b.name for b in EXAMPLES if b.language not in RUNNERS] == []


@pytest.mark.parametrize("page", sorted({b.page for b in EXAMPLES}), ids=lambda p: p.name)
def test_the_examples_of_a_page_run_as_shown(page, sandboxes):
    if any("../shared" in b.text for b in EXAMPLES if b.page == page) and not SHARED.is_dir():
        pytest.skip(f"{page.name} reads the corpora in {SHARED}, which is absent (CI has it)")
    folder = sandboxes(page)
    for block in [b for b in EXAMPLES if b.page == page]:
        RUNNERS[block.language](block, folder)


# Files a script writes when it runs, not kept in the project (.gitignore): a page may name them.
WRITTEN_BY_SCRIPTS = frozenset({".ci/servers.env"})  # .ci/servers.sh writes it


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_project_path_a_page_names_exists(page):
    named = PROJECT_PATH.findall(page.read_text(encoding="utf-8"))
    missing = [p for p in named if p not in WRITTEN_BY_SCRIPTS and not (ROOT / p).exists()]
    assert missing == []


def mkdocs(config: Path, site: Path) -> subprocess.CompletedProcess:
    # not --quiet: it hides the warnings that --strict turns into a failure
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(config), "-d", str(site)],
                          capture_output=True, text=True, env={**os.environ, "NO_MKDOCS_2_WARNING": "1"}, timeout=300)


def test_the_site_builds_strictly(tmp_path):
    done = mkdocs(ROOT / "mkdocs.yml", tmp_path / "site")
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "site" / "tables" / "index.html").is_file()


def test_a_broken_link_fails_the_build(tmp_path):
    shutil.copytree(ROOT / "docs", tmp_path / "docs")
    shutil.copy(ROOT / "mkdocs.yml", tmp_path / "mkdocs.yml")
    with (tmp_path / "docs" / "install.md").open("a", encoding="utf-8") as page:
        page.write("\nSee [the missing page](missing.md).\n")
    done = mkdocs(tmp_path / "mkdocs.yml", tmp_path / "site")
    assert done.returncode != 0 and "missing.md" in done.stderr


def test_every_page_is_in_the_navigation():
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    listed = set(re.findall(r"([\w-]+\.md)\s*$", config, re.M))
    assert listed == {p.name for p in (ROOT / "docs").glob("*.md")}


def test_the_vocabulary_page_is_up_to_date(seeds_build):
    from kg.vocabulary import render

    page = ROOT / "docs" / "vocabulary.md"
    assert page.read_text(encoding="utf-8") == render(seeds_build.quads), (
        "docs/vocabulary.md is stale: run `python -m kg.vocabulary --write docs/vocabulary.md`")
