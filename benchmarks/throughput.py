"""Throughput, memory and stage shares of `kg build` (issue 8). Run by hand, not in CI.

    .venv/bin/python benchmarks/throughput.py throughput [--articles 295] [--jobs 1 2] [--rounds N]
    .venv/bin/python benchmarks/throughput.py memory [--sizes 300 1000 5000]
    .venv/bin/python benchmarks/throughput.py profile [--articles 300] [--cprofile FILE]
    .venv/bin/python benchmarks/throughput.py batch [--sizes 8 16 32 64 128]
    .venv/bin/python benchmarks/throughput.py overhead [--articles 295] [--runs 3]

The corpus is every Wikinews article in ../shared/corpus/wikinews/ (speed may use all
lines), repeated with a trailing "Copy N." line so each copy is a new article with a new IRI.
Throughput is in words per second (whitespace-separated tokens of the article texts), beside
raw ``nlp.pipe`` of the same pipeline on the same texts in the same run.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WIKINEWS = ROOT.parent / "shared" / "corpus" / "wikinews"
KG = [sys.executable, "-m", "kg.cli"]


def corpus_records(count: int) -> list[dict]:
    base = []
    for name in ("wikinews-2019.jsonl", "wikinews-2020.jsonl"):
        base.extend(json.loads(line) for line in (WIKINEWS / name).read_text(encoding="utf-8").splitlines())
    records = []
    for i in range(count):
        record = dict(base[i % len(base)])
        copy = i // len(base)
        if copy:
            record["text"] = record["text"].rstrip() + f"\n\nCopy {copy}.\n"
            record["url"] = f"{record['url']}#copy-{copy}"
        records.append(record)
    return records


def write_corpus(count: int, folder: Path) -> tuple[Path, int]:
    records = corpus_records(count)
    path = folder / f"corpus-{count}.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path, sum(len(r["text"].split()) for r in records)


def raw_spacy(texts: list[str], batch_size: int = 32, processes: int = 1) -> float:
    from kg.nlp import load_pipeline

    nlp = load_pipeline()
    started = time.perf_counter()
    for _ in nlp.pipe(texts, batch_size=batch_size, n_process=processes):
        pass
    return time.perf_counter() - started


def tree_pss(pid: int) -> int:
    """Proportional set size (kB) of a process and its children, from Linux's /proc (0 elsewhere):
    pages they share, such as the model's in a forked process, count once, not once per process."""
    total = 0
    try:
        tasks = list(Path(f"/proc/{pid}/task").iterdir())
        children = [int(c) for task in tasks for c in (task / "children").read_text().split()]
    except OSError:
        return 0
    for member in (pid, *children):
        try:
            rollup = Path(f"/proc/{member}/smaps_rollup").read_text()
        except OSError:
            continue
        total += next((int(line.split()[1]) for line in rollup.splitlines() if line.startswith("Pss:")), 0)
    return total


def timed_build(corpus: Path, out: Path, *extra: str) -> tuple[float, int, int]:
    """Seconds, peak RSS (kB: the build's and its children's, added) and peak PSS (kB, sampled
    every quarter second) of one `kg build` in a fresh process. The RSS sum counts twice the
    pages a forked process shares with the build (the model, kg.ahead); the PSS does not."""
    argv = ["build", str(corpus), "--out", str(out), "-q", *extra]
    script = (
        "import resource, sys, time; from kg.cli import main; t = time.perf_counter(); "
        f"code = main({argv!r}); "
        "s = time.perf_counter() - t; "
        "peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss + resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss; "
        "print(s, peak, code)"
    )
    build = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             cwd=ROOT)
    pss = 0
    while True:
        try:
            stdout, stderr = build.communicate(timeout=0.25)
            break
        except subprocess.TimeoutExpired:
            pss = max(pss, tree_pss(build.pid))
    if build.returncode != 0:
        raise SystemExit(stderr)
    seconds, peak, code = stdout.split()
    if code not in {"0", "2"}:
        raise SystemExit(f"build failed ({code}): {stderr}")
    return float(seconds), int(peak), pss


