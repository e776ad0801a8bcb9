/** The one HTTP byte range a download serves (phones need ranges to play video). */
import type { ByteRange } from './media-storage';

/** `bytes=start-end`, `bytes=start-` or `bytes=-suffix` within size; anything else is served whole. */
export function parseRange(header: string | undefined, size: number): ByteRange | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || size === 0 || (match[1] === '' && match[2] === '')) return null;
  const [start, end] =
    match[1] === '' ? [Math.max(0, size - Number(match[2])), size - 1] : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start <= end && start < size ? { start, end } : null;
}
