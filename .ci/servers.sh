#!/usr/bin/env bash
# Starts the SPARQL servers the push tests need, on loopback ports, and writes their URLs
# to .ci/servers.env (read by tests/conftest.py helpers). Run before the tests:
#   bash .ci/servers.sh          # install when missing, start, wait, write .ci/servers.env
#   bash .ci/servers.sh stop     # stop the servers listed in .ci/servers.env
# Virtuoso: Debian package virtuoso-opensource, database in a temp dir, Graph Store
# Protocol at /sparql-graph-crud-auth (digest auth, dba/dba). Oxigraph: the server of the
# PyPI package oxigraph, store in a temp dir, Graph Store Protocol at /store.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ENV_FILE="$HERE/servers.env"
PYTHON="${PYTHON:-python3}"

if [[ "${1:-}" == "stop" ]]; then
    if [[ -f "$ENV_FILE" ]]; then
        # shellcheck disable=SC1090
        source "$ENV_FILE"
        for pid in ${KG_SERVER_PIDS:-}; do kill "$pid" 2>/dev/null || true; done
        rm -f "$ENV_FILE"
    fi
    exit 0
fi

started=$(date +%s.%N)
rm -f "$ENV_FILE"

free_port() {
    "$PYTHON" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

wait_for() {  # URL, name, pid: until the URL answers 200, for at most 180 s (Virtuoso took 77 s on a loaded machine)
    local url="$1" name="$2" pid="$3"
    for _ in $(seq 1 720); do
        if ! kill -0 "$pid" 2>/dev/null; then
            echo "servers.sh: $name exited during start-up" >&2
            return 1
        fi
        if [[ "$(curl -s -o /dev/null -w '%{http_code}' "$url")" == "200" ]]; then
            return 0
        fi
        sleep 0.25
    done
    echo "servers.sh: $name did not answer at $url within 180 s" >&2
    return 1
}

# --- Virtuoso -------------------------------------------------------------------------
if ! command -v virtuoso-t >/dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq virtuoso-opensource >/dev/null
fi
VIRT_DIR="$(mktemp -d /tmp/kg-virtuoso.XXXXXX)"
VIRT_HTTP="$(free_port)"
VIRT_SQL="$(free_port)"
cat > "$VIRT_DIR/virtuoso.ini" <<INI
[Database]
DatabaseFile       = $VIRT_DIR/virtuoso.db
ErrorLogFile       = $VIRT_DIR/virtuoso.log
LockFile           = $VIRT_DIR/virtuoso.lck
TransactionFile    = $VIRT_DIR/virtuoso.trx
xa_persistent_file = $VIRT_DIR/virtuoso.pxa
ErrorLogLevel      = 7
FileExtend         = 200
MaxCheckpointRemap = 2000
Striping           = 0
TempStorage        = TempDatabase
[TempDatabase]
DatabaseFile       = $VIRT_DIR/virtuoso-temp.db
TransactionFile    = $VIRT_DIR/virtuoso-temp.trx
MaxCheckpointRemap = 2000
Striping           = 0
[Parameters]
ServerPort           = 127.0.0.1:$VIRT_SQL
DisableUnixSocket    = 1
DisableTcpSocket     = 0
MaxClientConnections = 10
CheckpointInterval   = 60
CaseMode             = 2
DirsAllowed          = ., $VIRT_DIR, /usr/share/virtuoso-opensource-7/vad
VADInstallDir        = /usr/share/virtuoso-opensource-7/vad/
NumberOfBuffers      = 170000
MaxDirtyBuffers      = 130000
MaxQueryMem          = 2G
[HTTPServer]
ServerPort           = 127.0.0.1:$VIRT_HTTP
ServerRoot           = /var/lib/virtuoso-opensource-7/vsp
MaxClientConnections = 10
ServerThreads        = 10
EnabledGzipContent   = 1
[SPARQL]
ResultSetMaxRows           = 1000000
MaxQueryExecutionTime      = 300
MaxQueryCostEstimationTime = 400
INI
pushd "$VIRT_DIR" >/dev/null
virtuoso-t +configfile "$VIRT_DIR/virtuoso.ini" +foreground > "$VIRT_DIR/stdout.log" 2>&1 &
VIRT_PID=$!  # +foreground: no daemon fork, so this is Virtuoso's own pid
popd >/dev/null
VIRT_URL="http://127.0.0.1:$VIRT_HTTP"
wait_for "$VIRT_URL/sparql?query=ASK%7B%7D" Virtuoso "$VIRT_PID" || { tail -20 "$VIRT_DIR/virtuoso.log" >&2; exit 1; }
# The anonymous /sparql-graph-crud endpoint needs this grant; /sparql-graph-crud-auth (dba) does not.
isql-vt "127.0.0.1:$VIRT_SQL" dba dba exec='grant SPARQL_UPDATE to "SPARQL";' >/dev/null

# --- Oxigraph server ------------------------------------------------------------------
# The project's Python first (the test extra installs oxigraph there), then PATH.
OXIGRAPH="$("$PYTHON" -c 'import sysconfig; print(sysconfig.get_path("scripts"))')/oxigraph"
if [[ ! -x "$OXIGRAPH" ]]; then
    OXIGRAPH="$(command -v oxigraph || true)"
fi
if [[ -z "$OXIGRAPH" || ! -x "$OXIGRAPH" ]]; then
    "$PYTHON" -m pip install -q "oxigraph>=0.5,<0.6"
    OXIGRAPH="$("$PYTHON" -c 'import sysconfig; print(sysconfig.get_path("scripts"))')/oxigraph"
fi
OXI_DIR="$(mktemp -d /tmp/kg-oxigraph.XXXXXX)"
OXI_PORT="$(free_port)"
"$OXIGRAPH" serve --location "$OXI_DIR/store" --bind "127.0.0.1:$OXI_PORT" --union-default-graph \
    > "$OXI_DIR/server.log" 2>&1 &
OXI_PID=$!
OXI_URL="http://127.0.0.1:$OXI_PORT"
wait_for "$OXI_URL/query?query=ASK%7B%7D" "Oxigraph server" "$OXI_PID" || { cat "$OXI_DIR/server.log" >&2; exit 1; }

cat > "$ENV_FILE" <<ENV
KG_OXIGRAPH_GSP=$OXI_URL/store
KG_OXIGRAPH_SPARQL=$OXI_URL/query
KG_VIRTUOSO_GSP=$VIRT_URL/sparql-graph-crud-auth
KG_VIRTUOSO_SPARQL=$VIRT_URL/sparql
KG_VIRTUOSO_USER=dba
KG_VIRTUOSO_PASSWORD=dba
KG_SERVER_PIDS="$VIRT_PID $OXI_PID"
ENV
elapsed=$(echo "$(date +%s.%N) - $started" | bc)
echo "servers.sh: Virtuoso at $VIRT_URL, Oxigraph at $OXI_URL (ready in ${elapsed} s); URLs in $ENV_FILE"
