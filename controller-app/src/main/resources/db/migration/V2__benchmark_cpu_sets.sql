-- The cores each role of a benchmark is pinned to (DESIGN §12): JSON {"sets":{"sut":"0-1",...},"allowOverlap":false};
-- NULL when nothing is pinned.
ALTER TABLE benchmark ADD COLUMN cpu_sets TEXT;
