import { useState } from 'react';
import { patrolCategories } from '@usb/schema/domain';
import { emit } from '@usb/contracts/events';
import { fill } from '@usb/contracts/messages';
import type { AnnouncementAudience } from '@usb/schema/graphql';
import { staffMessages } from '../../../texts';
import { Alert, Button, Card, Flex, Typography } from '@usb/ui/core';
import { Input, Radio } from '@usb/ui/inputs';
import { Select } from '@usb/ui/pickers';
import { formatStaffTime, fromSiteInput } from '../../../lib/dates';
import { announcementErrorMessage, useAnnouncementChanges } from '../api/use-announcements';

const text = staffMessages.announcements;
const MAX_TEXT = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The form's problem, or null when it can be sent. */
function problemOf(input: {
  message: string;
  audience: AnnouncementAudience;
  category: number | null;
  patrolID: string | null;
  later: boolean;
  sendAt: string;
}): string | null {
  if (input.message.trim() === '' || input.message.length > MAX_TEXT) return text.textRequired;
  if (input.audience === 'CATEGORY' && input.category === null) return text.categoryRequired;
  if (input.audience === 'PATROL' && input.patrolID === null) return text.patrolRequired;
  if (input.later) {
    const at = fromSiteInput(input.sendAt);
    if (Number.isNaN(at) || at <= Date.now() || at - Date.now() > 30 * DAY_MS) return text.sendAtRequired;
  }
  return null;
}

/** The staff's form for a new announcement: the text, to whom, and now or at a time (typed on Danish time). */
export function AnnouncementForm({ battleID, patrols }: { battleID: string; patrols: { id: string; name: string }[] }) {
  const { send, busy } = useAnnouncementChanges(battleID);
  const [message, setMessage] = useState('');
  const [audience, setAudience] = useState<AnnouncementAudience>('ALL');
  const [category, setCategory] = useState<number | null>(null);
  const [patrolID, setPatrolID] = useState<string | null>(null);
  const [later, setLater] = useState(false);
  const [sendAt, setSendAt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (): Promise<void> => {
    const found = problemOf({ message, audience, category, patrolID, later, sendAt });
    setProblem(found);
    if (found) return;
    try {
      const { data } = await send({
        battleID,
        text: message,
        audience,
        category: audience === 'CATEGORY' ? category : null,
        patrolID: audience === 'PATROL' ? patrolID : null,
        sendAt: later ? new Date(fromSiteInput(sendAt)).toISOString() : null,
      });
      const saved = data?.announcements.send;
      emit('alert', {
        type: 'success',
        message: saved?.sentAt ? text.sent : fill(text.scheduled, { time: formatStaffTime(saved?.sendAt ?? new Date(fromSiteInput(sendAt)).toISOString()) }),
        dismissible: true,
        timeout: 5_000,
      });
      setMessage('');
    } catch (error) {
      setProblem(announcementErrorMessage(error));
    }
  };

  return (
    <Card size="small" title={text.newTitle}>
      <Flex vertical gap={12} style={{ maxWidth: 640 }}>
        <div>
          <Typography.Text strong id="announcement-text-label">
            {text.text}
          </Typography.Text>
          <Input.TextArea
            aria-labelledby="announcement-text-label"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            placeholder={text.textPlaceholder}
            maxLength={MAX_TEXT}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            style={{ marginTop: 4 }}
          />
        </div>
        <div role="group" aria-label={text.to}>
          <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
            {text.to}
          </Typography.Text>
          <Radio.Group value={audience} onChange={(event) => setAudience(event.target.value as AnnouncementAudience)}>
            <Radio value="ALL">{text.toAll}</Radio>
            <Radio value="CATEGORY">{text.toCategory}</Radio>
            <Radio value="PATROL">{text.toPatrol}</Radio>
          </Radio.Group>
        </div>
        {audience === 'CATEGORY' && (
          <Select
            aria-label={text.category}
            placeholder={text.category}
            value={category ?? undefined}
            onChange={(value: number) => setCategory(value)}
            options={patrolCategories.map((known) => ({ value: known.value, label: known.name }))}
            style={{ maxWidth: 320 }}
            size="large"
          />
        )}
        {audience === 'PATROL' && (
          <Select
            aria-label={text.patrol}
            placeholder={text.patrolPlaceholder}
            value={patrolID ?? undefined}
            onChange={(value: string) => setPatrolID(value)}
            showSearch={{ optionFilterProp: 'label' }}
            options={patrols.map((patrol) => ({ value: patrol.id, label: patrol.name }))}
            style={{ maxWidth: 320 }}
            size="large"
          />
        )}
        <div role="group" aria-label={text.when}>
          <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
            {text.when}
          </Typography.Text>
          <Radio.Group value={later} onChange={(event) => setLater(event.target.value === true)}>
            <Radio value={false}>{text.now}</Radio>
            <Radio value={true}>{text.later}</Radio>
          </Radio.Group>
        </div>
        {later && (
          <label>
            <Typography.Text>{text.sendAt}</Typography.Text>
            <Input
              type="datetime-local"
              value={sendAt}
              onChange={(event) => setSendAt(event.target.value)}
              style={{ maxWidth: 260, marginLeft: 8 }}
              size="large"
            />
          </label>
        )}
        {problem && <Alert type="error" showIcon title={problem} />}
        <Flex>
          <Button type="primary" size="large" loading={busy} onClick={() => void submit()}>
            {later ? text.schedule : text.send}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
