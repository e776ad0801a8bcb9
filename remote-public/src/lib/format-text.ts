/** Fills the `{name}` placeholders of a catalogue text. */
export function formatText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
