/**
 * Plans (ARCHITECTURE.md §7 "Plan: … versioned; once signed a version is immutable, stored with the SHA-256 of
 * the exact document, and signatures record who, when and from where"; decision 070). A plan version is made by an
 * operator for a purchase case from the agreed price and rent: its PDF is rendered once and kept, so that the
 * document a person downloads, reads and signs is byte for byte the one whose SHA-256 is recorded. A new version
 * replaces an unsigned one as the one to sign; versions are never updated (migration 0033 refuses it). Exported
 * through db/schema.ts.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { purchaseCases } from './purchase-cases';

/** PostgreSQL `bytea` as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Who of an application signs: the applicant, and on a joint application the co-applicant too. */
export type PlanSigner = 'applicant' | 'coApplicant';

/** One version of a case's plan: its terms, its PDF and that PDF's SHA-256. */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseCaseId: uuid('purchase_case_id')
      .notNull()
      .references(() => purchaseCases.id, { onDelete: 'cascade' }),
    /** 1 for the first version of the case's plan. */
    version: integer('version').notNull(),
    /** The agreed purchase price, whole pounds. */
    price: integer('price').notNull(),
    /** The monthly rent, whole pounds. */
    monthlyRent: integer('monthly_rent').notNull(),
    /** The waitlist fee the customer paid, pence (the plan's only fee). */
    waitlistFeePence: integer('waitlist_fee_pence').notNull(),
    /** Whether both the applicant and the co-applicant sign (a joint application with a co-applicant who joined). */
    joint: boolean('joint').notNull(),
    /** The plan's PDF, exactly as downloaded and signed. */
    pdf: bytea('pdf').notNull(),
    /** The PDF's SHA-256, lower-case hex. */
    sha256: text('sha256').notNull(),
    /** The operator who made it (their e-mail). */
    preparedBy: text('prepared_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('plans_case_version_unique').on(t.purchaseCaseId, t.version),
    check('plans_terms_positive', sql`${t.price} > 0 and ${t.monthlyRent} > 0 and ${t.version} > 0`),
    check('plans_sha256_hex', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** When each signer first opened a plan version: their review window starts then. */
export const planOpenings = pgTable(
  'plan_openings',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    signer: text('signer').$type<PlanSigner>().notNull(),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.signer] })],
);

/**
 * A signature: who (the signer, their name and e-mail then), when, from where (the IP address), the
 * SHA-256 of the document they signed (checked equal to the version's) and whether they confirmed they took
 * advice to sign within the review window.
 */
export const planSignatures = pgTable(
  'plan_signatures',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    signer: text('signer').$type<PlanSigner>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    sha256: text('sha256').notNull(),
    tookAdvice: boolean('took_advice').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.signer] })],
);
