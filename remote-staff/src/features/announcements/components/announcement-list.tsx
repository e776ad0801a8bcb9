import { categoryName } from '@usb/schema/domain';
import { emit } from '@usb/contracts/events';
import { fill } from '@usb/contracts/messages';
import { staffMessages } from '../../../texts';
import { Card, Flex, Typography } from '@usb/ui/core';
import { Tag } from '@usb/ui/data';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatStaffTime } from '../../../lib/dates';
import { announcementErrorMessage, useAnnouncementChanges, type StaffAnnouncement } from '../api/use-announcements';

const text = staffMessages.announcements;

function audienceLabel(item: StaffAnnouncement): string {
  if (item.audience === 'CATEGORY') return fill(text.audienceCategory, { category: categoryName(item.category) });
  if (item.audience === 'PATROL') return fill(text.audiencePatrol, { patrol: item.patrolName ?? '' });
  return text.audienceAll;
}

function AnnouncementEntry({ item, battleID }: { item: StaffAnnouncement; battleID: string }) {
  const { cancel, busy } = useAnnouncementChanges(battleID);
  const received = item.received ?? 0;
  const recipients = item.recipients ?? 0;
  const everyone = item.sentAt !== null && recipients > 0 && received >= recipients;
  const onCancel = async (): Promise<void> => {
    try {
      await cancel(item.id);
      emit('alert', { type: 'success', message: text.cancelled, dismissible: true, timeout: 5_000 });
    } catch (error) {
      emit('alert', { type: 'error', message: announcementErrorMessage(error), dismissible: true });
    }
  };
  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid rgba(0, 0, 0, 0.08)' }}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 6 }}>{item.text}</Typography.Paragraph>
          <Flex gap={8} wrap align="center">
            <Tag>{audienceLabel(item)}</Tag>
            <Typography.Text type="secondary">
              {item.sentAt ? fill(text.sentAtTime, { time: formatStaffTime(item.sentAt) }) : fill(text.waiting, { time: formatStaffTime(item.sendAt) })}
              {item.sender ? ` ${fill(text.by, { name: item.sender.contactInfo.fullName })}` : ''}
            </Typography.Text>
          </Flex>
        </div>
        {item.sentAt ? (
          <Tag color={everyone ? 'green' : 'blue'} style={{ fontSize: 14, padding: '4px 8px' }} data-testid="announcement-received">
            {fill(text.received, { n: received, total: recipients })}
          </Tag>
        ) : (
          <ConfirmButton question={text.cancelConfirm} okText={text.cancel} onConfirm={onCancel} danger disabled={busy}>
            {text.cancel}
          </ConfirmButton>
        )}
      </Flex>
    </li>
  );
}

/** The battle's announcements: the waiting ones first, then the sent ones with how many patrols have them. */
export function AnnouncementList({ battleID, announcements }: { battleID: string; announcements: StaffAnnouncement[] }) {
  return (
    <Card size="small" title={text.listTitle}>
      {announcements.length === 0 ? (
        <Typography.Paragraph type="secondary">{text.none}</Typography.Paragraph>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {announcements.map((item) => (
            <AnnouncementEntry key={item.id} item={item} battleID={battleID} />
          ))}
        </ul>
      )}
    </Card>
  );
}
