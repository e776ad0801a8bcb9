import { formatSize } from './format-size';

describe('formatSize', () => {
  it('gives whole KB below a megabyte, never 0', () => {
    expect(formatSize(865_280)).toEqual({ unit: 'KB', size: '845' });
    expect(formatSize(100)).toEqual({ unit: 'KB', size: '1' });
  });

  it('gives MB with one decimal and a Danish decimal comma from a megabyte on', () => {
    expect(formatSize(1024 * 1024)).toEqual({ unit: 'MB', size: '1' });
    expect(formatSize(1.44 * 1024 * 1024)).toEqual({ unit: 'MB', size: '1,4' });
    expect(formatSize(12.5 * 1024 * 1024)).toEqual({ unit: 'MB', size: '12,5' });
  });
});
