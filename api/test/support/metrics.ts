/** Scrapes a metrics address and reads one sample of Prometheus' text format. */

/** GET http://<address>/metrics: the status and the text. */
export async function scrape(address: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`http://${address}/metrics`);
  return { status: response.status, text: await response.text() };
}

/** The value of the sample `name{labels}` (the labels given must all match; others may be there), or undefined. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = new Map([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value)) return Number(match[3]);
  }
  return undefined;
}
