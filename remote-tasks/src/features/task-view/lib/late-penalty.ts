import { fill, messages } from '@usb/contracts/messages';

const MINUTE_MS = 60_000;

/**
 * The late penalty an answer received at `nowMs` would cost: one point per started minute after
 * close, 0 up to and at close (docs/answers-and-windows.md; the api's scoring.ts counts alike).
 */
export function latePenalty(close: string, nowMs: number): number {
  const lateMs = nowMs - Date.parse(close);
  return lateMs > 0 ? Math.ceil(lateMs / MINUTE_MS) : 0;
}

/** 'Afleverer I nu, trækkes der {points} point fra.' for an answer at `nowMs`. */
export function latePenaltyText(close: string, nowMs: number): string {
  return fill(messages.taskView.latePenalty, { points: latePenalty(close, nowMs) });
}
