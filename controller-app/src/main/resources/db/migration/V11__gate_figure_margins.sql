-- A margin of its own for some gated figures (issue 36): JSON, metric name → percent, e.g.
-- {"latency_millis_p99": 8}; NULL: every figure takes max_regression_percent.
ALTER TABLE benchmark ADD COLUMN gate_figure_margins TEXT;
