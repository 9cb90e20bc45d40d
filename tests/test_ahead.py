"""The next batch's NLP in a forked process, or a thread, while this one is extracted
(kg.ahead, kg.pipeline.SerialRun)."""

from __future__ import annotations

import json
import multiprocessing
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

from conftest import SEEDS
from kg.ahead import AnalysisFailed, analysed_ahead, analysed_in_child, can_fork

forks = pytest.mark.skipif(not can_fork(), reason="a fork needs Linux, two cores and one thread")


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


@forks
def test_batches_come_back_in_order_each_analysed_in_another_process_while_the_one_before_is_used(tmp_path):
    """The first batch is analysed here, while the process analyses the second."""
    started = tmp_path / "started.txt"

    def analyse(batch: int) -> str:
        with started.open("a") as f:
            f.write(f"{batch}\n")
        return f"analysis of {batch} in {os.getpid()}"

    seen = []
    for batch, result, error in analysed_in_child(range(5), analyse, str.upper, lambda b, payload: payload.lower()):
        time.sleep(0.3)  # the caller's work on this batch, long enough for the next analysis to start
        seen.append((batch, result, error, str(batch + 1) in started.read_text().split()))
    assert [(b, r.rsplit(" ", 1)[0], e) for b, r, e, _ in seen] == [(b, f"analysis of {b} in", None) for b in range(5)]
    pids = [result.rsplit(" ", 1)[1] for _, result, *_ in seen]
    assert pids[0] == str(os.getpid())
    assert len(set(pids[1:])) == 1 and pids[1] != pids[0]  # one other process for every batch after the first
    assert [ahead for *_, ahead in seen] == [True, True, True, True, False]  # the last has no next


def test_one_batch_is_analysed_here_and_forks_nothing(monkeypatch):
    import kg.ahead

    # a fork would show only while its process lives; the attempt itself fails the test
    monkeypatch.setattr(kg.ahead, "_Child", lambda *args: pytest.fail("a process was forked for one batch"))
    outcomes = list(analysed_in_child([0], lambda batch: os.getpid(), lambda r: r, lambda b, payload: payload))
    assert outcomes == [(0, os.getpid(), None)]
    assert multiprocessing.active_children() == []
    assert list(analysed_in_child([], os.getpid, lambda r: r, lambda b, payload: payload)) == []


@forks
def test_a_failed_analysis_in_the_process_is_handed_back_and_one_that_ends_it_is_replaced():
    def analyse(batch: int) -> tuple[int, int]:
        if batch == 2:
            raise ValueError("injected fault")
        if batch == 4:
            os._exit(3)  # the process dies (a crash in native code, the kernel's OOM killer)
        return batch * 10, os.getpid()

    outcomes = list(analysed_in_child(range(6), analyse, lambda r: r, lambda b, payload: payload))
    assert [b for b, _, _ in outcomes] == [0, 1, 2, 3, 4, 5]
    assert [r[0] if r else None for _, r, _ in outcomes] == [0, 10, None, 30, None, 50]
    errors = [e for _, _, e in outcomes]
    assert [type(e) if e else None for e in errors] == [None, None, AnalysisFailed, None, AnalysisFailed, None]
    assert str(errors[2]) == "ValueError: injected fault"
    assert str(errors[4]) == "the analysing process ended (exit status 3)"
    here, before_fault, after_fault, after_death = (outcomes[i][1][1] for i in (0, 1, 3, 5))
    assert here == os.getpid()
    assert before_fault == after_fault != after_death  # a new process only once the first has ended
    assert here not in {before_fault, after_death}


@forks
def test_the_analysing_process_ignores_ctrl_c_and_ends_on_sigterm_with_no_signal_held():
    """Ctrl-C is the build's to act on; SIGTERM, the build's way to end the process, ends it at
    once. The signals the build holds back across the fork are let through again there."""
    def analyse(batch: int) -> tuple:
        held = signal.pthread_sigmask(signal.SIG_BLOCK, [])
        return signal.getsignal(signal.SIGINT), signal.getsignal(signal.SIGTERM), sorted(held)

    [_, (_, (on_int, on_term, held), error)] = list(analysed_in_child([0, 1], analyse, lambda r: r, lambda b, payload: payload))
    assert error is None
    assert (on_int, on_term, held) == (signal.SIG_IGN, signal.SIG_DFL, [])
    assert signal.pthread_sigmask(signal.SIG_BLOCK, []) == set()  # and none is left held in the build


