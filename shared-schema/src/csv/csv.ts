/** Excel reads a UTF-8 file as UTF-8 (æ, ø, å intact) only when it starts with this byte order mark. */
const BOM = '\uFEFF';
/** A Danish Excel splits on semicolons (the comma is its decimal sign). */
const SEPARATOR = ';';
const LINE_END = '\r\n';

/**
 * Text a spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe, so a
 * patrol name or a buyer's note such as '=HYPERLINK(...)' stays text. Phone numbers such as
 * +4512345678 are left alone.
 */
function defuse(value: string): string {
  if (/^[=+\-@\t\r]/.test(value) && !/^[+-]?[\d ]+$/.test(value)) return `'${value}`;
  return value;
}

/** One field: quoted (with doubled quotes) when it holds a separator, quote or line break. */
export function csvField(value: string | number): string {
  const text = defuse(String(value));
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV file for a Danish Excel: BOM, semicolons, CRLF after every line. */
export function toCsv(rows: (string | number)[][]): string {
  return BOM + rows.map((row) => row.map(csvField).join(SEPARATOR) + LINE_END).join('');
}
