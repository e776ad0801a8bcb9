import { useState } from 'react';
import { useMutation } from '@usb/contracts/graphql-client';
import { Button, Flex, Typography } from '@usb/ui/core';
import { Popover } from '@usb/ui/controls';
import { Input } from '@usb/ui/inputs';
import { CopyOutlined } from '@usb/ui/icons';
import { RenewInviteLinkDocument } from '@usb/schema/graphql';
import { messages } from '@usb/contracts/messages';

const text = messages.patrolForm;
const COPIED_POPOVER_MS = 2_000;

/**
 * The owner's invite link: copy it (with the 'Invitations link kopieret!' popover) or renew it,
 * which ends the old link. The renewed patrol lands in the Apollo cache under its id, so the
 * new link shows without a refetch.
 */
export function InviteLink({ patrolID, inviteLink }: { patrolID: string; inviteLink: string }) {
  const [copied, setCopied] = useState(false);
  const [renew, { loading }] = useMutation(RenewInviteLinkDocument);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(inviteLink);
    } catch {
      // Without clipboard access (old browser, no permission) the link stays selectable below.
      return;
    }
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_POPOVER_MS);
  };

  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{text.inviteTitle}</Typography.Text>
      <Typography.Text type="secondary">{text.inviteIntro}</Typography.Text>
      <Input readOnly value={inviteLink} aria-label={text.inviteTitle} onFocus={(event) => event.target.select()} />
      <Flex gap={8} wrap>
        <Popover content={messages.patrol.inviteCopied} open={copied} trigger={[]}>
          <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy()}>
            {text.copyInvite}
          </Button>
        </Popover>
        <Button loading={loading} title={text.renewHint} onClick={() => void renew({ variables: { patrolID } }).catch(() => undefined)}>
          {text.renewInvite}
        </Button>
      </Flex>
    </Flex>
  );
}
