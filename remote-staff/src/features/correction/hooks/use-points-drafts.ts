import { useCallback, useState } from 'react';
import type { StaffAnswerDetail } from '../lib/question-rows';

/** The draft key of the whole task's override (answers use their own ids). */
export const OVERRIDE_KEY = 'override';

/** The points the api holds for an answer id, or for OVERRIDE_KEY the override. */
export function savedPoints(detail: StaffAnswerDetail, key: string): number | null {
  if (key === OVERRIDE_KEY) return detail.overridePoints;
  return detail.answers.find((answer) => answer.id === key)?.points ?? null;
}

/**
 * What the corrector typed, per answer and for the override, kept apart from what the api
 * holds: a field shows its draft until that value is saved, so nothing typed is lost when a
 * save is refused or the answer is reloaded read-only.
 */
export function usePointsDrafts(detail: StaffAnswerDetail | null) {
  const [drafts, setDrafts] = useState<Record<string, number | null>>({});
  const value = (key: string): number | null => (key in drafts ? (drafts[key] ?? null) : detail ? savedPoints(detail, key) : null);
  /** Changed fields in save order: the answers in question order, then the override. */
  const changedKeys = detail
    ? [...detail.answers.map((answer) => answer.id), OVERRIDE_KEY].filter((key) => key in drafts && drafts[key] !== savedPoints(detail, key))
    : [];
  const setDraft = useCallback((key: string, points: number | null) => setDrafts((current) => ({ ...current, [key]: points })), []);
  const dropDraft = useCallback(
    (key: string) =>
      setDrafts((current) => {
        const { [key]: _saved, ...rest } = current;
        return rest;
      }),
    [],
  );
  return { value, changedKeys, setDraft, dropDraft };
}
