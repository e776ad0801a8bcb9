import { CANARY_STEPS } from '@usb/schema/domain';

/** The share a canary starts at. */
export const FIRST_CANARY_STEP: number = CANARY_STEPS[0];

/** The share after `percent` on the 'Moduler' screen's steps (100 makes the canary the active version). */
export function nextCanaryStep(percent: number): number {
  return CANARY_STEPS.find((step) => step > percent) ?? 100;
}
