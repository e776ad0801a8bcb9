import { cloneOffsetText, suggestedCloneStart } from './clone-offset';

describe('moving a copied battle in time', () => {
  it('suggests the same weekday and time 52 weeks later', () => {
    const start = '2025-11-13T17:30:00.000Z';
    const suggested = suggestedCloneStart(start);
    expect(suggested).toBe('2026-11-12T17:30:00.000Z');
    expect(new Date(suggested).getUTCDay()).toBe(new Date(start).getUTCDay());
  });

  it('says how far forward every time moves, in days and hours', () => {
    expect(cloneOffsetText('2025-11-13T17:30:00.000Z', '2026-11-12T17:30:00.000Z')).toBe('Alle tider flyttes 364 dage frem.');
    expect(cloneOffsetText('2025-11-13T17:30:00.000Z', '2025-11-15T20:30:00.000Z')).toBe('Alle tider flyttes 2 dage og 3 timer frem.');
    expect(cloneOffsetText('2025-11-13T17:30:00.000Z', '2025-11-14T18:30:00.000Z')).toBe('Alle tider flyttes 1 dag og 1 time frem.');
    expect(cloneOffsetText('2025-11-13T17:30:00.000Z', '2025-11-13T19:30:00.000Z')).toBe('Alle tider flyttes 2 timer frem.');
  });

  it('says so when the copy starts before the original', () => {
    expect(cloneOffsetText('2025-11-13T17:30:00.000Z', '2025-11-12T15:30:00.000Z')).toBe('Alle tider flyttes 1 dag og 2 timer tilbage.');
  });

  it('says nothing before a new start is chosen', () => {
    expect(cloneOffsetText('2025-11-13T17:30:00.000Z', undefined)).toBe('');
  });
});
