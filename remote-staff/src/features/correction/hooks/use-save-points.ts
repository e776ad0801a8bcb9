import { useState } from 'react';
import { hasErrorCode } from '@usb/contracts/graphql-client';
import { useCorrectAnswer } from '../api/use-correct-answer';
import { useOverridePoints } from '../api/use-override-points';
import { useWriteNote } from '../api/use-write-note';
import { isValidNote } from '../lib/note';
import { isValidPoints } from '../lib/points';
import type { StaffAnswerDetail } from '../lib/question-rows';
import { OVERRIDE_KEY } from './use-points-drafts';

export type SaveOutcome =
  { kind: 'saved'; corrected: boolean } | { kind: 'nothing'; corrected: boolean } | { kind: 'invalid' } | { kind: 'conflict' } | { kind: 'failed' };

interface SaveInput {
  detail: StaffAnswerDetail;
  changedKeys: string[];
  value: (key: string) => number | null;
  /** Called for each field the api accepted, so its draft gives way to the saved value. */
  onFieldSaved: (key: string) => void;
  /** The typed note when it differs from the saved one; saved after the points. */
  note: string | null;
  onNoteSaved: () => void;
}

/**
 * Saves the correction: each changed field, one call per field (correctAnswer per answer, then
 * the override), then a changed note (writeCorrectionNote), and stops at the first refusal. CONFLICT means the caller's lock is gone; the fields not yet
 * saved keep their drafts. The outcome says whether the whole answer is corrected now.
 */
export function useSavePoints() {
  const correctAnswer = useCorrectAnswer();
  const overridePoints = useOverridePoints();
  const writeNote = useWriteNote();
  const [saving, setSaving] = useState(false);

  const save = async ({ detail, changedKeys, value, onFieldSaved, note, onNoteSaved }: SaveInput): Promise<SaveOutcome> => {
    if (changedKeys.length === 0 && note === null) return { kind: 'nothing', corrected: detail.corrected };
    if (!changedKeys.every((key) => isValidPoints(value(key)))) return { kind: 'invalid' };
    if (note !== null && !isValidNote(note)) return { kind: 'invalid' };
    setSaving(true);
    let corrected = detail.corrected;
    try {
      for (const key of changedKeys) {
        const result = key === OVERRIDE_KEY ? await overridePoints(detail.id, value(key)) : await correctAnswer(key, value(key));
        onFieldSaved(key);
        if (result) corrected = result.corrected;
      }
      if (note !== null) {
        await writeNote(detail.id, note);
        onNoteSaved();
      }
      return { kind: 'saved', corrected };
    } catch (error) {
      return hasErrorCode(error, 'CONFLICT') ? { kind: 'conflict' } : { kind: 'failed' };
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