def raw_spacy_in_child(corpus: Path, processes: int) -> float:
    """Seconds of raw ``nlp.pipe`` over the corpus's texts, in a fresh process (the model loaded
    before the clock starts, as in ``raw_spacy``), so this process never holds the model and the
    builds' peak RSS stays theirs."""
    script = (
        f"import json, sys; sys.path.insert(0, {str(ROOT / 'benchmarks')!r}); from throughput import raw_spacy; "
        f"texts = [json.loads(line)['text'] for line in open({str(corpus)!r}, encoding='utf-8')]; "
        f"print(raw_spacy(texts, processes={processes}))"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT)
    if done.returncode != 0:
        raise SystemExit(done.stderr)
    return float(done.stdout.split()[-1])


def cmd_rounds(args: argparse.Namespace) -> None:
    """Builds and raw runs alternated, round by round: on a machine whose speed drifts by more
    than the difference measured (seen: raw spaCy from 3,200 to 3,800 words/s minutes apart),
    each round's ratio compares runs made next to each other; the median ratio is the figure.
    Odd rounds run the build first, even rounds the raw run first, so a machine slowing down
    (or speeding up) through the rounds does not favour one side."""
    import statistics

    with tempfile.TemporaryDirectory() as tmp:
        corpus, words = write_corpus(args.articles, Path(tmp))
        print(f"{args.articles} articles, {words:,} words; {args.rounds} rounds, a build and a raw run each, in turn first")
        print("| jobs | round | raw nlp.pipe words/s | kg build words/s | ratio | peak RSS MB | peak PSS MB |")
        print("| --- | --- | --- | --- | --- | --- | --- |")
        for jobs in args.jobs:
            ratios = []
            for n in range(1, args.rounds + 1):
                if n % 2:
                    seconds, peak, pss = timed_build(corpus, Path(tmp) / "out.nq", "--jobs", str(jobs))
                    raw = raw_spacy_in_child(corpus, jobs)
                else:
                    raw = raw_spacy_in_child(corpus, jobs)
                    seconds, peak, pss = timed_build(corpus, Path(tmp) / "out.nq", "--jobs", str(jobs))
                ratios.append(raw / seconds)
                print(f"| {jobs} | {n} | {words / raw:,.0f} | {words / seconds:,.0f} | {raw / seconds:.2f} | {peak / 1024:,.0f} "
                      f"| {pss / 1024:,.0f} |", flush=True)
            print(f"--jobs {jobs}: median ratio {statistics.median(ratios):.2f} of {len(ratios)} rounds "
                  f"({min(ratios):.2f} to {max(ratios):.2f})")


def cmd_throughput(args: argparse.Namespace) -> None:
    if args.rounds > 1:
        cmd_rounds(args)
        return
    with tempfile.TemporaryDirectory() as tmp:
        corpus, words = write_corpus(args.articles, Path(tmp))
        texts = [r["text"] for r in corpus_records(args.articles)]
        # every build before any raw run: a child started from this process once it holds
        # the model inherits its peak RSS in ru_maxrss (Linux keeps it across exec)
        builds = {jobs: timed_build(corpus, Path(tmp) / "out.nq", "--jobs", str(jobs)) for jobs in args.jobs}
        rows = []
        for jobs in args.jobs:
            raw = raw_spacy(texts, processes=jobs)
            seconds, peak, pss = builds[jobs]
            rows.append((jobs, words / raw, words / seconds, peak, pss))
        print(f"{args.articles} articles, {words:,} words")
        print("| jobs | raw nlp.pipe words/s | kg build words/s | ratio | peak RSS MB | peak PSS MB |")
        print("| --- | --- | --- | --- | --- | --- |")
        for jobs, raw, build, peak, pss in rows:
            print(f"| {jobs} | {raw:,.0f} | {build:,.0f} | {build / raw:.2f} | {peak / 1024:,.0f} | {pss / 1024:,.0f} |")
        if len(rows) > 1:
            print(f"speed-up of --jobs {rows[-1][0]} over --jobs 1: {rows[-1][2] / rows[0][2]:.2f}")


