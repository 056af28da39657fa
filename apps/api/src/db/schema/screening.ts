import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { amlScreenings } from './participant';

/**
 * Every version of the official lists the screening used (`SCREENING=lists`): the UN Security
 * Council's, OFAC's SDN list and the fund manager's own, as the refresh read them. A version is
 * added only when its file parsed and its hash differs from the one in use; the latest row of a
 * list is the one in use on every instance.
 */
export const screeningListVersions = pgTable(
  'screening_list_versions',
  {
    id: serial('id').primaryKey(),
    /** UN, OFAC or OWN. */
    list: text('list').notNull(),
    /** SHA-256 (hex) of the file. */
    hash: text('hash').notNull(),
    /** The file as published (XML or CSV). */
    content: text('content').notNull(),
    /** How many people it lists. */
    entries: integer('entries').notNull(),
    /** Where it was read from (the configured address or file). */
    source: text('source').notNull(),
    loadedAt: ts('loaded_at').notNull(),
  },
  (t) => [index('screening_list_versions_list_idx').on(t.list, t.id)],
);

/**
 * Compliance's decision on a potential match (a screening row that matched): CONFIRMED keeps
 * the customer blocked; DISMISSED (a homonym) lifts the block when nothing else holds it.
 */
export const amlMatchReviews = pgTable('aml_match_reviews', {
  screeningId: integer('screening_id')
    .primaryKey()
    .references(() => amlScreenings.id, { onDelete: 'cascade' }),
  /** CONFIRMED or DISMISSED. */
  decision: text('decision').notNull(),
  operator: text('operator').notNull(),
  note: text('note').notNull(),
  decidedAt: ts('decided_at').notNull(),
  /** Whether the decision lifted the customer's block (a dismissal with nothing else pending). */
  cleared: boolean('cleared').notNull(),
});

export type AmlMatchReview = typeof amlMatchReviews.$inferSelect;
