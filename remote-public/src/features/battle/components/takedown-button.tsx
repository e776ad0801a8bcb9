import { Button } from '@usb/ui/core';
import { Popconfirm } from '@usb/ui/controls';
import { emit } from '@usb/contracts/events';
import { messages } from '@usb/contracts/messages';
import { useRequestTakedown } from '../api/use-gallery';

const text = messages.gallery;

/**
 * 'Bed om at få det fjernet' under an item of the caller's own patrol, asked to be confirmed: the
 * item leaves the gallery at once, and an alert says whether the request went through.
 */
export function TakedownButton({ battleID, itemID }: { battleID: string; itemID: string }) {
  const { requestTakedown, requesting } = useRequestTakedown(battleID);

  async function takeDown() {
    try {
      await requestTakedown(itemID);
      emit('alert', { type: 'success', message: text.takedownDone, dismissible: true, timeout: 4000 });
    } catch {
      emit('alert', { type: 'error', message: text.takedownFailed, dismissible: true });
    }
  }

  return (
    <Popconfirm title={text.takedownConfirm} okText={text.takedownYes} cancelText={text.takedownNo} onConfirm={() => void takeDown()}>
      <Button size="small" danger loading={requesting}>
        {text.takedown}
      </Button>
    </Popconfirm>
  );
}
