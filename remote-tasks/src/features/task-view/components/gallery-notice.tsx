import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Flex, Typography } from '@usb/ui/core';
import { emit } from '@usb/contracts/events';
import { fill, messages } from '@usb/contracts/messages';
import type { OwnGalleryItem } from '../api/use-own-gallery-items';

const text = messages.gallery;

/**
 * The confirmation, with the controls kit, is loaded when the patrol first reaches for the button
 * (the first tap, which opens it once it has arrived), so a task view with a gallery answer does not load the kit up front.
 */
let confirmLoaded = false;
const loadTakedownConfirm = () =>
  import('./takedown-confirm').then((module) => {
    confirmLoaded = true;
    return module;
  });
const TakedownConfirm = lazy(() => loadTakedownConfirm().then((module) => ({ default: module.TakedownConfirm })));

/**
 * Under a media answer the staff put in the evening's gallery (docs/gallery.md): says so, with
 * the caption, and lets the patrol ask for it to be taken down, which hides it at once and for good.
 */
export function GalleryNotice({ item, requesting, onTakeDown }: { item: OwnGalleryItem; requesting: boolean; onTakeDown: (itemID: string) => Promise<void> }) {
  // Whether the confirmation is wanted (then its chunk is asked for) and whether it is open; a tap
  // before the chunk has arrived opens it as soon as it has.
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  async function takeDown() {
    try {
      await onTakeDown(item.id);
      emit('alert', { type: 'success', message: text.takedownDone, dismissible: true, timeout: 4000 });
    } catch {
      emit('alert', { type: 'error', message: text.takedownFailed, dismissible: true });
    }
  }
  const button = (
    <Button
      danger
      loading={requesting}
      onClick={() => {
        // Once loaded, the confirmation opens on a tap by itself; a tap before opens it on arrival.
        if (!confirmLoaded) setOpen(true);
        setWanted(true);
      }}
    >
      {text.takedown}
    </Button>
  );
  return (
    <Alert
      type="info"
      showIcon
      data-testid="gallery-notice"
      title={text.inGallery}
      description={
        <Flex vertical gap={8} align="flex-start">
          {item.caption && <Typography.Text style={{ overflowWrap: 'anywhere' }}>{fill(text.inGalleryCaption, { caption: item.caption })}</Typography.Text>}
          {wanted ? (
            <Suspense fallback={button}>
              <TakedownConfirm open={open} onOpenChange={setOpen} onConfirm={takeDown}>
                {button}
              </TakedownConfirm>
            </Suspense>
          ) : (
            button
          )}
        </Flex>
      }
    />
  );
}
