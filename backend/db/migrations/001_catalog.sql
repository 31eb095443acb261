-- placeholder so the migration runner has a first file; replaced by the catalogue schema
SELECT 1;
