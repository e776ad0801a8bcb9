/** A catalogue text with its {placeholders} filled in: fill('Slet {name}?', { name: 'Post 1' }). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
