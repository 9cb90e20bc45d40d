"""Where the per-article step runs: this process, worker processes, or a Dask cluster.

The engines depend on the pipeline, never the other way: ``kg.pipeline.stream_build`` takes
any object with ``run(articles, config)`` and runs serially when given none.

Every engine takes articles in input order, runs ``kg.pipeline.process_batch`` on batches
of them and gives the outputs back in input order, so the bytes written do not depend on
the engine. Each keeps only a bounded window of batches in flight (twice the number of
workers), so memory does not grow with the corpus.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from kg.errors import KgError
from kg.pipeline import SerialRun, batches, process_batch_packed, process_batch_to_shard, unpacked
from kg.records import Article


class SerialEngine(SerialRun):
    """The per-article step in this process."""


def _init_worker(model: str | None = None) -> None:
    import signal

    # the parent turns SIGTERM into an exception (kg.cli); a worker ended by the pool just ends
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    # load the model once per worker, not once per batch
    from kg.nlp import load_pipeline

    load_pipeline(model)


class ProcessEngine:
    """The per-article step in ``jobs`` worker processes on this machine."""

    def __init__(self, jobs: int) -> None:
        self.jobs = jobs

    def run(self, articles: Iterable[Article], config):  # noqa: ANN001, ANN201
        import multiprocessing

        # fork: the workers share the parent's loaded model pages instead of loading their own
        context = multiprocessing.get_context("fork")
        with context.Pool(self.jobs, initializer=_init_worker, initargs=(config.model,)) as pool:
            pending: deque = deque()
            for batch in batches(articles, config.batch_size):
                pending.append(pool.apply_async(process_batch_packed, (batch, config)))
                if len(pending) >= 2 * self.jobs:
                    yield from unpacked(pending.popleft().get())
            while pending:
                yield from unpacked(pending.popleft().get())


class DaskEngine:
    """The per-article step on a Dask cluster: ``local`` starts one on this machine.

    Workers need kg and the spaCy model installed (the same ``requirements.lock``).
    """

    def __init__(self, scheduler: str, workers: int = 2, connect_timeout: str = "10s", shards: str | None = None) -> None:
        self.scheduler = scheduler
        self.workers = workers
        self.connect_timeout = connect_timeout
        # workers write each batch's graphs here; on a real cluster, a folder every worker
        # and the client can reach (a shared file system)
        self.shards = shards

    def client(self):  # noqa: ANN201
        try:
            from dask.distributed import Client, LocalCluster
        except ImportError as exc:
            raise KgError("--scheduler needs dask[distributed]: pip install 'kg[dask]'") from exc
        if self.scheduler == "local":
            cluster = LocalCluster(n_workers=self.workers, threads_per_worker=1, processes=True,
                                   dashboard_address=None, host="127.0.0.1")
            client = Client(cluster)
        else:
            cluster = None
            try:
                client = Client(self.scheduler, timeout=self.connect_timeout)
            except (OSError, TimeoutError) as exc:
                raise KgError(f"cannot reach the Dask scheduler at {self.scheduler}: {exc}") from exc
        client.register_plugin(_profiler_free(), name="kg-no-profiler")
        return client, cluster

    def run(self, articles: Iterable[Article], config):  # noqa: ANN001, ANN201
        import tempfile
        from pathlib import Path

        from kg.pipeline import article_outputs
        from kg.write import read_shard

        client, cluster = self.client()
        folder = tempfile.TemporaryDirectory(prefix="kg-shards-", dir=self.shards)

        def collect(future, shard: Path):  # noqa: ANN001, ANN202
            outputs = future.result()
            built = article_outputs(outputs)
            if built:
                built[0].quads = read_shard(shard)
            else:
                shard.unlink(missing_ok=True)
            return outputs

        try:
            window = 2 * max(1, len(client.scheduler_info().get("workers", {})) or self.workers)
            pending: deque = deque()
            for index, batch in enumerate(batches(articles, config.batch_size)):
                shard = Path(folder.name) / f"batch-{index:08d}.nq"
                pending.append((client.submit(process_batch_to_shard, batch, config, str(shard), pure=False), shard))
                if len(pending) >= window:
                    yield from collect(*pending.popleft())
            while pending:
                yield from collect(*pending.popleft())
        finally:
            client.close()
            if cluster is not None:
                cluster.close()
            folder.cleanup()


def _profiler_free():  # noqa: ANN202
    from distributed.diagnostics.plugin import WorkerPlugin

    class NoProfiler(WorkerPlugin):
        """Stops the worker's statistical profiler.

        Every 10 ms it takes the frames of the thread running a task and drops them later on
        the worker's event-loop thread; a pyoxigraph iterator still referenced by such a frame
        (pySHACL's) is then freed on a thread that did not make it, and pyo3 prints
        "QuadIter is unsendable, but is being dropped on another thread" (issue 16). kg
        shows no Dask dashboard, so the profile was never seen.
        """

        def setup(self, worker) -> None:  # noqa: ANN001
            for name in ("profile", "profile-cycle"):
                callback = worker.periodic_callbacks.pop(name, None)
                if callback is not None:
                    callback.stop()

    return NoProfiler()


def make_engine(jobs: int = 1, scheduler: str | None = None, shards: str | None = None):  # noqa: ANN201
    if scheduler:
        return DaskEngine(scheduler, workers=max(jobs, 2), shards=shards)
    if jobs > 1:
        return ProcessEngine(jobs)
    return SerialEngine()
