import { useCallback, useState } from 'react';
import { Alert, Flex, Typography } from '@usb/ui/core';
import { staffMessages } from '../../../texts';
import { categoryName } from '@usb/schema/domain';
import { useStaffSelection } from '../../../hooks/use-staff-selection';
import { useCorrectNext } from '../../../hooks/use-correct-next';
import { patrolLabel } from '../../../lib/blind-code';
import { questionRows, type StaffAnswerDetail } from '../lib/question-rows';
import { taskTotal } from '../lib/points';
import { useAnswerLock } from '../hooks/use-answer-lock';
import { OVERRIDE_KEY, usePointsDrafts } from '../hooks/use-points-drafts';
import { useSavePoints, type SaveOutcome } from '../hooks/use-save-points';
import { LockBanner } from './lock-banner';
import { QuestionAnswerCard } from './question-answer-card';
import { TaskTotalCard } from './task-total-card';
import { AuditTrail } from './audit-trail';
import { NoteCard } from './note-card';
import { SaveFeedback, type Feedback } from './save-feedback';

export interface CorrectionViewProps {
  detail: StaffAnswerDetail;
  reload: (acquireLock: boolean) => Promise<void>;
}

/**
 * The correction view: lock banner, each question with the answer and its points, the whole
 * task's override and total, the note to the patrol, and the audit trail. Enter in a points field saves every changed
 * field and, once the whole answer is corrected, opens the next uncorrected one.
 */
export function CorrectionView({ detail, reload }: CorrectionViewProps) {
  const [selection] = useStaffSelection();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const { value, changedKeys, setDraft, dropDraft } = usePointsDrafts(detail);
  const [noteDraft, setNoteDraft] = useState<string | null>(null);
  const savedNote = detail.note ?? '';
  const note = noteDraft ?? savedNote;
  const changedNote = note !== savedNote ? note : null;
  const { save, saving } = useSavePoints();
  const next = useCorrectNext();
  const held = detail.lock?.heldByCaller ?? false;

  const lockLost = useCallback(() => {
    setFeedback('lockLost');
    void reload(false);
  }, [reload]);
  const lockedUntil = useAnswerLock({ battleTaskAnswerID: detail.id, held, lockedUntil: detail.lock?.lockedUntil ?? null, onLost: lockLost });

  const saveAll = async (moveOn: boolean): Promise<void> => {
    const onlyNote = changedKeys.length === 0;
    const outcome: SaveOutcome = await save({ detail, changedKeys, value, onFieldSaved: dropDraft, note: changedNote, onNoteSaved: () => setNoteDraft(null) });
    if (outcome.kind === 'conflict') return lockLost();
    if (outcome.kind === 'invalid' || outcome.kind === 'failed') return setFeedback(outcome.kind);
    setFeedback(outcome.kind === 'saved' ? (onlyNote ? 'noteSaved' : 'saved') : null);
    if (moveOn && outcome.corrected) await next.correctNext(detail.id);
  };
  const takeOver = useCallback(() => {
    setFeedback(null);
    void reload(true);
  }, [reload]);

  const rows = questionRows(detail);
  const total = taskTotal(
    detail.answers.map((answer) => value(answer.id)),
    value(OVERRIDE_KEY),
    detail.latePenalty,
  );
  const automatic = (answerID: string, kind: string): boolean =>
    kind === 'MultipleChoiceAnswer' && !detail.corrections.some((correction) => correction.answerID === answerID);

  return (
    <Flex vertical gap="middle">
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {detail.task.name}
        </Typography.Title>
        <Typography.Text type="secondary">
          {[patrolLabel(detail.patrol, selection.blind), categoryName(detail.patrol.category)].filter(Boolean).join(' · ')}
        </Typography.Text>
      </div>
      <LockBanner lock={detail.lock} lockedUntil={lockedUntil} onTakeOver={takeOver} />
      <SaveFeedback feedback={next.state === 'none' ? 'allDone' : feedback} />
      {next.state === 'failed' && <Alert type="error" showIcon title={staffMessages.answersLoadError} />}
      {rows.map((row, index) => (
        <QuestionAnswerCard
          battleID={detail.task.battleID}
          key={row.question.id}
          number={index + 1}
          {...row}
          points={row.answer ? value(row.answer.id) : null}
          readOnly={!held}
          automatic={row.answer ? automatic(row.answer.id, row.answer.__typename) : false}
          onPointsChange={(points) => row.answer && setDraft(row.answer.id, points)}
          onEnter={() => void saveAll(true)}
        />
      ))}
      <TaskTotalCard
        override={value(OVERRIDE_KEY)}
        savedOverride={detail.overridePoints}
        latePenalty={detail.latePenalty}
        total={total}
        readOnly={!held}
        saving={saving || next.state === 'searching'}
        hasChanges={changedKeys.length > 0 || changedNote !== null}
        onOverrideChange={(points) => setDraft(OVERRIDE_KEY, points)}
        onSave={() => void saveAll(false)}
        onEnter={() => void saveAll(true)}
      />
      <NoteCard
        battleID={detail.task.battleID}
        note={note}
        savedNote={savedNote}
        readOnly={!held}
        saving={saving}
        onNoteChange={setNoteDraft}
        onSave={() => void saveAll(false)}
      />
      <AuditTrail detail={detail} />
    </Flex>
  );
}
