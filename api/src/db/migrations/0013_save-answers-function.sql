-- The autosave of texts and choices, for many saves at once (answers-repository.ts): the api
-- gathers the saves that arrive while an earlier write is under way and sends them as one call,
-- so a busy event night commits once per batch instead of once per keystroke pause. Row i of the
-- arrays is one save; it is written only while its question's task is open at its received time
-- and its user is a member of a patrol of one of the task's categories. The first save of a task
-- answer makes it; the answer is upserted and keeps its points when its text and its choice are
-- unchanged, else takes the new ones. A row that is refused returns nothing; the api then decides
-- that save again on its own. The api sorts the rows by patrol and question, so two batches take
-- their row locks in the same order.
CREATE FUNCTION save_answers(
  p_users integer[],
  p_questions integer[],
  p_received timestamptz[],
  p_points integer[],
  p_texts text[],
  p_choices text[]
) RETURNS TABLE (saved_row integer, saved_id integer, saved_at timestamptz) LANGUAGE plpgsql AS $$
DECLARE
  v_row integer;
  v_task integer;
  v_patrol integer;
  v_task_answer integer;
BEGIN
  FOR v_row IN 1 .. coalesce(array_length(p_questions, 1), 0) LOOP
    SELECT bt.id, pm.patrol_id INTO v_task, v_patrol
    FROM questions q
    JOIN battle_tasks bt ON bt.id = q.battle_task_id
    JOIN patrol_members pm ON pm.battle_id = bt.battle_id AND pm.user_id = p_users[v_row]
    JOIN patrols p ON p.id = pm.patrol_id
    WHERE q.id = p_questions[v_row]
      AND bt.available_from <= p_received[v_row]
      AND p_received[v_row] <= bt.available_to
      AND p.category = ANY (bt.patrol_categories);
    CONTINUE WHEN NOT FOUND;

    v_task_answer := NULL;
    INSERT INTO battle_task_answers (battle_task_id, patrol_id, created_at)
    VALUES (v_task, v_patrol, p_received[v_row])
    ON CONFLICT (battle_task_id, patrol_id) DO NOTHING
    RETURNING id INTO v_task_answer;
    IF v_task_answer IS NULL THEN
      SELECT id INTO v_task_answer FROM battle_task_answers WHERE battle_task_id = v_task AND patrol_id = v_patrol;
      CONTINUE WHEN NOT FOUND;
    END IF;

    INSERT INTO answers AS saved (battle_task_answer_id, question_id, answer_received, points, answer_text, chosen_options)
    VALUES (v_task_answer, p_questions[v_row], p_received[v_row], p_points[v_row], p_texts[v_row], p_choices[v_row]::integer[])
    ON CONFLICT (question_id, battle_task_answer_id) DO UPDATE SET
      answer_received = excluded.answer_received,
      answer_text = excluded.answer_text,
      chosen_options = excluded.chosen_options,
      points = CASE
        WHEN saved.answer_text IS NOT DISTINCT FROM excluded.answer_text
          AND saved.chosen_options IS NOT DISTINCT FROM excluded.chosen_options THEN saved.points
        ELSE excluded.points
      END
    RETURNING saved.id, saved.answer_received INTO saved_id, saved_at;
    saved_row := v_row;
    RETURN NEXT;
  END LOOP;
END;
$$;
