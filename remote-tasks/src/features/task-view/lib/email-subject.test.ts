import { emailSubject, mailtoLink } from './email-subject';

describe('email answer link', () => {
  it('builds the subject from task, patrol and category name', () => {
    expect(emailSubject('Bål & brand', 'Ulvene', 1)).toBe('Svar: Bål & brand - Ulvene - Spejder');
    expect(emailSubject('Kort', 'De Gamle', 2)).toBe('Svar: Kort - De Gamle - OBG(18+)');
  });

  it('URL-encodes the subject in the mailto link, so &, ?, spaces and Danish letters survive', () => {
    const link = mailtoLink('svar@usb.dk', emailSubject('Bål & brand?', 'Ulvene', 1));
    expect(link).toBe('mailto:svar@usb.dk?subject=Svar%3A%20B%C3%A5l%20%26%20brand%3F%20-%20Ulvene%20-%20Spejder');
    expect(decodeURIComponent(new URL(link).search.replace('?subject=', ''))).toBe('Svar: Bål & brand? - Ulvene - Spejder');
  });
});
