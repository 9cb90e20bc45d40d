"""Starting ``kg serve`` as a real process for the tests, on a free loopback port."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
MINI = ROOT / "tests" / "data" / "mini.trig"


@dataclass
class Server:
    process: subprocess.Popen[str]
    url: str  # http://127.0.0.1:PORT
    banner: list[str]

    @property
    def token(self) -> str | None:
        for line in self.banner:
            match = re.search(r"Authorization: Bearer (\S+)'", line)
            if match:
                return match.group(1)
        return None

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def start_server(store: Path, *extra: str, env: dict[str, str] | None = None) -> Server:
    """``kg serve --store STORE --port 0 EXTRA...``, once it answers."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""), **(env or {})}
    process = subprocess.Popen(
        [sys.executable, "-m", "kg.cli", "serve", "--store", str(store), "--port", "0", *extra],
        env=environment, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    assert process.stdout is not None
    banner = [process.stdout.readline() for _ in range(4 + ("--writable" in extra))]
    match = re.search(r"(http://[^/\s]+)/sparql", banner[0])
    if not match:
        process.kill()
        raise AssertionError(f"kg serve did not start: {banner} {process.stderr.read() if process.stderr else ''}")
    url = match.group(1)
    for _ in range(100):
        try:
            httpx.get(url + "/sparql", timeout=1)
            return Server(process, url, banner)
        except httpx.TransportError:
            time.sleep(0.1)
    process.kill()
    raise AssertionError(f"kg serve did not answer: {process.stderr.read() if process.stderr else ''}")
