/**
 * The site settings an admin changes without a rebuild (modules/settings, docs/settings.md): one
 * row (id 1), absent until the first save (every setting its default), then holding them all.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { time } from './columns';

export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    contactEmail: text('contact_email').notNull(),
    socialPageUrl: text('social_page_url').notNull(),
    introVideoUrl: text('intro_video_url').notNull(),
    fallbackEventStart: time('fallback_event_start').notNull(),
    fallbackRegistrationFrom: time('fallback_registration_from').notNull(),
    paymentDetails: text('payment_details').notNull(),
    updated: time('updated').notNull(),
  },
  (table) => [check('site_settings_one_row', sql`${table.id} = 1`)],
);