def cmd_memory(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        print("| articles | words | seconds | words/s | peak RSS MB | peak PSS MB |")
        print("| --- | --- | --- | --- | --- | --- |")
        for size in args.sizes:
            corpus, words = write_corpus(size, Path(tmp))
            seconds, peak, pss = timed_build(corpus, Path(tmp) / "out.nq")
            print(f"| {size:,} | {words:,} | {seconds:,.0f} | {words / seconds:,.0f} | {peak / 1024:,.0f} | {pss / 1024:,.0f} |",
                  flush=True)


class StageClock:
    """Exclusive wall time per stage: time in a nested stage counts for the inner one only.

    Timers around each stage's functions, not cProfile's per-call accounting, which slows
    Python code about three times more than spaCy's compiled code and so misstates shares.
    """

    def __init__(self) -> None:
        self.totals: Counter = Counter()
        self.stack: list[str] = []
        self.last = time.perf_counter()

    def enter(self, stage: str) -> None:
        now = time.perf_counter()
        if self.stack:
            self.totals[self.stack[-1]] += now - self.last
        self.stack.append(stage)
        self.last = now

    def leave(self) -> None:
        now = time.perf_counter()
        self.totals[self.stack.pop()] += now - self.last
        self.last = now

    def function(self, stage: str, fn):  # noqa: ANN001, ANN201
        def timed(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
            self.enter(stage)
            try:
                return fn(*args, **kwargs)
            finally:
                self.leave()
        return timed

    def generator(self, stage: str, fn):  # noqa: ANN001, ANN201
        """A generator function whose every step is charged to ``stage``."""
        def timed(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
            inner = None
            while True:
                self.enter(stage)
                try:
                    if inner is None:
                        inner = iter(fn(*args, **kwargs))
                    item = next(inner)
                except StopIteration:
                    return
                finally:
                    self.leave()
                yield item
        return timed


def instrument(clock: StageClock) -> None:
    """Put the clock around every stage of the build (read, NLP, extract, resolve, RDF,
    SHACL); what is left of the total is the writer and the stream's own loop."""
    import kg.furniture
    import kg.pipeline as pipeline
    import kg.validate
    pipeline.read_inputs = clock.generator("read", pipeline.read_inputs)  # kg.inputs': files, CSV, feeds, URLs
    pipeline.find_furniture = clock.function("read", kg.furniture.find_furniture)
    pipeline.blank = clock.function("read", kg.furniture.blank)
    # spaCy, in bounded batches, with the heap trimmed after each
    pipeline.analyse_texts = clock.generator("NLP", pipeline.analyse_texts)
    for name in ("extract_entities", "extract_roles", "extract_statements", "extract_quantities", "attribute_to_speakers"):
        setattr(pipeline, name, clock.function("extract", getattr(pipeline, name)))
    pipeline.identities_of = clock.function("resolve", pipeline.identities_of)
    pipeline.CrossArticle.add = clock.function("resolve", pipeline.CrossArticle.add)
    # validates, then gives the shared quads lazily as the writer asks for them
    pipeline.shared_graphs = clock.generator("resolve", pipeline.shared_graphs)
    pipeline.article_output = clock.function("RDF", pipeline.article_output)
    kg.validate.validate_triples = clock.function("SHACL", kg.validate.validate_triples)


def one_thread() -> None:
    """Builds in this process analyse each batch in the main thread, not ahead in a second one
    (``kg.ahead``): the stage clock keeps one stack of stages, and the shares are of the steps
    one after the other."""
    import kg.engine
    from kg.pipeline import SerialRun

    kg.engine.make_engine = lambda *args, **kwargs: SerialRun(ahead=False)


def cmd_profile(args: argparse.Namespace) -> None:
    from kg.cli import main
    from kg.nlp import load_pipeline

    load_pipeline()  # loading the model is not a stage of the build
    one_thread()
    clock = StageClock()
    instrument(clock)
    with tempfile.TemporaryDirectory() as tmp:
        corpus, words = write_corpus(args.articles, Path(tmp))
        profiler = cProfile.Profile() if args.cprofile else None
        started = time.perf_counter()
        if profiler:
            profiler.enable()
        main(["build", str(corpus), "--out", str(Path(tmp) / "out.nq"), "-q"])
        if profiler:
            profiler.disable()
            profiler.dump_stats(args.cprofile)
        total = time.perf_counter() - started
    shares = Counter(clock.totals)
    shares["write and the rest"] = total - sum(clock.totals.values())
    print(f"{args.articles} articles, {words:,} words, {total:.1f} s ({words / total:,.0f} words/s)")
    print("| stage | seconds | share |")
    print("| --- | --- | --- |")
    for stage, seconds in shares.most_common():
        print(f"| {stage} | {seconds:.1f} | {seconds / total:.0%} |")


def cmd_overhead(args: argparse.Namespace) -> None:
    """kg's own CPU time beside spaCy's, robust to other jobs on the machine: spaCy's analyses
    are made once (its CPU time measured), then the build runs with them replayed, so its CPU
    time is what kg adds. CPU time, not wall time: on a shared machine the wall clock of
    two runs minutes apart differs by more than the change being measured."""
    import kg.pipeline as pipeline
    from kg.cli import main
    from kg.nlp import load_pipeline

    nlp = load_pipeline()
    records = corpus_records(args.articles)
    texts = [r["text"] for r in records]
    with tempfile.TemporaryDirectory() as tmp:
        corpus, words = write_corpus(args.articles, Path(tmp))
        # the texts the build analyses (page furniture blanked), as the build makes them
        prepared: list[str] = []
        real = pipeline.analyse_texts

        def record(items, batch_size, model=None):  # noqa: ANN001, ANN202
            for doc, context in real(items, batch_size, model=model):
                prepared.append(doc.text)
                yield doc, context
        pipeline.analyse_texts = record
        main(["build", str(corpus), "--out", str(Path(tmp) / "out.nq"), "-q"])
        started = time.process_time()
        docs = {doc.text: doc for doc in nlp.pipe(prepared, batch_size=32)}
        spacy_cpu = time.process_time() - started

        def replay(items, batch_size, model=None):  # noqa: ANN001, ANN202
            for text, context in items:
                yield docs[text], context
        pipeline.analyse_texts = replay
        own = []
        for _ in range(args.runs):
            started = time.process_time()
            main(["build", str(corpus), "--out", str(Path(tmp) / "out.nq"), "-q"])
            own.append(time.process_time() - started)
    best = min(own)
    print(f"{args.articles} articles, {words:,} words ({len(texts)} texts)")
    print("| spaCy CPU s | kg's own CPU s (runs) | spaCy / (spaCy + kg's own) |")
    print("| --- | --- | --- |")
    print(f"| {spacy_cpu:.1f} | {', '.join(f'{s:.1f}' for s in own)} | {spacy_cpu / (spacy_cpu + best):.2f} |")


def cmd_batch(args: argparse.Namespace) -> None:
    texts = [r["text"] for r in corpus_records(args.articles)]
    words = sum(len(t.split()) for t in texts)
    print("| batch size | raw nlp.pipe words/s |")
    print("| --- | --- |")
    for size in args.sizes:
        print(f"| {size} | {words / raw_spacy(texts, batch_size=size):,.0f} |", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    commands = parser.add_subparsers(dest="command", required=True)
    t = commands.add_parser("throughput")
    t.add_argument("--articles", type=int, default=295)
    t.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    t.add_argument("--rounds", type=int, default=1, help="alternate builds and raw runs N times; print the median ratio")
    t.set_defaults(func=cmd_throughput)
    m = commands.add_parser("memory")
    m.add_argument("--sizes", type=int, nargs="+", default=[300, 1000, 5000])
    m.set_defaults(func=cmd_memory)
    o = commands.add_parser("overhead")
    o.add_argument("--articles", type=int, default=295)
    o.add_argument("--runs", type=int, default=3)
    o.set_defaults(func=cmd_overhead)
    p = commands.add_parser("profile")
    p.add_argument("--articles", type=int, default=300)
    p.add_argument("--cprofile", metavar="FILE", help="also run under cProfile and save its statistics (slower)")
    p.set_defaults(func=cmd_profile)
    b = commands.add_parser("batch")
    b.add_argument("--articles", type=int, default=295)
    b.add_argument("--sizes", type=int, nargs="+", default=[8, 16, 32, 64, 128])
    b.set_defaults(func=cmd_batch)
    args = parser.parse_args()
    os.environ.setdefault("PYTHONHASHSEED", "0")
    args.func(args)


if __name__ == "__main__":
    main()
