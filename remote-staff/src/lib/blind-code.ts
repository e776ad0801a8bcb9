import { fill } from '@usb/contracts/messages';
import { staffMessages } from '../texts';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const codeLength = 4;

/** FNV-1a, 32 bit: a small, stable string hash (the same in every browser and on every visit). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A neutral code for a patrol in blind correction, derived from its id so the queue and the
 * correction view show the same code and nothing of the name, corps or sign-up order shows
 * through. Four characters of 31 give about 920,000 codes: two patrols of one event sharing
 * one is unlikely (about 5 % with 300 patrols), and harmless, as the code is never a key.
 */
export function blindCode(patrolID: string): string {
  let hash = fnv1a(`patrol:${patrolID}`);
  let code = '';
  for (let index = 0; index < codeLength; index += 1) {
    code += alphabet[hash % alphabet.length];
    hash = Math.floor(hash / alphabet.length);
  }
  return code;
}

/** The patrol as the staff see it: its name, or 'Patrulje #K7QX' in blind correction. */
export function patrolLabel(patrol: { id: string; name: string }, blind: boolean): string {
  return blind ? fill(staffMessages.blindPatrol, { code: blindCode(patrol.id) }) : patrol.name;
}
