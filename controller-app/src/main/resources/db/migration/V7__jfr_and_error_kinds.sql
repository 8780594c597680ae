-- Why a model wins (DESIGN §6): the SUT's flight recorder per benchmark, error kinds per second, and per trial
-- what does not fit a second (first message of each error kind, the stacks that pinned longest).
ALTER TABLE benchmark ADD COLUMN jfr INTEGER;             -- 1: stream the SUT's flight recorder; 0 or NULL: not
ALTER TABLE trial_second ADD COLUMN error_kinds TEXT;     -- JSON {kind: count} of the second's failed requests
ALTER TABLE trial ADD COLUMN diagnostics TEXT;            -- JSON TrialDiagnostics
