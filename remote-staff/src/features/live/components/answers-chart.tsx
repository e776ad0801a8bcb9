import { siteTime } from '@usb/contracts/dates';
import { fill } from '@usb/contracts/messages';
import { staffMessages } from '../../../texts';
import type { StaffNight } from '../api/use-staff-night';

const text = staffMessages.live;
const BAR_WIDTH = 10;
const GAP = 2;
const HEIGHT = 120;

/** The text a screen reader gets for the chart (and everyone, under it). */
export function chartSummary(minutes: StaffNight['answersPerMinute']): string {
  const total = minutes.reduce((sum, minute) => sum + minute.answers, 0);
  if (total === 0) return text.chartSummaryNone;
  const max = Math.max(...minutes.map((minute) => minute.answers));
  return fill(text.chartSummary, { total, last: minutes.at(-1)?.answers ?? 0, max });
}

/** Answers per minute over the last hour as plain SVG bars, the newest on the right, with its summary in words. */
export function AnswersChart({ minutes }: { minutes: StaffNight['answersPerMinute'] }) {
  const max = Math.max(1, ...minutes.map((minute) => minute.answers));
  const width = minutes.length * (BAR_WIDTH + GAP) - GAP;
  const first = minutes[0];
  return (
    <figure style={{ margin: 0 }} data-testid="answers-chart">
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" width="100%" height={HEIGHT} aria-hidden="true" focusable="false">
        <line x1={0} x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} stroke="#d9d9d9" />
        {minutes.map((minute, index) => {
          const height = (minute.answers / max) * (HEIGHT - 4);
          return (
            <rect
              key={minute.minute}
              x={index * (BAR_WIDTH + GAP)}
              y={HEIGHT - height}
              width={BAR_WIDTH}
              height={height}
              rx={1}
              fill={index === minutes.length - 1 ? '#1677ff' : '#69b1ff'}
            >
              <title>{`${siteTime(minute.minute).format('HH:mm')}: ${minute.answers}`}</title>
            </rect>
          );
        })}
      </svg>
      <div aria-hidden="true" style={{ display: 'flex', justifyContent: 'space-between', color: 'rgba(0, 0, 0, 0.65)', fontSize: 12 }}>
        <span>{first ? fill(text.chartStart, { time: siteTime(first.minute).format('HH:mm') }) : ''}</span>
        <span>{text.chartNow}</span>
      </div>
      <figcaption data-testid="answers-chart-summary" style={{ marginTop: 8 }}>
        {chartSummary(minutes)}
      </figcaption>
    </figure>
  );
}
