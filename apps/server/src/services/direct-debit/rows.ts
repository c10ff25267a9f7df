/** The Direct Debit tables' rows (db/tables/direct-debit.ts), named once for the services of this folder. */
import type { directDebitMandates, planCollectionAttempts, planCollections } from '../../db/schema';

/** A mandate row. */
export type MandateRow = typeof directDebitMandates.$inferSelect;
/** A collection row. */
export type CollectionRow = typeof planCollections.$inferSelect;
/** An attempt row. */
export type AttemptRow = typeof planCollectionAttempts.$inferSelect;
