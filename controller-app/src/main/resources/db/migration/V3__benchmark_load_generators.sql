-- k6 runners per trial asked for by hand (DESIGN §12); NULL lets the controller choose from the planned rate.
ALTER TABLE benchmark ADD COLUMN load_generators INTEGER;
