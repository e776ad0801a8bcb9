import { Card, Flex, Typography, LoadingBlock } from '@usb/ui/core';
import { LoadError } from '@usb/contracts/components';
import { fill } from '@usb/contracts/messages';
import { staffMessages } from '../../../texts';
import { useGalleryChanges, useStaffGallery, type GalleryEntry } from '../../../api/use-staff-gallery';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatStaffTime } from '../../../lib/dates';
import { runAndNotify } from '../../../lib/notify';

const text = staffMessages.gallery;

const nameOf = (user: GalleryEntry['pickedBy']) => user?.contactInfo.fullName ?? text.unknownUser;

function Thumbnail({ entry }: { entry: GalleryEntry }) {
  const box = { width: 96, height: 96, objectFit: 'cover', borderRadius: 6, background: '#f0f0f0', flex: 'none' } as const;
  if (!entry.fileUrl) return <div style={box} />;
  return entry.mimeType.startsWith('video/') ? (
    <video src={`${entry.fileUrl}#t=0.1`} muted playsInline preload="metadata" style={box} aria-label={entry.patrolName} />
  ) : (
    <img src={entry.fileUrl} alt={entry.caption || entry.patrolName} style={box} />
  );
}

/** The battle's items with 'Fjern', then the takedown requests (who asked, when). */
export function BattleGallery({ battleID }: { battleID: string }) {
  const { entries, loading, failed, retry } = useStaffGallery(battleID);
  const { remove, busy } = useGalleryChanges(battleID);
  if (failed) return <LoadError message={text.loadError} onRetry={retry} />;
  if (loading) return <LoadingBlock />;
  const shown = entries.filter((entry) => !entry.takedown);
  const takenDown = entries.filter((entry) => entry.takedown);

  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={`${text.items} (${shown.length})`}
        extra={
          <Typography.Link href={`/battles/${battleID}/galleri`} target="_blank">
            {text.slideshow}
          </Typography.Link>
        }
      >
        {shown.length === 0 ? (
          <Typography.Text type="secondary">{text.noItems}</Typography.Text>
        ) : (
          <ul aria-label={text.items} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
            {shown.map((entry) => (
              <li key={entry.id} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
                <Thumbnail entry={entry} />
                <Flex vertical gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Typography.Text strong>{entry.caption || entry.patrolName}</Typography.Text>
                  <Typography.Text>
                    {entry.patrolName} · {entry.taskName}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {fill(text.pickedBy, { name: nameOf(entry.pickedBy), time: formatStaffTime(entry.pickedAt) })}
                  </Typography.Text>
                  {!entry.fileUrl && <Typography.Text type="warning">{text.replaced}</Typography.Text>}
                </Flex>
                <ConfirmButton
                  question={text.removeConfirm}
                  okText={text.remove}
                  danger
                  disabled={busy}
                  onConfirm={() => runAndNotify(() => remove(entry.id), text.removed, text.removeFailed)}
                >
                  {text.remove}
                </ConfirmButton>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card size="small" title={`${text.takedowns} (${takenDown.length})`}>
        {takenDown.length === 0 ? (
          <Typography.Text type="secondary">{text.noTakedowns}</Typography.Text>
        ) : (
          <ul aria-label={text.takedowns} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
            {takenDown.map((entry) => (
              <li key={entry.id}>
                <Typography.Text strong>
                  {entry.patrolName} · {entry.taskName}
                </Typography.Text>
                {entry.caption && <Typography.Text> · {entry.caption}</Typography.Text>}
                <br />
                <Typography.Text type="secondary">
                  {fill(text.requestedBy, {
                    name: nameOf(entry.takedown?.requestedBy ?? null),
                    time: formatStaffTime(entry.takedown?.requestedAt ?? entry.pickedAt),
                  })}
                </Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Flex>
  );
}
