/** The api's rule for a battle's freeze time, checked on the field before saving: empty, or between the battle's start and end. */
import type { Rule } from '@usb/ui/forms';
import { mgmtMessages } from '../../../texts';

/** Whether the freeze time lies within the battle's times; an empty one (no freeze) always does. */
export function freezeWithin(battle: { start: string; end: string }, freezeAt: string | undefined): boolean {
  if (!freezeAt) return true;
  const at = Date.parse(freezeAt);
  return Date.parse(battle.start) <= at && at <= Date.parse(battle.end);
}

export function freezeRule(battle: { start: string; end: string }): Rule {
  return {
    validator: async (_rule, value: string | undefined) => {
      if (!freezeWithin(battle, value)) throw new Error(mgmtMessages.battles.freezeOutside);
    },
  };
}
