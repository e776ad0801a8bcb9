/** Column helpers every domain's tables share. */
import { timestamp } from 'drizzle-orm/pg-core';

/** Every time is a timestamptz written by the api's clock, so both engines behave the same. */
export const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
