-- 95 % interval of a trial's headline metric from its own measured seconds (block bootstrap, DESIGN §8).
CREATE TABLE trial_interval (
    trial_id  INTEGER NOT NULL REFERENCES trial (id) ON DELETE CASCADE,
    name      TEXT    NOT NULL,              -- a metric name of trial_metric
    low       REAL    NOT NULL,
    high      REAL    NOT NULL,
    PRIMARY KEY (trial_id, name)
);
