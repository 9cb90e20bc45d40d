"""The next batch's NLP in a thread while this one is extracted (kg.ahead, kg.pipeline.SerialRun)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import threading
import time

import pytest

from conftest import SEEDS
from kg.ahead import analysed_ahead


def test_batches_come_back_in_order_each_analysed_while_the_one_before_is_used():
    running, most, started = [0], [0], []
    lock = threading.Lock()

    def analyse(batch: int) -> str:
        with lock:
            running[0] += 1
            most[0] = max(most[0], running[0])
            started.append(batch)
        time.sleep(0.02)
        with lock:
            running[0] -= 1
        return f"analysis of {batch}"

    seen = []
    for batch, result, error in analysed_ahead(range(5), analyse):
        time.sleep(0.05)  # the caller's work on this batch, long enough for the next analysis to start
        seen.append((batch, result, error, batch + 1 in started))
    assert [(b, r, e) for b, r, e, _ in seen] == [(b, f"analysis of {b}", None) for b in range(5)]
    assert [ahead for *_, ahead in seen] == [True, True, True, True, False]  # the last has no next
    assert most[0] == 1  # never two analyses at once: only one thread runs spaCy


def test_a_failed_analysis_is_handed_back_and_the_batches_after_it_go_on():
    def analyse(batch: int) -> int:
        if batch == 1:
            raise ValueError("injected fault")
        return batch * 10

    outcomes = list(analysed_ahead([0, 1, 2], analyse))
    assert [(b, r) for b, r, _ in outcomes] == [(0, 0), (1, None), (2, 20)]
    assert [type(e).__name__ if e else None for _, _, e in outcomes] == [None, "ValueError", None]


def _seed_build(monkeypatch, ahead: bool) -> tuple[list, set[str]]:
    """The seeds' quads, built one article per batch, and the threads their NLP ran in."""
    from kg import nlp, pipeline

    threads = set()
    real = nlp.analyse_texts

    def watched(items, batch_size, model=None):  # noqa: ANN001, ANN202
        threads.add(threading.current_thread().name)
        return real(items, batch_size, model=model)

    monkeypatch.setattr(pipeline, "analyse_texts", watched)
    config = pipeline.BuildConfig(batch_size=1)
    quads = list(pipeline.stream_build([str(SEEDS)], config, pipeline.BuildResult(), engine=pipeline.SerialRun(ahead=ahead)))
    return quads, threads


def test_the_serial_build_analyses_ahead_in_a_thread_and_writes_the_same_quads(monkeypatch):
    ahead, ahead_threads = _seed_build(monkeypatch, ahead=True)
    plain, plain_threads = _seed_build(monkeypatch, ahead=False)
    assert ahead_threads == {"kg-analysis"}
    assert plain_threads == {"MainThread"}
    assert len(ahead) > 2000
    assert ahead == plain


def test_an_article_whose_analysis_fails_in_the_thread_is_skipped_alone(tmp_path, capsys, monkeypatch):
    """The thread's failure goes back to the batch's own step, which analyses the batch again
    and then each article alone (the fault is injected: no real text is known to trip spaCy)."""
    from kg import pipeline
    from kg.cli import main

    real = pipeline.analyse_texts
    tripped_in = set()

    def tripping(items, batch_size, model=None):  # noqa: ANN001, ANN202
        for doc, context in real(items, batch_size, model=model):
            if "Quillfeather" in doc.text:
                tripped_in.add(threading.current_thread().name)
                raise ValueError("injected fault")
            yield doc, context

    monkeypatch.setattr(pipeline, "analyse_texts", tripping)
    lines = [{"text": "Officials in Lisbon said on Monday that 40 boats had arrived."},
             {"text": "Mayor Anna Quillfeather said 12 families were moved."},
             {"text": "The Red Cross said 300 people were given shelter in Porto."},
             {"text": "Harbour staff in Faro said 25 yachts stayed in port."}]
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "batch.jsonl").write_text("".join(json.dumps(r) + "\n" for r in lines))
    out = tmp_path / "g.nq"
    assert main(["build", str(tmp_path / "in"), "--out", str(out), "-q", "--batch-size", "2"]) == 2
    err = capsys.readouterr().err
    assert f"kg: skipped: {tmp_path / 'in' / 'batch.jsonl'}:2: could not be analysed: internal error" in err
    assert "ValueError: injected fault" in err
    written = out.read_text(encoding="utf-8")
    assert "Lisbon" in written and "Porto" in written and "Faro" in written
    assert "Quillfeather" not in written
    assert tripped_in == {"kg-analysis", "MainThread"}  # first in the thread, then the batch's own step


# kg build with a note written as each batch's analysis starts in its thread (the real run)
NOTED_BUILD = """
import pathlib, sys
import kg.ahead
from kg.cli import main

notes, real = pathlib.Path(sys.argv[1]), kg.ahead._Analysis.run

def noted(self):
    with notes.open("a") as f:
        f.write("started\\n")
    real(self)
    with notes.open("a") as f:
        f.write("finished\\n" if self.error is None else "stopped\\n")

kg.ahead._Analysis.run = noted
sys.exit(main(sys.argv[2:]))
"""


@pytest.mark.parametrize("batch", [1, 3], ids=["first-batch", "third-batch"])
@pytest.mark.parametrize("signum, status, said", [(signal.SIGINT, 130, "kg: interrupted; nothing written"),
                                                  (signal.SIGTERM, 143, "kg: terminated (SIGTERM); nothing written")],
                         ids=["ctrl-c", "sigterm"])
def test_a_build_stopped_while_a_batch_is_parsed_ahead_ends_at_once_and_writes_nothing(tmp_path, batch, signum, status, said):
    """Stopped while the thread parses: the first batch, while the main thread waits for it, or
    a later one, while the main thread extracts. The thread blocks the signals (one landing
    there broke spaCy's matrix code, which aborted the process: "libblis: Aborting", status -6)
    and is stopped, not waited for."""
    from test_outfile import env, part_files

    texts = [path.read_text(encoding="utf-8") for path in sorted(SEEDS.glob("*.txt"))]
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text("".join(json.dumps({"text": f"{texts[i % 3]}\n\nCopy {i}.\n"}) + "\n" for i in range(200)))
    out, notes = tmp_path / "out.nq", tmp_path / "notes.txt"
    # a signal ignored here stays ignored in the child, which then sets no Ctrl-C handler
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        build = subprocess.Popen([sys.executable, "-c", NOTED_BUILD, str(notes), "build", str(corpus), "--out", str(out),
                                  "-q", "--batch-size", "32"], env=env(), stderr=subprocess.PIPE, text=True)
    finally:
        signal.signal(signal.SIGINT, previous)
    deadline = time.monotonic() + 300
    while not (notes.exists() and notes.read_text().count("started") >= batch):
        assert build.poll() is None and time.monotonic() < deadline, "the build ended before the batch's analysis began"
        time.sleep(0.01)
    time.sleep(0.3)  # inside spaCy's pipeline (a batch of 32 seed articles takes seconds)
    started = time.monotonic()
    build.send_signal(signum)
    _, err = build.communicate(timeout=120)
    assert build.returncode == status, err
    assert said in err and "Aborting" not in err and "Traceback" not in err
    assert time.monotonic() - started < 3  # not after the batch in flight is parsed
    assert not out.exists() and part_files(out) == []
    # the batch in flight was stopped, not parsed to its end, and no other was begun
    notes_left = notes.read_text().splitlines()
    assert notes_left[-1] == "stopped" and notes_left.count("started") == batch
