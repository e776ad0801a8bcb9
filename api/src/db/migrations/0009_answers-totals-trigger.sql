-- Keeps the totals of battle_task_answers (answer_count, scored_count, answer_points,
-- last_answer_received) equal to its delivered answers, whatever changes them: a patrol's save,
-- a media upload, a correction, or answers deleted with their question. A media answer counts
-- as delivered once its file is stored (media_key set); every other answer at once.
CREATE FUNCTION refresh_task_answer_totals(task_answer integer) RETURNS void LANGUAGE sql AS $$
  UPDATE battle_task_answers
  SET (answer_count, scored_count, answer_points, last_answer_received) = (
    SELECT count(*), count(a.points), coalesce(sum(a.points), 0), max(a.answer_received)
    FROM answers a
    JOIN questions q ON q.id = a.question_id
    WHERE a.battle_task_answer_id = task_answer
      AND (a.media_key IS NOT NULL OR q.settings->>'kind' <> 'media')
  )
  WHERE id = task_answer;
$$;
--> statement-breakpoint
CREATE FUNCTION answers_refresh_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_task_answer_totals(OLD.battle_task_answer_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.battle_task_answer_id <> OLD.battle_task_answer_id) THEN
    PERFORM refresh_task_answer_totals(NEW.battle_task_answer_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER answers_totals
AFTER INSERT OR DELETE OR UPDATE OF points, answer_received, media_key, battle_task_answer_id ON answers
FOR EACH ROW EXECUTE FUNCTION answers_refresh_totals();
--> statement-breakpoint
SELECT refresh_task_answer_totals(id) FROM battle_task_answers;
