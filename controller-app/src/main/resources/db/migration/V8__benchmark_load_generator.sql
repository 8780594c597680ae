-- The program that puts a benchmark's load: 'k6' or 'vegeta' (NULL: k6, as every benchmark before the choice).
ALTER TABLE benchmark ADD COLUMN load_generator TEXT;
