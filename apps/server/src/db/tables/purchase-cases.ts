/**
 * Purchase cases (ARCHITECTURE.md §7 "Purchase case"): one per approved home, opened with the approval, moved by
 * operators through the stages offer made → … → moved in, or fallen through with a reason; every move is a row of
 * `purchase_case_events` (the case's history, with its date, note and who moved it) beside an audit-log row.
 * The rules of a move are packages/domain/src/purchase-case.ts. Exported through db/schema.ts.
 */
import {
  PURCHASE_CASE_STATES,
  type PurchaseCaseState,
  type PurchaseStage,
} from '@stairway/domain/purchase-case';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userApplications } from './applications';
import { homeSubmissions } from './homes';

/** `"column" in ('Opened', …)`: the states as a CHECK's list (identifiers from the domain, no user text). */
const knownStates = (column: string) =>
  sql.raw(`"${column}" in (${PURCHASE_CASE_STATES.map((state) => `'${state}'`).join(', ')})`);

/**
 * A purchase case: the approved home, where the purchase stands (`state`, reached on `stateDate`), the last of
 * the seven stages it reached (for the timeline of a case that fell through) and, once fallen through, why.
 * At most one case per application is not fallen through (a partial unique index), so an applicant whose
 * purchase fell through can have another home approved and another case opened.
 */
export const purchaseCases = pgTable(
  'purchase_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
    homeSubmissionId: uuid('home_submission_id')
      .notNull()
      .unique()
      .references(() => homeSubmissions.id, { onDelete: 'cascade' }),
    state: text('state').$type<PurchaseCaseState>().notNull(),
    /** The day the case reached its state, YYYY-MM-DD (the operator's date; the approval's day when opened). */
    stateDate: date('state_date', { mode: 'string' }).notNull(),
    /** The last of the seven stages reached; null before the offer is made. */
    lastStage: text('last_stage').$type<PurchaseStage>(),
    /** Why the purchase fell through; set only in that state. */
    fallThroughReason: text('fall_through_reason'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('purchase_cases_state_known', knownStates('state')),
    check(
      'purchase_cases_reason_when_fallen',
      sql`("state" = 'FallenThrough') = ("fall_through_reason" is not null)`,
    ),
    uniqueIndex('purchase_cases_one_live_idx').on(t.applicationId).where(sql`"state" <> 'FallenThrough'`),
    /** Serves the console's list of cases (most recently moved first) and the pipeline's counts by state. */
    index('purchase_cases_state_idx').on(t.state, t.updatedAt.desc()),
  ],
);

/**
 * A purchase case's history: its opening (`fromState` null, `toState` Opened) and every move, with the date the
 * stage was reached, the operator's note, the reason for falling through and who did it (an operator's e-mail,
 * or "system" for the opening by an approval). Never updated.
 */
export const purchaseCaseEvents = pgTable(
  'purchase_case_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => purchaseCases.id, { onDelete: 'cascade' }),
    fromState: text('from_state').$type<PurchaseCaseState>(),
    toState: text('to_state').$type<PurchaseCaseState>().notNull(),
    /** The day it happened, YYYY-MM-DD. */
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    note: text('note'),
    reason: text('reason'),
    actor: text('actor').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('purchase_case_events_to_known', knownStates('to_state')),
    index('purchase_case_events_case_idx').on(t.caseId, t.recordedAt),
  ],
);
