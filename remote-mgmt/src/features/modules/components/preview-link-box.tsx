import { Alert, Button, Flex, Typography } from '@usb/ui/core';
import { CopyOutlined } from '@usb/ui/icons';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { formatDateTime } from '../../../lib/copenhagen-time';
import { copyText } from '../lib/copy-text';
import type { PreviewLink } from '../api/use-preview-link';

const text = mgmtMessages.modules.preview;

/** A preview link just made: the whole address on this site, until when it works, and a copy button. */
export function PreviewLinkBox({ name, version, link, onClose }: { name: string; version: string; link: PreviewLink; onClose: () => void }) {
  const address = new URL(link.url, window.location.origin).href;
  return (
    <Alert
      type="success"
      showIcon
      title={fill(text.title, { name, version })}
      description={
        <Flex vertical gap="small">
          <span>{fill(text.intro, { expiresAt: formatDateTime(link.expiresAt) })}</span>
          <Typography.Text code style={{ wordBreak: 'break-all' }} data-testid="preview-link">
            {address}
          </Typography.Text>
          <Flex gap="small" wrap>
            <Button icon={<CopyOutlined />} onClick={() => void copyText(address, text)}>
              {text.copy}
            </Button>
            <Button onClick={onClose}>{text.close}</Button>
          </Flex>
        </Flex>
      }
    />
  );
}
