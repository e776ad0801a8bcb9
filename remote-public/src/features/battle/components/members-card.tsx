import { useMutation } from '@usb/contracts/graphql-client';
import { Button, Card, Divider, Typography } from '@usb/ui/core';
import { RemoveMemberDocument, type PatrolFieldsFragment } from '@usb/schema/graphql';
import { messages } from '@usb/contracts/messages';
import { ItemList } from '../../../components/item-list';
import { InviteLink } from './invite-link';

const text = messages.patrolForm;

/**
 * The patrol's members. The owner also gets the invite link and a remove button for every other
 * member; removal failures are not shown, the list simply stays as it was.
 */
export function MembersCard({ patrol, isOwner }: { patrol: PatrolFieldsFragment; isOwner: boolean }) {
  const [removeMember] = useMutation(RemoveMemberDocument);

  return (
    <Card title={text.membersTitle}>
      <ItemList
        rows={patrol.members.map((member) => {
          const memberIsOwner = member.id === patrol.createdBy.id;
          return {
            key: member.id,
            title: (
              <>
                {member.contactInfo.fullName}
                {memberIsOwner && <Typography.Text type="secondary"> ({text.owner})</Typography.Text>}
              </>
            ),
            action: isOwner && !memberIsOwner && (
              <Button
                danger
                size="small"
                aria-label={`${text.removeMember} ${member.contactInfo.fullName}`}
                onClick={() => void removeMember({ variables: { patrolID: patrol.id, userID: member.id } }).catch(() => undefined)}
              >
                {text.removeMember}
              </Button>
            ),
          };
        })}
      />
      {isOwner && patrol.inviteLink && (
        <>
          <Divider />
          <InviteLink patrolID={patrol.id} inviteLink={patrol.inviteLink} />
        </>
      )}
    </Card>
  );
}
