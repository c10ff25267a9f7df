/**
 * The row types of the tables (what a `select()` returns), named once so that services, loaders and the
 * GraphQL types share them.
 */
import type {
  applicantDocuments,
  expenses,
  favourites,
  incomes,
  listings,
  postcodeDistricts,
  promotions,
  sandboxSessions,
  settings,
  userAddresses,
  userApplications,
  users,
  verificationSessions,
} from './schema';

/** An applicant (users). */
export type UserRow = typeof users.$inferSelect;
/** An application (user_applications). */
export type ApplicationRow = typeof userApplications.$inferSelect;
/** An income of the applicant or the co-applicant (incomes). */
export type IncomeRow = typeof incomes.$inferSelect;
/** An address of a person's history (user_addresses). */
export type UserAddressRow = typeof userAddresses.$inferSelect;
/** A monthly expense (expenses). */
export type ExpenseRow = typeof expenses.$inferSelect;
/** An identity check or bank connection started at a provider (verification_sessions). */
export type VerificationSessionRow = typeof verificationSessions.$inferSelect;
/** An uploaded document (applicant_documents). */
export type DocumentRow = typeof applicantDocuments.$inferSelect;
/** A saved home (favourites). */
export type FavouriteRow = typeof favourites.$inferSelect;
/** A home for sale (listings). */
export type ListingRow = typeof listings.$inferSelect;
/** A postcode district (postcode_districts). */
export type PostcodeDistrictRow = typeof postcodeDistricts.$inferSelect;
/** A promotion (promotions). */
export type PromotionRow = typeof promotions.$inferSelect;
/** A sandbox provider's record of a hosted check or connection (sandbox_sessions). */
export type SandboxSessionRow = typeof sandboxSessions.$inferSelect;
/** The service-wide settings (settings, one row). */
export type SettingsRow = typeof settings.$inferSelect;
