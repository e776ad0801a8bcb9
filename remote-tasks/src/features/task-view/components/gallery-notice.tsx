import { Alert, Button, Flex, Typography } from '@usb/ui/core';
import { Popconfirm } from '@usb/ui/controls';
import { emit } from '@usb/contracts/events';
import { fill, messages } from '@usb/contracts/messages';
import type { OwnGalleryItem } from '../api/use-own-gallery-items';

const text = messages.gallery;

/**
 * Under a media answer the staff put in the evening's gallery (docs/gallery.md): says so, with
 * the caption, and lets the patrol ask for it to be taken down, which hides it at once and for good.
 */
export function GalleryNotice({ item, requesting, onTakeDown }: { item: OwnGalleryItem; requesting: boolean; onTakeDown: (itemID: string) => Promise<void> }) {
  async function takeDown() {
    try {
      await onTakeDown(item.id);
      emit('alert', { type: 'success', message: text.takedownDone, dismissible: true, timeout: 4000 });
    } catch {
      emit('alert', { type: 'error', message: text.takedownFailed, dismissible: true });
    }
  }
  return (
    <Alert
      type="info"
      showIcon
      data-testid="gallery-notice"
      title={text.inGallery}
      description={
        <Flex vertical gap={8} align="flex-start">
          {item.caption && <Typography.Text style={{ overflowWrap: 'anywhere' }}>{fill(text.inGalleryCaption, { caption: item.caption })}</Typography.Text>}
          <Popconfirm title={text.takedownConfirm} okText={text.takedownYes} cancelText={text.takedownNo} onConfirm={takeDown}>
            <Button danger loading={requesting}>
              {text.takedown}
            </Button>
          </Popconfirm>
        </Flex>
      }
    />
  );
}
