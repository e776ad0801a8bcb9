import { Button } from '@usb/ui/core';
import { Popconfirm } from '@usb/ui/controls';
import { messages } from '@usb/contracts/messages';

const text = messages.gallery;

/** 'Bed om at få det fjernet' under an item of the caller's own patrol, asked to be confirmed. */
export function TakedownButton({ requesting, onConfirm }: { requesting: boolean; onConfirm: () => void }) {
  return (
    <Popconfirm title={text.takedownConfirm} okText={text.takedownYes} cancelText={text.takedownNo} onConfirm={onConfirm}>
      <Button size="small" danger loading={requesting}>
        {text.takedown}
      </Button>
    </Popconfirm>
  );
}
