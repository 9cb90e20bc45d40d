"""The next batch's NLP in a thread while this one is extracted (kg.ahead, kg.pipeline.SerialRun)."""

from __future__ import annotations

import json
import threading
import time

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

    def tripping(items, batch_size, model=None):  # noqa: ANN001, ANN202
        for doc, context in real(items, batch_size, model=model):
            if "Quillfeather" in doc.text:
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
