/** Columns shared by several tables. */
import { timestamp } from 'drizzle-orm/pg-core';

/** created_at and updated_at, both defaulting to now; Drizzle sets updated_at again on every update. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
