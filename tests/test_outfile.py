"""Issue 16, Build and Report: where an output goes, and what a killed run leaves.

A regular file is replaced whole or not at all; a device or FIFO is written to and never
replaced by a regular file; the part file a killed run leaves says whose it is and is
removed by the next run that writes the same output, never while its writer lives.
"""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pyoxigraph as ox
import pytest

from conftest import ROOT, SEEDS
from kg.cli import main
from kg.outfile import part_files

GOOD_SEED = SEEDS / "002_27f613a8daa9a422.txt"
MINI = ROOT / "tests" / "data" / "mini.trig"


def kg_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "kg.cli", *args]


def env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}


def wait_for_part(out: Path, process: subprocess.Popen, seconds: float = 300) -> Path:
    """The part file the running build makes, once the build holds its lock (its own signal)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        parts = part_files(out)
        if parts and held(parts[0]):
            return parts[0]
        assert process.poll() is None, "the build ended before it began to write"
        time.sleep(0.02)
    raise AssertionError("no part file appeared")


def held(part: Path) -> bool:
    """Whether a writer holds the part file's lock (it is made a moment before it is locked)."""
    import fcntl

    try:
        fd = os.open(part, os.O_RDONLY)
    except FileNotFoundError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)
    return False


class FifoReader(threading.Thread):
    """Reads a FIFO to its end, as a process downstream of kg would."""

    def __init__(self, path: Path) -> None:
        super().__init__(daemon=True)
        self.path, self.data = path, b""
        self.alias = path.with_name(path.name + ".alias")  # still names the FIFO if kg replaced the path
        os.link(path, self.alias)

    def run(self) -> None:
        with open(self.path, "rb") as stream:
            self.data = stream.read()

    def finish(self) -> bytes:
        self.join(timeout=300)
        if self.is_alive():  # kg never opened the FIFO: let the reader go
            with open(self.alias, "wb"):
                pass
            self.join()
        return self.data


def device_clone(tmp_path: Path, name: str, minor: int) -> Path:
    """A character device like /dev/null (minor 3) or /dev/full (minor 7), made in tmp_path,
    so that a regression replaces the clone, never the machine's own device."""
    if os.geteuid() != 0:
        pytest.skip("making a device node needs root (CI runs as root)")
    path = tmp_path / name
    try:
        os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, minor))
        with open(path, "wb"):
            pass
    except OSError as exc:
        pytest.skip(f"no device nodes here ({exc.strerror})")
    return path


def test_build_writes_into_a_fifo_and_leaves_it_a_fifo(tmp_path, capsys):
    fifo = tmp_path / "graph.fifo"
    os.mkfifo(fifo)
    reader = FifoReader(fifo)
    reader.start()
    status = main(["build", str(GOOD_SEED), "--out", str(fifo), "--format", "nq", "-q"])
    data = reader.finish()
    assert status == 0, capsys.readouterr().err
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    quads = list(ox.parse(data, format=ox.RdfFormat.N_QUADS))
    assert len(quads) > 300


def test_report_writes_into_a_fifo_and_leaves_it_a_fifo(tmp_path, capsys):
    fifo = tmp_path / "page.fifo"
    os.mkfifo(fifo)
    reader = FifoReader(fifo)
    reader.start()
    status = main(["report", str(MINI), "--out", str(fifo), "-q", "--no-validate"])
    data = reader.finish()
    assert status == 0, capsys.readouterr().err
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert data.startswith(b"<!DOCTYPE html>") and data.rstrip().endswith(b"</html>")


def test_build_and_report_write_into_a_character_device(tmp_path, capsys):
    null = device_clone(tmp_path, "null", 3)
    assert main(["build", str(GOOD_SEED), "--out", str(null), "--format", "nq", "-q"]) == 0
    assert main(["report", str(MINI), "--out", str(null), "-q", "--no-validate"]) == 0
    assert stat.S_ISCHR(os.stat(null).st_mode)
    assert os.stat(null).st_rdev == os.makedev(1, 3)


def test_a_full_device_is_a_clear_error_and_stays_a_device(tmp_path, capsys):
    full = device_clone(tmp_path, "full", 7)
    assert main(["build", str(GOOD_SEED), "--out", str(full), "--format", "nq", "-q"]) == 2
    assert f"kg: {full}: cannot write: No space left on device" in capsys.readouterr().err
    assert stat.S_ISCHR(os.stat(full).st_mode)


def test_a_folder_as_output_is_refused_before_the_work(tmp_path, capsys):
    folder = tmp_path / "out.trig"
    folder.mkdir()
    assert main(["build", str(GOOD_SEED), "--out", str(folder), "-q"]) == 2
    assert f"{folder}: is a folder; give a file name for the output" in capsys.readouterr().err
    assert main(["report", str(MINI), "--out", str(folder), "-q"]) == 2
    assert list(folder.iterdir()) == []


