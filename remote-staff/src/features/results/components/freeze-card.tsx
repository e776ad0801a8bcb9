import { useState } from 'react';
import { Button, Card, Flex, Typography } from '@usb/ui/core';
import { Input } from '@usb/ui/inputs';
import { staffMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { fill } from '@usb/contracts/messages';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatStaffMinute, fromSiteInput, toSiteInput } from '../../../lib/dates';
import { runAndNotify } from '../../../lib/notify';
import { useBattleFreeze } from '../api/use-battle-freeze';
import { freezeProblem } from '../lib/freeze-time';

const text = staffMessages.results.freeze;
const actionError = staffMessages.results.actionError;

/** Whether and since when the battle's public standings are frozen, in words. */
function freezeStatus(freezeAt: string | null): string {
  if (!freezeAt) return text.none;
  const time = formatStaffMinute(freezeAt);
  return Date.parse(freezeAt) <= Date.now() ? fill(text.frozen, { time }) : fill(text.set, { time });
}

/**
 * 'Frys stillingen' on the results screen (docs/results.md): the battle's staff set the time from
 * which patrols and visitors see the standings as they were, or take it away; publishing the
 * results ends it. The time is shown and typed on Danish time, whatever the device's time zone,
 * and must lie within the battle, as the api checks too.
 */
export function FreezeCard({ battleID }: { battleID: string }) {
  const { battle, failed, retry, save, saving } = useBattleFreeze(battleID);
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (failed) return <LoadError onRetry={retry} />;
  if (!battle) return null;
  const value = typed ?? (battle.freezeAt ? toSiteInput(battle.freezeAt) : '');

  const submit = async () => {
    const found = freezeProblem(battle, value);
    setProblem(
      found === 'required'
        ? text.required
        : found === 'outside'
          ? fill(text.outside, { start: formatStaffMinute(battle.start), end: formatStaffMinute(battle.end) })
          : null,
    );
    if (found) return;
    if (await runAndNotify(() => save(new Date(fromSiteInput(value)).toISOString()), text.saved, actionError)) setTyped(null);
  };
  const clear = async () => {
    setProblem(null);
    if (await runAndNotify(() => save(null), text.cleared, actionError)) setTyped(null);
  };

  return (
    <Card size="small" title={text.title} role="region" aria-label={text.title}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{text.intro}</Typography.Text>
        <Typography.Text strong data-testid="freeze-status">
          {freezeStatus(battle.freezeAt ?? null)}
        </Typography.Text>
        <Flex gap={8} wrap align="center">
          <label htmlFor="freeze-at">{text.at}</label>
          <Input
            id="freeze-at"
            type="datetime-local"
            value={value}
            min={toSiteInput(battle.start)}
            max={toSiteInput(battle.end)}
            onChange={(event) => setTyped(event.target.value)}
            status={problem ? 'error' : undefined}
            aria-invalid={problem !== null}
            aria-describedby={problem ? 'freeze-problem' : undefined}
            size="large"
            style={{ maxWidth: 260 }}
          />
        </Flex>
        {problem && (
          <Typography.Text type="danger" id="freeze-problem" role="alert">
            {problem}
          </Typography.Text>
        )}
        <Flex gap={8} wrap>
          <Button size="large" loading={saving} onClick={() => void submit()}>
            {text.save}
          </Button>
          {battle.freezeAt && (
            <ConfirmButton size="large" question={`${text.clear}?`} okText={text.clear} disabled={saving} onConfirm={clear}>
              {text.clear}
            </ConfirmButton>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
