import { STRIP_HEIGHT_STORAGE_KEY, storedStripHeight } from './open-task-strip-slot';

const storage = (value: string | null): Pick<Storage, 'getItem'> => ({ getItem: (key) => (key === STRIP_HEIGHT_STORAGE_KEY ? value : null) });

describe('the open-task strip height remembered between page loads', () => {
  it('reserves a stored whole number of px', () => {
    expect(storedStripHeight(storage('56'))).toBe(56);
  });

  it('reserves nothing on a first visit, for an empty strip or for a value that is no height', () => {
    expect(storedStripHeight(storage(null))).toBe(0);
    expect(storedStripHeight(storage('0'))).toBe(0);
    expect(storedStripHeight(storage('12.5'))).toBe(0);
    expect(storedStripHeight(storage('tall'))).toBe(0);
    expect(storedStripHeight(storage('5000'))).toBe(0);
    expect(storedStripHeight(undefined)).toBe(0);
  });
});