def test_a_symbolic_link_as_output_keeps_the_link_and_replaces_its_target(tmp_path):
    real = tmp_path / "real.nq"
    real.write_text("old")
    link = tmp_path / "link.nq"
    link.symlink_to(real)
    assert main(["build", str(GOOD_SEED), "--out", str(link), "-q"]) == 0
    assert link.is_symlink() and len(list(ox.parse(path=str(real)))) > 300


def test_a_part_file_left_by_sigkill_is_named_and_removed_by_the_next_run(tmp_path):
    out = tmp_path / "seeds.trig"
    build = subprocess.Popen(kg_command("build", str(SEEDS), "--out", str(out), "-q"), env=env(),
                             stderr=subprocess.PIPE)
    part = wait_for_part(out, build)
    build.send_signal(signal.SIGKILL)
    build.wait()
    assert part.exists() and not out.exists()
    assert part.name.startswith(f".seeds.trig.kg-{build.pid}-") and part.name.endswith(".part")
    again = subprocess.run(kg_command("build", str(SEEDS), "--out", str(out), "-q"), env=env(),
                           capture_output=True, text=True)
    assert again.returncode == 0, again.stderr
    assert f"kg: note: removed {part}, the part file of an earlier run that was killed" in again.stderr
    assert not part.exists() and part_files(out) == []
    assert len(list(ox.parse(path=str(out)))) > 1000


def test_the_part_file_of_a_live_run_is_left_alone(tmp_path):
    out = tmp_path / "seeds.nq"
    first = subprocess.Popen(kg_command("build", str(SEEDS), "--out", str(out), "-q"), env=env())
    try:
        part = wait_for_part(out, first)
        first.send_signal(signal.SIGSTOP)  # alive, holding its part file, but going nowhere
        second = subprocess.run(kg_command("build", str(GOOD_SEED), "--out", str(out), "-q"), env=env(),
                                capture_output=True, text=True)
        assert second.returncode == 0, second.stderr
        assert part.exists() and "removed" not in second.stderr
    finally:
        first.send_signal(signal.SIGCONT)
    assert first.wait() == 0
    assert part_files(out) == [] and len(list(ox.parse(path=str(out)))) > 1000


def test_a_sigterm_whose_exception_a_callback_swallowed_still_stops_the_write(tmp_path):
    """CI once sent the SIGTERM above while an import lock's weakref callback ran: Python printed
    "Exception ignored" and the build ran on, replaced the output and exited 0."""
    import weakref

    from kg.errors import Terminated
    from kg.outfile import open_output
    from kg.termination import terminate_as_exit

    out = tmp_path / "seeds.trig"
    out.write_text("before")

    class Lock:
        pass

    with pytest.raises(Terminated), terminate_as_exit():
        handler = signal.getsignal(signal.SIGTERM)
        lock = Lock()
        ref = weakref.ref(lock, lambda _: handler(signal.SIGTERM, None))
        del lock  # the callback runs the real handler; Python ignores what it raises
        assert ref() is None
        with open_output(out) as stream:
            stream.write(b"after")
    assert out.read_text() == "before"
    assert part_files(out) == []


def test_sigterm_swallowed_in_a_weakref_callback_prints_no_traceback():
    # SIGTERM can land while an import lock's clean-up runs: Python drops the handler's exception
    # there and would print it as "Exception ignored … Traceback", which reads as a crash
    code = (
        "import signal, weakref\n"
        "from kg.errors import Terminated\n"
        "from kg.termination import terminate_as_exit\n"
        "class Lock: pass\n"
        "try:\n"
        "    with terminate_as_exit():\n"
        "        handler = signal.getsignal(signal.SIGTERM)\n"
        "        lock = Lock()\n"
        "        ref = weakref.ref(lock, lambda _: handler(signal.SIGTERM, None))\n"
        "        del lock\n"
        "except Terminated:\n"
        "    print('terminated')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env())
    assert (done.stdout, done.stderr) == ("terminated\n", "")


def test_sigterm_removes_the_part_file_and_says_so(tmp_path):
    out = tmp_path / "seeds.trig"
    out.write_text("before")
    build = subprocess.Popen(kg_command("build", str(SEEDS), "--out", str(out), "-q"), env=env(),
                             stderr=subprocess.PIPE, text=True)
    wait_for_part(out, build)
    build.send_signal(signal.SIGTERM)
    _, err = build.communicate()
    assert build.returncode == 143, err
    assert "kg: terminated (SIGTERM); nothing written" in err and "Traceback" not in err
    assert part_files(out) == [] and out.read_text() == "before"
