-- What a running trial's step is doing when it says (waiting for a quiet machine, building a container image), so
-- that a page opened during a long wait shows it too; NULL when the step says nothing more.
ALTER TABLE trial ADD COLUMN step_note TEXT;
