import { Flex, Typography } from '@usb/ui/core';
import { InputNumber } from '@usb/ui/controls';
import { Tag } from '@usb/ui/data';
import { fill } from '@usb/contracts/messages';
import { staffMessages } from '../../../texts';
import { POINTS_MAX, POINTS_MIN } from '../lib/points';

const text = staffMessages.answer;

export interface PointsInputProps {
  /** The field's name for assistive technology; the visible label is 'Point'. */
  label: string;
  value: number | null;
  /** The value the api holds; a different typed value is marked as not saved. */
  saved: number | null;
  readOnly: boolean;
  onChange: (value: number | null) => void;
  onEnter: () => void;
  /** Extra marks beside the field (e.g. 'Automatisk'). */
  tags?: string[];
}

/** A points field: whole numbers from -1000 to 1000, empty for none; Enter saves. */
export function PointsInput({ label, value, saved, readOnly, onChange, onEnter, tags = [] }: PointsInputProps) {
  const unsaved = value !== saved;
  return (
    <Flex gap="small" align="center" wrap>
      <Typography.Text strong aria-hidden>
        {text.points}
      </Typography.Text>
      <InputNumber
        aria-label={label}
        value={value}
        min={POINTS_MIN}
        max={POINTS_MAX}
        precision={0}
        disabled={readOnly}
        style={{ width: 120 }}
        onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        onPressEnter={onEnter}
      />
      {tags.map((tag) => (
        <Tag key={tag}>{tag}</Tag>
      ))}
      {unsaved && <Tag color="warning">{fill(text.unsaved, { points: saved ?? '–' })}</Tag>}
    </Flex>
  );
}
