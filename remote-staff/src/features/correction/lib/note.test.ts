import { isValidNote, phrasesOf, withPhrase } from './note';

describe('the note to the patrol', () => {
  it('takes a phrase at its end, after a space unless it ends in one', () => {
    expect(withPhrase('', 'Flot klaret!')).toBe('Flot klaret!');
    expect(withPhrase('Godt.', 'Flot klaret!')).toBe('Godt. Flot klaret!');
    expect(withPhrase('Godt.\n', 'Flot klaret!')).toBe('Godt.\nFlot klaret!');
  });

  it('is at most 1000 characters after trimming', () => {
    expect(isValidNote(` ${'x'.repeat(1000)} `)).toBe(true);
    expect(isValidNote('x'.repeat(1001))).toBe(false);
  });

  it("reads the phrases editor's lines, dropping empty ones", () => {
    expect(phrasesOf(' Flot klaret! \n\nGodt forsøg\n')).toEqual(['Flot klaret!', 'Godt forsøg']);
  });
});