@forks
def test_a_closed_build_ends_the_analysing_process_at_once(tmp_path):
    begun = tmp_path / "begun-1.txt"  # of batch 1's own: batches 0 and 1 are analysed at once

    def analyse(batch: int) -> int:
        if batch == 1:
            begun.write_text(str(os.getpid()))
            time.sleep(60)  # the batch in flight when the build is closed
        return batch

    outcomes = analysed_in_child(range(3), analyse, lambda r: r, lambda b, payload: payload)
    assert next(outcomes) == (0, 0, None)
    deadline = time.monotonic() + 60
    while not (begun.exists() and begun.read_text()):
        assert time.monotonic() < deadline, "the process never began batch 1"
        time.sleep(0.01)
    time.sleep(0.1)
    started = time.monotonic()
    outcomes.close()
    assert time.monotonic() - started < 5  # not after the minute the batch would take
    with pytest.raises(ProcessLookupError):
        os.kill(int(begun.read_text()), 0)


def _seed_build(monkeypatch, tmp_path, ahead: bool, fork: bool | None = False) -> tuple[list, set[str]]:
    """The seeds' quads, built one article per batch, and where their NLP ran: the process
    ("build" or "another process") and thread."""
    from kg import nlp, pipeline

    where = tmp_path / f"where-{ahead}-{fork}.txt"
    real = nlp.analyse_texts

    def watched(items, batch_size, model=None):  # noqa: ANN001, ANN202
        with where.open("a") as f:  # a file: the analysing process's memory is its own
            f.write(f"{os.getpid()} {threading.current_thread().name}\n")
        return real(items, batch_size, model=model)

    monkeypatch.setattr(pipeline, "analyse_texts", watched)
    config = pipeline.BuildConfig(batch_size=1)
    engine = pipeline.SerialRun(ahead=ahead, fork=fork)
    quads = list(pipeline.stream_build([str(SEEDS)], config, pipeline.BuildResult(), engine=engine))
    return quads, _places(where)


def _places(where) -> set[str]:  # noqa: ANN001
    places = set()
    for line in where.read_text().splitlines():
        pid, thread = line.split(" ", 1)
        places.add(f"{'build' if int(pid) == os.getpid() else 'another process'} {thread}")
    return places


def test_the_serial_build_analyses_ahead_in_a_thread_and_writes_the_same_quads(monkeypatch, tmp_path):
    ahead, ahead_places = _seed_build(monkeypatch, tmp_path, ahead=True, fork=False)
    plain, plain_places = _seed_build(monkeypatch, tmp_path, ahead=False)
    assert ahead_places == {"build kg-analysis"}
    assert plain_places == {"build MainThread"}
    assert len(ahead) > 2000
    assert ahead == plain


@forks
def test_the_serial_build_analyses_ahead_in_a_forked_process_and_writes_the_same_quads(monkeypatch, tmp_path):
    forked, forked_places = _seed_build(monkeypatch, tmp_path, ahead=True, fork=True)
    plain, _ = _seed_build(monkeypatch, tmp_path, ahead=False)
    assert forked_places == {"build MainThread", "another process MainThread"}  # the first batch here
    assert len(forked) > 2000
    assert forked == plain  # the Docs sent back as bytes hold every annotation the rules read


@pytest.mark.parametrize("fork", [False, pytest.param(True, marks=forks)], ids=["thread", "process"])
def test_an_article_whose_analysis_fails_ahead_is_skipped_alone(tmp_path, capsys, monkeypatch, fork):
    """The failure goes back to the batch's own step, which analyses the batch again and then
    each article alone (the fault is injected: no real text is known to trip spaCy)."""
    from kg import pipeline
    from kg.cli import main

    real = pipeline.analyse_texts
    tripped = tmp_path / "tripped.txt"

    def tripping(items, batch_size, model=None):  # noqa: ANN001, ANN202
        for doc, context in real(items, batch_size, model=model):
            if "Quillfeather" in doc.text:
                with tripped.open("a") as f:
                    f.write(f"{os.getpid()} {threading.current_thread().name}\n")
                raise ValueError("injected fault")
            yield doc, context

    monkeypatch.setattr(pipeline, "analyse_texts", tripping)
    monkeypatch.setattr(pipeline, "can_fork", lambda: fork)
    # in the second batch: the first is analysed in the build's own thread on the way to a fork
    lines = [{"text": "Officials in Lisbon said on Monday that 40 boats had arrived."},
             {"text": "Harbour staff in Faro said 25 yachts stayed in port."},
             {"text": "The Red Cross said 300 people were given shelter in Porto."},
             {"text": "Mayor Anna Quillfeather said 12 families were moved."}]
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "batch.jsonl").write_text("".join(json.dumps(r) + "\n" for r in lines))
    out = tmp_path / "g.nq"
    assert main(["build", str(tmp_path / "in"), "--out", str(out), "-q", "--batch-size", "2"]) == 2
    err = capsys.readouterr().err
    assert f"kg: skipped: {tmp_path / 'in' / 'batch.jsonl'}:4: could not be analysed: internal error" in err
    assert "ValueError: injected fault" in err
    written = out.read_text(encoding="utf-8")
    assert "Lisbon" in written and "Porto" in written and "Faro" in written
    assert "Quillfeather" not in written
    # first where the batch was analysed ahead, then in the batch's own step, twice (the batch, the article)
    ahead = "another process MainThread" if fork else "build kg-analysis"
    assert _places(tripped) == {ahead, "build MainThread"}


