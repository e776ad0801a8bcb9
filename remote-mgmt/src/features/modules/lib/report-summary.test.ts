import { formatRate, reportSummary } from './report-summary';

describe('reportSummary', () => {
  it('says how many pages loaded the version and how many of them failed, with the share in Danish', () => {
    expect(reportSummary({ loads: 40, failedLoads: 3, errorRate: 0.075, messages: [] })).toBe('40 indlæsninger, 3 fejlede (7,5\u00a0%)');
  });

  it('says one load in the singular, and no failures as none', () => {
    expect(reportSummary({ loads: 1, failedLoads: 0, errorRate: 0, messages: [] })).toBe('1 indlæsning, ingen fejl');
    expect(reportSummary({ loads: 12, failedLoads: 0, errorRate: 0, messages: [] })).toBe('12 indlæsninger, ingen fejl');
  });

  it('says so when no page has loaded it', () => {
    expect(reportSummary({ loads: 0, failedLoads: 0, errorRate: null, messages: [] })).toBe('Ingen indlæsninger');
  });

  it('writes a limit as a Danish percentage', () => {
    expect(formatRate(0.05)).toBe('5\u00a0%');
  });
});
