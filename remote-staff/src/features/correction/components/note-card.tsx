import { useState } from 'react';
import { Button, Card, Flex, Typography } from '@usb/ui/core';
import { Input } from '@usb/ui/inputs';
import { fill } from '@usb/contracts/messages';
import { staffMessages } from '../../../texts';
import { useNotePhrases } from '../api/use-note-phrases';
import { isValidNote, NOTE_MAX, withPhrase } from '../lib/note';
import { PhrasesEditor } from './phrases-editor';

const text = staffMessages.note;

export interface NoteCardProps {
  battleID: string;
  note: string;
  /** The note the api holds; a different typed note is marked as not saved. */
  savedNote: string;
  readOnly: boolean;
  saving: boolean;
  onNoteChange: (note: string) => void;
  onSave: () => void;
}

/** The note to the patrol: a text area, the battle's phrases as one-click chips, and 'Gem note'. */
export function NoteCard({ battleID, note, savedNote, readOnly, saving, onNoteChange, onSave }: NoteCardProps) {
  const { phrases, save } = useNotePhrases(battleID);
  const [editing, setEditing] = useState(false);
  const valid = isValidNote(note);
  return (
    <Card size="small" title={text.title}>
      <Flex vertical gap="small">
        <Typography.Text type="secondary">{text.hint}</Typography.Text>
        <Input.TextArea
          aria-label={text.title}
          value={note}
          readOnly={readOnly}
          rows={3}
          autoSize={{ minRows: 3, maxRows: 10 }}
          status={valid ? undefined : 'error'}
          onChange={(event) => onNoteChange(event.target.value)}
        />
        {!valid && <Typography.Text type="danger">{text.tooLong}</Typography.Text>}
        {note !== savedNote && <Typography.Text type="secondary">{`${note.trim().length} / ${NOTE_MAX}`}</Typography.Text>}
        {!readOnly && (
          <Flex gap="small" wrap role="group" aria-label={text.phrases}>
            {phrases.length === 0 && <Typography.Text type="secondary">{text.noPhrases}</Typography.Text>}
            {phrases.map((phrase) => (
              <Button
                key={phrase}
                size="small"
                shape="round"
                aria-label={fill(text.insertPhrase, { phrase })}
                onClick={() => onNoteChange(withPhrase(note, phrase))}
              >
                {phrase}
              </Button>
            ))}
          </Flex>
        )}
        {!readOnly && (
          <Flex gap="middle" align="center" wrap>
            <Button type="primary" loading={saving} disabled={note === savedNote || !valid} onClick={onSave}>
              {text.save}
            </Button>
            <Button type="link" onClick={() => setEditing((open) => !open)} aria-expanded={editing}>
              {text.editPhrases}
            </Button>
          </Flex>
        )}
        {editing && <PhrasesEditor phrases={phrases} save={save} onDone={() => setEditing(false)} />}
      </Flex>
    </Card>
  );
}
