-- A generated product picture's finish: the variant's colour (its colour option's swatch, '#c0c0c0' for silver),
-- drawn as the body of the product; NULL draws the category's default body.
ALTER TABLE media_assets ADD COLUMN finish TEXT;
