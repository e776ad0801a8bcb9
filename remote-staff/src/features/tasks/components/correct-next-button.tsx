import { Alert, Button, Flex } from '@usb/ui/core';
import { staffMessages } from '../../../texts';
import { useCorrectNext } from '../../../hooks/use-correct-next';

const text = staffMessages.queue;

/** 'Ret næste', with what happened when no answer could be opened. */
export function CorrectNextButton({ disabled }: { disabled: boolean }) {
  const { correctNext, state } = useCorrectNext();
  return (
    <Flex vertical gap="small" align="flex-end">
      <Button type="primary" disabled={disabled} loading={state === 'searching'} onClick={() => void correctNext()}>
        {text.correctNext}
      </Button>
      {state === 'none' && <Alert type="info" showIcon title={text.nothingToCorrect} />}
      {state === 'failed' && <Alert type="error" showIcon title={staffMessages.answersLoadError} />}
    </Flex>
  );
}
