-- Repetitions until decided and the interleaved gate (issue 36): a benchmark of --repetitions auto runs at most
-- `repetitions` rounds and stops each scenario once decided; the gate against a variant measured in the benchmark
-- (its label and margins; NULL margins: the defaults).
ALTER TABLE benchmark ADD COLUMN until_decided INTEGER NOT NULL DEFAULT 0;
ALTER TABLE benchmark ADD COLUMN baseline_variant TEXT;
ALTER TABLE benchmark ADD COLUMN max_regression_percent REAL;
ALTER TABLE benchmark ADD COLUMN max_error_increase_points REAL;

-- One row per look of a sequential benchmark at a scenario: after how many repetitions, at what level, what it
-- decided. The looks' levels add up to at most the run's 5 % (SequentialPlan).
CREATE TABLE sequential_look (
    benchmark_id INTEGER NOT NULL REFERENCES benchmark (id) ON DELETE CASCADE,
    scenario     TEXT    NOT NULL,
    repetitions  INTEGER NOT NULL,
    level        REAL    NOT NULL,
    spent        REAL    NOT NULL,
    decided      INTEGER NOT NULL,
    summary      TEXT    NOT NULL,
    looked_at    INTEGER NOT NULL,
    PRIMARY KEY (benchmark_id, scenario, repetitions)
);
