import type { Rule } from '@usb/ui/forms';
import { mgmtMessages } from '../../../texts';

const text = mgmtMessages.modules.lock;

/** The longest deploy lock the api takes, as docs/remotes-registry.md states. */
export const LONGEST_LOCK_MS = 7 * 24 * 60 * 60 * 1000;

/** Why a lock's Til is refused before the api is asked: not after Fra, not in the future, or longer than 7 days; null when it is fine. */
export function untilProblem(from: string | undefined, until: string | undefined, now: Date): string | null {
  if (!until) return null;
  const end = Date.parse(until);
  if (end <= now.getTime()) return text.untilFuture;
  if (!from) return null;
  const start = Date.parse(from);
  if (end <= start) return text.untilAfterFrom;
  if (end - start > LONGEST_LOCK_MS) return text.tooLong;
  return null;
}

/** The form rule of Til (give its Form.Item dependencies={['from']}). */
export const untilRule: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, value: string | undefined) => {
    const problem = untilProblem(getFieldValue('from') as string | undefined, value, new Date());
    if (problem) throw new Error(problem);
  },
});
