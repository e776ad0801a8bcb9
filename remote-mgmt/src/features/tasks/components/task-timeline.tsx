import { Flex, Typography } from '@usb/ui/core';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { formatDateTime } from '../../../lib/copenhagen-time';
import { lateMinutes, timelinePoints, timesInOrder, type TaskTimeKey, type TaskTimes } from '../lib/task-times';

const text = mgmtMessages.tasks;
const labels: Record<TaskTimeKey, string> = { availableFrom: text.availableFrom, close: text.close, availableTo: text.availableTo };
const colours: Record<TaskTimeKey, string> = { availableFrom: '#52c41a', close: '#1677ff', availableTo: '#fa8c16' };
const wrong = '#ff4d4f';

/**
 * The task's three times on one bar, earliest left, with a legend in time order. A time out of its
 * place turns red and the bar says the order is wrong, so a mistake shows before saving.
 */
export function TaskTimeline({ times }: { times: TaskTimes }) {
  const points = timelinePoints(times);
  if (points.length === 0) return null;
  const ordered = timesInOrder(times);
  const late = lateMinutes(times);
  return (
    <figure aria-label={text.timeline} style={{ margin: '0 0 16px' }}>
      <div style={{ position: 'relative', height: 8, margin: '12px 8px', borderRadius: 4, background: ordered ? '#d9d9d9' : wrong }}>
        {points.map((point) => (
          <span
            key={point.key}
            title={labels[point.key]}
            style={{
              position: 'absolute',
              left: `${point.position * 100}%`,
              top: -4,
              width: 16,
              height: 16,
              marginLeft: -8,
              borderRadius: '50%',
              border: '2px solid #fff',
              background: point.misplaced ? wrong : colours[point.key],
            }}
          />
        ))}
      </div>
      <Flex component="ol" gap="middle" wrap style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {points.map((point) => (
          <li key={point.key} data-misplaced={point.misplaced} style={{ color: point.misplaced ? wrong : undefined }}>
            <span aria-hidden style={{ color: point.misplaced ? wrong : colours[point.key] }}>
              ●{' '}
            </span>
            {labels[point.key]}: {formatDateTime(point.time)}
          </li>
        ))}
      </Flex>
      {!ordered && <Typography.Text type="danger">{text.orderWrong}</Typography.Text>}
      {ordered && late !== null && late > 0 && <Typography.Text type="secondary">{fill(text.lateMinutes, { minutes: late })}</Typography.Text>}
    </figure>
  );
}
