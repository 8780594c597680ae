-- A verdict you can defend (issue 35): the smallest difference that matters, in percent of a figure, per benchmark;
-- NULL: the default (SmallestDifference.DEFAULT_PERCENT).
ALTER TABLE benchmark ADD COLUMN smallest_difference_percent REAL;
