import { sentAtText } from './sent-at-text';

describe('sentAtText', () => {
  it('says when an announcement was sent in Danish time, winter and summer, whatever the machine says', () => {
    expect(sentAtText('2025-11-13T17:30:00.000Z')).toBe('Sendt 13. nov. kl. 18:30');
    expect(sentAtText('2025-07-01T22:15:00.000Z')).toBe('Sendt 2. juli kl. 00:15');
  });
});
