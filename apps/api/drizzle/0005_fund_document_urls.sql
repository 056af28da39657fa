-- The funds' documents are served by the API (GET /api/funds/:code/documents/:file), made from
-- the fund's data: addresses seeded before point there instead of a static folder.
UPDATE "funds"
SET "documents" = (
  SELECT jsonb_agg(
    jsonb_set(
      doc,
      '{url}',
      to_jsonb('/api/funds/' || "funds"."code" || '/documents/' || regexp_replace(doc->>'url', '^.*/', ''))
    )
    ORDER BY ord
  )
  FROM jsonb_array_elements("funds"."documents") WITH ORDINALITY AS d(doc, ord)
)
WHERE "documents"::text LIKE '%/documentos/fondos/%';
