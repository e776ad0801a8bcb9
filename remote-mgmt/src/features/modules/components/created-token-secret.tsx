import { Alert, Button, Flex, Typography } from '@usb/ui/core';
import { CopyOutlined } from '@usb/ui/icons';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { copyText } from '../lib/copy-text';

const text = mgmtMessages.deployTokens;

/** The secret of a token just made, shown this once with a copy button, until the admin says it is saved. */
export function CreatedTokenSecret({ label, token, onDone }: { label: string; token: string; onDone: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={fill(text.secretTitle, { label })}
      description={
        <Flex vertical gap="small">
          <span>{text.secretWarning}</span>
          <Typography.Text code style={{ wordBreak: 'break-all' }} data-testid="deploy-token-secret">
            {token}
          </Typography.Text>
          <Flex gap="small" wrap>
            <Button icon={<CopyOutlined />} onClick={() => void copyText(token, text)}>
              {text.copy}
            </Button>
            <Button onClick={onDone}>{text.done}</Button>
          </Flex>
        </Flex>
      }
    />
  );
}
