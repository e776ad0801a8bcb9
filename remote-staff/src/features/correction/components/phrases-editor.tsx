import { useState } from 'react';
import { Alert, Button, Flex, Typography } from '@usb/ui/core';
import { Input } from '@usb/ui/inputs';
import { hasErrorCode } from '@usb/contracts/graphql-client';
import { staffMessages } from '../../../texts';
import { phrasesOf } from '../lib/note';

const text = staffMessages.note;

export interface PhrasesEditorProps {
  phrases: string[];
  save: (phrases: string[]) => Promise<void>;
  onDone: () => void;
}

/** The battle's phrases, one a line; saving replaces the list for every corrector of the battle. */
export function PhrasesEditor({ phrases, save, onDone }: PhrasesEditorProps) {
  const [draft, setDraft] = useState(phrases.join('\n'));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setSaving(true);
    setProblem(null);
    try {
      await save(phrasesOf(draft));
      onDone();
    } catch (error) {
      // What was typed stays in the field, so nothing is lost on a refusal.
      setProblem(hasErrorCode(error, 'BAD_USER_INPUT') ? text.phrasesInvalid : text.phrasesError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap="small">
      <Typography.Text strong>{text.phrasesLabel}</Typography.Text>
      <Input.TextArea aria-label={text.phrases} value={draft} autoSize={{ minRows: 3, maxRows: 12 }} onChange={(event) => setDraft(event.target.value)} />
      {problem && (
        <div role="alert">
          <Alert type="error" showIcon title={problem} />
        </div>
      )}
      <Flex gap="small" wrap>
        <Button loading={saving} onClick={() => void submit()}>
          {text.savePhrases}
        </Button>
        <Button type="link" onClick={onDone}>
          {text.cancel}
        </Button>
      </Flex>
    </Flex>
  );
}