# kg build with a note written as each batch's analysis starts and ends: in a thread
# (kg.ahead._Analysis, which notes "stopped" when it is stopped) or in a forked process (the
# process's id, to see that it is gone)
NOTED_BUILD = """
import os, pathlib, sys
import kg.ahead, kg.pipeline
from kg.cli import main

notes, fork = pathlib.Path(sys.argv[1]), sys.argv[2] == "process"

def note(line):
    with notes.open("a") as f:
        f.write(line + "\\n")

real_run, real_analysis = kg.ahead._Analysis.run, kg.pipeline.analysis_of

def noted_run(self):
    note("started")
    real_run(self)
    note("finished" if self.error is None else "stopped")

def noted_analysis(batch, config):
    note(f"started {os.getpid()}")
    analysed = real_analysis(batch, config)
    note(f"finished {os.getpid()}")
    return analysed

if fork:
    kg.pipeline.analysis_of = noted_analysis
else:
    kg.ahead._Analysis.run = noted_run
kg.pipeline.can_fork = lambda: fork
sys.exit(main(sys.argv[3:]))
"""


@pytest.mark.parametrize("fork", [False, pytest.param(True, marks=forks)], ids=["thread", "process"])
@pytest.mark.parametrize("batch", [1, 3], ids=["first-batch", "third-batch"])
@pytest.mark.parametrize("signum, status, said", [(signal.SIGINT, 130, "kg: interrupted; nothing written"),
                                                  (signal.SIGTERM, 143, "kg: terminated (SIGTERM); nothing written")],
                         ids=["ctrl-c", "sigterm"])
def test_a_build_stopped_while_a_batch_is_parsed_ahead_ends_at_once_and_writes_nothing(tmp_path, batch, signum, status,
                                                                                       said, fork):
    """Stopped while a batch is parsed ahead: the first batch so parsed, while the build waits
    for it (the thread) or parses the batch before it itself (the process), or the third, while
    the build extracts. Ctrl-C goes to the terminal's whole process group, SIGTERM to the build
    alone. The thread blocks the signals (one landing there broke spaCy's matrix code, which
    aborted the process: "libblis: Aborting", status -6) and is stopped, not waited for; the
    forked process ignores Ctrl-C and is ended by the build."""
    from test_outfile import env, part_files

    texts = [path.read_text(encoding="utf-8") for path in sorted(SEEDS.glob("*.txt"))]
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text("".join(json.dumps({"text": f"{texts[i % 3]}\n\nCopy {i}.\n"}) + "\n" for i in range(200)))
    out, notes = tmp_path / "out.nq", tmp_path / "notes.txt"
    # a signal ignored here stays ignored in the child, which then sets no Ctrl-C handler
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        build = subprocess.Popen([sys.executable, "-c", NOTED_BUILD, str(notes), "process" if fork else "thread",
                                  "build", str(corpus), "--out", str(out), "-q", "--batch-size", "32"],
                                 env=env(), stderr=subprocess.PIPE, text=True, start_new_session=True)
    finally:
        signal.signal(signal.SIGINT, previous)
    deadline = time.monotonic() + 300

    def ahead(word: str) -> list[str]:  # the notes of the analyses ahead: the thread's, or the process's
        lines = notes.read_text().splitlines() if notes.exists() else []
        return [line for line in lines if line.startswith(word) and line != f"{word} {build.pid}"]

    while len(ahead("started")) < batch:
        assert build.poll() is None and time.monotonic() < deadline, "the build ended before the batch's analysis began"
        time.sleep(0.01)
    time.sleep(0.3)  # inside spaCy's pipeline (a batch of 32 seed articles takes seconds)
    started = time.monotonic()
    if signum == signal.SIGINT:
        os.killpg(build.pid, signum)  # as a terminal's Ctrl-C does
    else:
        build.send_signal(signum)
    _, err = build.communicate(timeout=120)
    assert build.returncode == status, err
    assert said in err and "Aborting" not in err and "Traceback" not in err
    assert time.monotonic() - started < 3  # not after the batch in flight is parsed
    assert not out.exists() and part_files(out) == []
    # the batch in flight was stopped, not parsed to its end, and no other was begun
    assert len(ahead("started")) == batch and len(ahead("finished")) == batch - 1
    if fork:
        with pytest.raises(ProcessLookupError):  # and the analysing process is gone
            os.kill(int(ahead("started")[-1].split()[1]), 0)
    else:
        assert notes.read_text().splitlines()[-1] == "stopped"
