import { csvField, toCsv } from './index';

describe('CSV for a Danish Excel', () => {
  it('starts with a UTF-8 byte order mark, splits on semicolons and ends every line with CRLF', () => {
    const csv = toCsv([
      ['Åse Ørn', 5],
      ['c', 'd'],
    ]);
    expect(csv).toBe('\uFEFFÅse Ørn;5\r\nc;d\r\n');
  });

  it('quotes a field holding a semicolon, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Ulve; og ræve')).toBe('"Ulve; og ræve"');
    expect(csvField('Send til "Bjørnene"')).toBe('"Send til ""Bjørnene"""');
    expect(csvField('linje 1\nlinje 2')).toBe('"linje 1\nlinje 2"');
    expect(csvField('Odense C')).toBe('Odense C');
    expect(csvField(7)).toBe('7');
  });

  it('keeps text that a spreadsheet would run as a formula as text, but not phone numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+4512345678')).toBe('+4512345678');
    expect(csvField('+45 12 34 56 78')).toBe('+45 12 34 56 78');
    expect(csvField('-5')).toBe('-5');
  });
});
