import { useState } from 'react';
import { Alert, Button, Flex } from '@usb/ui/core';
import { Switch } from '@usb/ui/controls';
import { Input } from '@usb/ui/inputs';
import { emit } from '@usb/contracts/events';
import { staffMessages } from '../../../texts';
import { pickErrorMessage, useGalleryChanges, useStaffGallery } from '../../../api/use-staff-gallery';

const text = staffMessages.gallery;
const CAPTION_MAX = 140;

/**
 * 'Vis i galleriet' by a photo or video (docs/gallery.md): on puts the answer in the battle's
 * public gallery with the caption, off takes it out. An answer its patrol asked to take down
 * cannot be shown again; the switch stays off and says why.
 */
export function GalleryToggle({ battleID, answerID }: { battleID: string; answerID: string }) {
  const { entries, loading } = useStaffGallery(battleID);
  const { pick, remove, busy } = useGalleryChanges(battleID);
  const entry = entries.find((item) => item.answerID === answerID);
  const [caption, setCaption] = useState<string | null>(null);
  const shownCaption = caption ?? entry?.caption ?? '';

  async function run(action: () => Promise<unknown>) {
    try {
      await action();
      setCaption(null);
    } catch (error) {
      emit('alert', { type: 'error', message: pickErrorMessage(error), dismissible: true });
    }
  }

  if (entry?.takedown) return <Alert type="warning" showIcon title={text.takenDown} />;
  const shown = Boolean(entry);
  return (
    <Flex vertical gap={8} style={{ width: '100%', maxWidth: 480 }}>
      <Flex gap={8} align="center">
        <Switch
          id={`gallery-${answerID}`}
          checked={shown}
          loading={loading || busy}
          onChange={(on) => void run(() => (on ? pick(answerID, shownCaption) : entry ? remove(entry.id) : Promise.resolve()))}
        />
        <label htmlFor={`gallery-${answerID}`}>{text.show}</label>
      </Flex>
      {shown && (
        <Flex gap={8}>
          <Input
            aria-label={text.caption}
            placeholder={text.captionPlaceholder}
            maxLength={CAPTION_MAX}
            value={shownCaption}
            onChange={(event) => setCaption(event.target.value)}
            onPressEnter={() => void run(() => pick(answerID, shownCaption))}
          />
          <Button disabled={caption === null || busy} onClick={() => void run(() => pick(answerID, shownCaption))}>
            {text.saveCaption}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
