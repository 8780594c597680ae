-- One judged step of a trial's capacity search (issue 12, DESIGN "Capacity (as built)"), in the order run.
CREATE TABLE capacity_step (
    trial_id            INTEGER NOT NULL REFERENCES trial (id) ON DELETE CASCADE,
    step_index          INTEGER NOT NULL,            -- 0, 1, ... in the order run
    bisecting           INTEGER NOT NULL,            -- 0 while climbing, 1 while narrowing
    offered_rate        INTEGER NOT NULL,            -- arrival rate k6 was asked for, requests/s
    achieved_rps        REAL    NOT NULL,            -- requests answered per judged second
    p50_millis          REAL,                        -- NULL when nothing was answered
    p99_millis          REAL,
    error_percent       REAL    NOT NULL,
    dropped_iterations  INTEGER NOT NULL,
    loadgen_cpu_percent REAL,                        -- k6's CPU in % of one core; NULL when not sampled
    other_cpu_percent   REAL,                        -- the host's other processes, % of one core; NULL when not sampled
    judged_seconds      INTEGER NOT NULL,
    verdict             TEXT    NOT NULL,            -- a StepVerdict name (REPEATED_HOST_BUSY: run again)
    reason              TEXT    NOT NULL,
    PRIMARY KEY (trial_id, step_index)
);
