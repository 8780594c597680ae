-- Threadbench schema (DESIGN §7). Times are epoch milliseconds (INTEGER); documents are JSON (TEXT).

CREATE TABLE scenario (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL UNIQUE,
    definition  TEXT    NOT NULL,            -- the Scenario record as JSON
    builtin     INTEGER NOT NULL DEFAULT 0,  -- 1 when imported from scenarios/*.yaml
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);

CREATE TABLE benchmark (
    id           INTEGER PRIMARY KEY,
    name         TEXT    NOT NULL,
    notes        TEXT    NOT NULL DEFAULT '',
    status       TEXT    NOT NULL,           -- QUEUED, RUNNING, SUCCEEDED, FAILED, CANCELLED, INTERRUPTED
    scenarios    TEXT    NOT NULL,           -- JSON list of scenario names
    approaches   TEXT    NOT NULL,           -- JSON list of approach ids
    repetitions  INTEGER NOT NULL,
    environment  TEXT,                       -- JSON environment fingerprint
    error        TEXT,
    created_at   INTEGER NOT NULL,
    started_at   INTEGER,
    finished_at  INTEGER
);
CREATE INDEX benchmark_created ON benchmark (created_at);

CREATE TABLE trial (
    id                 INTEGER PRIMARY KEY,
    benchmark_id       INTEGER NOT NULL REFERENCES benchmark (id) ON DELETE CASCADE,
    seq                INTEGER NOT NULL,     -- run order within the benchmark (interleaved)
    scenario_name      TEXT    NOT NULL,
    approach           TEXT    NOT NULL,
    repetition         INTEGER NOT NULL,     -- 1-based
    scenario_snapshot  TEXT    NOT NULL,     -- JSON of the Scenario when the benchmark was created
    status             TEXT    NOT NULL,     -- QUEUED, RUNNING, SUCCEEDED, FAILED, CANCELLED, INTERRUPTED
    step               TEXT,                 -- current step while RUNNING (starting-sut, preflight, warmup, measuring, stopping)
    partial            INTEGER NOT NULL DEFAULT 0,
    error              TEXT,
    flags              TEXT,                 -- JSON list of trust-check flags with reasons
    sut_info           TEXT,                 -- JSON: JVM vendor/version, options, port, pid
    log_tail_sut       TEXT,
    log_tail_k6        TEXT,
    warmup_started_at  INTEGER,
    measure_started_at INTEGER,
    started_at         INTEGER,
    finished_at        INTEGER,
    UNIQUE (benchmark_id, seq)
);
CREATE INDEX trial_benchmark ON trial (benchmark_id);
CREATE INDEX trial_status ON trial (status);

-- Child processes we started; a restart kills survivors that are still ours (same pid and start time).
CREATE TABLE child_process (
    id          INTEGER PRIMARY KEY,
    trial_id    INTEGER REFERENCES trial (id) ON DELETE SET NULL,
    role        TEXT    NOT NULL,            -- sut, upstream, k6
    pid         INTEGER NOT NULL,
    started_at  INTEGER NOT NULL,            -- ProcessHandle.Info.startInstant, epoch ms
    command     TEXT    NOT NULL
);

-- One row per trial-second (DESIGN §6/§7). second < 0 during warm-up.
CREATE TABLE trial_second (
    trial_id        INTEGER NOT NULL REFERENCES trial (id) ON DELETE CASCADE,
    second          INTEGER NOT NULL,        -- offset from measure_started_at
    epoch_second    INTEGER NOT NULL,
    warmup          INTEGER NOT NULL DEFAULT 0,
    requests_ok     INTEGER NOT NULL,
    requests_error  INTEGER NOT NULL,
    dropped_iterations INTEGER NOT NULL DEFAULT 0,
    histogram       BLOB,                    -- HdrHistogram compressed encoding, microseconds
    p50_ms          REAL,
    p90_ms          REAL,
    p99_ms          REAL,
    max_ms          REAL,
    telemetry       TEXT,                    -- JSON of the system/process/JVM sample of this second
    PRIMARY KEY (trial_id, second)
);

-- Reservoir of raw latency points for scatter plots (errors always kept, up to a cap).
CREATE TABLE trial_sample (
    trial_id        INTEGER NOT NULL REFERENCES trial (id) ON DELETE CASCADE,
    epoch_millis    INTEGER NOT NULL,
    latency_micros  INTEGER NOT NULL,
    status          INTEGER NOT NULL,        -- HTTP status, 0 for connection failures
    error           INTEGER NOT NULL,
    warmup          INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX trial_sample_trial ON trial_sample (trial_id, epoch_millis);

-- Summary metrics in long format (DESIGN §8 names).
CREATE TABLE trial_metric (
    trial_id  INTEGER NOT NULL REFERENCES trial (id) ON DELETE CASCADE,
    name      TEXT    NOT NULL,
    value     REAL,
    PRIMARY KEY (trial_id, name)
);
