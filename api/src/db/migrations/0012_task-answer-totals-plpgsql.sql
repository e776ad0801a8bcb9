-- The totals of a task answer are refreshed by every save of one of its answers (the
-- answers_totals trigger of 0009). As a LANGUAGE sql function its UPDATE was parsed and planned
-- again on every call, which cost a save more than the save's own statement. The same UPDATE in
-- plpgsql is planned once per connection and then reused, with the same result.
CREATE OR REPLACE FUNCTION refresh_task_answer_totals(task_answer integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE battle_task_answers
  SET (answer_count, scored_count, answer_points, last_answer_received) = (
    SELECT count(*), count(a.points), coalesce(sum(a.points), 0), max(a.answer_received)
    FROM answers a
    JOIN questions q ON q.id = a.question_id
    WHERE a.battle_task_answer_id = task_answer
      AND (a.media_key IS NOT NULL OR q.settings->>'kind' <> 'media')
  )
  WHERE id = task_answer;
END;
$$;
