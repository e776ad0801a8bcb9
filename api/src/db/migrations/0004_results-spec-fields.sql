-- Stored results take SPEC.md section 3's field names: a category's tasks [{name}] become
-- taskNames [name], a patrol's points become taskResults. Rewrites rows built before, in order.
UPDATE "results" SET "data" = jsonb_build_object('categories', COALESCE((
  SELECT jsonb_agg(jsonb_build_object(
    'category', category.value->'category',
    'name', category.value->'name',
    'taskNames', COALESCE((
      SELECT jsonb_agg(task.value->'name' ORDER BY task.ordinality)
      FROM jsonb_array_elements(category.value->'tasks') WITH ORDINALITY AS task
    ), '[]'::jsonb),
    'patrols', COALESCE((
      SELECT jsonb_agg(jsonb_build_object(
        'name', patrol.value->'name',
        'corps', patrol.value->'corps',
        'taskResults', patrol.value->'points',
        'total', patrol.value->'total',
        'rank', patrol.value->'rank'
      ) ORDER BY patrol.ordinality)
      FROM jsonb_array_elements(category.value->'patrols') WITH ORDINALITY AS patrol
    ), '[]'::jsonb)
  ) ORDER BY category.ordinality)
  FROM jsonb_array_elements("data"->'categories') WITH ORDINALITY AS category
), '[]'::jsonb))
WHERE jsonb_typeof("data"->'categories') = 'array' AND "data"->'categories'->0 ? 'tasks';
