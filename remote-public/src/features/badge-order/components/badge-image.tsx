import { fill, messages } from '@usb/contracts/messages';
import type { BadgeProduct } from '@usb/schema/domain';

/** Twill colours of the badges, one per product in turn. */
const palette = ['#1d6b3f', '#2b5d9b', '#a33b2b', '#6b3f8f', '#b0721d', '#2f7f7a'] as const;

/** The short mark embroidered on a badge: its number, '∞', or null for the corona motif. */
export function badgeMark(id: string): string | null {
  const number = /^maerke(\d+)$/.exec(id)?.[1];
  if (number !== undefined) return number;
  return id === 'maerke_infinity' ? '∞' : null;
}

const spikes = Array.from({ length: 8 }, (_, index) => (index * Math.PI) / 4);

/** A corona virus: a ring with knobbed spikes. */
function CoronaMotif() {
  return (
    <g stroke="#fff" strokeWidth="2" fill="none">
      <circle cx="32" cy="32" r="8" />
      {spikes.map((angle) => {
        const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
        return (
          <g key={angle}>
            <line x1={32 + dx * 8} y1={32 + dy * 8} x2={32 + dx * 14} y2={32 + dy * 14} />
            <circle cx={32 + dx * 15.5} cy={32 + dy * 15.5} r="1.8" fill="#fff" />
          </g>
        );
      })}
    </g>
  );
}

/**
 * A badge drawn inline (there are no image files): a round embroidered patch with a merrowed
 * edge, a stitched ring and the product's mark, named for screen readers by the product name.
 */
export function BadgeImage({ product, index, size = 64 }: { product: BadgeProduct; index: number; size?: number }) {
  const colour = palette[index % palette.length];
  const mark = badgeMark(product.id);
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={fill(messages.badgeOrder.badgeAlt, { name: product.name })}>
      <circle cx="32" cy="32" r="31" fill="#3b2a1a" />
      <circle cx="32" cy="32" r="28" fill={colour} />
      <circle cx="32" cy="32" r="29.5" fill="none" stroke="#f4e3c1" strokeWidth="1" strokeDasharray="1.5 1.5" />
      <circle cx="32" cy="32" r="23" fill="none" stroke="#f4c542" strokeWidth="1.5" strokeDasharray="3 2" />
      {mark === null ? (
        <CoronaMotif />
      ) : (
        <text
          x="32"
          y={mark === '∞' ? 41 : 40}
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontSize={mark.length > 1 ? 20 : mark === '∞' ? 30 : 24}
          fontWeight="800"
          fill="#fff"
        >
          {mark}
        </text>
      )}
    </svg>
  );
}
