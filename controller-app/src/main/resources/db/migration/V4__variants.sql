-- Variants (DESIGN §3a): the user's own variants and registered services, each stored as JSON of its definition.
CREATE TABLE variant (
    id          INTEGER PRIMARY KEY,
    label       TEXT    NOT NULL UNIQUE,
    definition  TEXT    NOT NULL,            -- the VariantDefinition record as JSON
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);

CREATE TABLE registered_service (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL UNIQUE,
    definition  TEXT    NOT NULL,            -- the RegisteredService record as JSON
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);

-- The variants a benchmark runs, resolved when it was created (JSON list of Variant); NULL for benchmarks made
-- before variants existed, whose approaches column then names built-in approaches.
ALTER TABLE benchmark ADD COLUMN variants TEXT;
-- The variant a trial ran (JSON Variant); NULL before variants existed. trial.approach holds its label.
ALTER TABLE trial ADD COLUMN variant TEXT;
-- The thread kind seen in the SUT's JVM for a registered service (JSON ThreadKindCheck); NULL when not checked.
ALTER TABLE trial ADD COLUMN thread_kind TEXT;
