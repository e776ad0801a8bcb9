/**
 * A catalogue text with its `{placeholders}` filled in: fill('Slet {name}?', { name: 'Post 1' })
 * gives 'Slet Post 1?'. A placeholder without a value stays as written, so a missing value shows
 * on screen instead of vanishing.
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
