-- Placeholder: the helper that owns this migration replaces this line with its statements.
SELECT 1;
