import { lateMinutes, timelinePoints, timesInOrder } from './task-times';

const at = (time: string) => `2026-11-12T${time}:00.000Z`;

describe('a task timeline', () => {
  it('places times in order along the bar, from the opening to the end of late delivery', () => {
    const points = timelinePoints({ availableFrom: at('17:00'), close: at('19:00'), availableTo: at('19:30') });
    expect(points.map(({ key, position, misplaced }) => [key, position, misplaced])).toEqual([
      ['availableFrom', 0, false],
      ['close', 0.8, false],
      ['availableTo', 1, false],
    ]);
    expect(timesInOrder({ availableFrom: at('17:00'), close: at('19:00'), availableTo: at('19:30') })).toBe(true);
  });

  it('marks a deadline before the opening, and shows it first on the bar', () => {
    const points = timelinePoints({ availableFrom: at('19:00'), close: at('18:00'), availableTo: at('20:00') });
    expect(points.map((point) => point.key)).toEqual(['close', 'availableFrom', 'availableTo']);
    expect(points.filter((point) => point.misplaced).map((point) => point.key)).toEqual(['close', 'availableFrom']);
    expect(timesInOrder({ availableFrom: at('19:00'), close: at('18:00'), availableTo: at('20:00') })).toBe(false);
  });

  it('marks late delivery ending before the deadline', () => {
    expect(timesInOrder({ availableFrom: at('17:00'), close: at('19:00'), availableTo: at('18:59') })).toBe(false);
  });

  it('accepts equal times, which keep their order', () => {
    const points = timelinePoints({ availableFrom: at('18:00'), close: at('18:00'), availableTo: at('18:00') });
    expect(points.map((point) => [point.key, point.position, point.misplaced])).toEqual([
      ['availableFrom', 0, false],
      ['close', 0, false],
      ['availableTo', 0, false],
    ]);
  });

  it('draws only the times already chosen', () => {
    expect(timelinePoints({ close: at('19:00') }).map((point) => point.key)).toEqual(['close']);
    expect(timesInOrder({ availableFrom: at('19:00'), availableTo: at('18:00') })).toBe(false);
  });

  it('counts the minutes of late delivery', () => {
    expect(lateMinutes({ close: at('19:00'), availableTo: at('19:30') })).toBe(30);
    expect(lateMinutes({ close: at('19:00'), availableTo: at('18:30') })).toBeNull();
    expect(lateMinutes({ close: at('19:00') })).toBeNull();
  });
});
