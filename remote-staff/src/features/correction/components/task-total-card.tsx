import { Button, Card, Flex, Typography } from '@usb/ui/core';
import { fill } from '@usb/contracts/messages';
import { staffMessages } from '../../../texts';
import { PointsInput } from './points-input';

const text = staffMessages.answer;

export interface TaskTotalCardProps {
  override: number | null;
  savedOverride: number | null;
  latePenalty: number;
  total: number;
  readOnly: boolean;
  saving: boolean;
  hasChanges: boolean;
  onOverrideChange: (value: number | null) => void;
  onSave: () => void;
  /** Enter in the override field: save and move on, as in the answers' fields. */
  onEnter: () => void;
}

/** The whole task: the override, the late penalty, the total as it will be, and 'Gem point'. */
export function TaskTotalCard(props: TaskTotalCardProps) {
  const { override, savedOverride, latePenalty, total, readOnly, saving, hasChanges, onOverrideChange, onSave, onEnter } = props;
  return (
    <Card size="small" title={text.overrideTitle}>
      <Flex vertical gap="small">
        <Typography.Text type="secondary">{text.overrideHint}</Typography.Text>
        <PointsInput label={text.overrideTitle} value={override} saved={savedOverride} readOnly={readOnly} onChange={onOverrideChange} onEnter={onEnter} />
        {latePenalty > 0 && <Typography.Text>{fill(text.latePenalty, { minutes: latePenalty })}</Typography.Text>}
        <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }} data-testid="task-total">
          {`${text.total}: ${total}`}
        </Typography.Title>
        {!readOnly && (
          <Flex gap="middle" align="center" wrap>
            <Button type="primary" loading={saving} disabled={!hasChanges} onClick={onSave}>
              {text.save}
            </Button>
            <Typography.Text type="secondary">{text.enterHint}</Typography.Text>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
