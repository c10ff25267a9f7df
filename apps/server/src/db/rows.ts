/**
 * The row types of the tables (what a `select()` returns), named once so that services, loaders and the
 * GraphQL types share them.
 */

import type {
  openBankingAccounts,
  openBankingConnections,
  openBankingTransactions,
  providerWebhookEvents,
} from './provider-schema';
import type {
  applicantDocuments,
  auditLog,
  coApplicants,
  consentRecords,
  expenses,
  favourites,
  homeSubmissionImages,
  homeSubmissions,
  incomes,
  landlordListingImages,
  landlordListings,
  landlords,
  listings,
  operators,
  payments,
  pipelineViewers,
  postcodeDistricts,
  promotions,
  purchaseCaseEvents,
  purchaseCases,
  retainedRecords,
  sandboxSessions,
  savedSearches,
  scheduledJobRuns,
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
/** An applicant's saved search with its alert settings (saved_searches). */
export type SavedSearchRow = typeof savedSearches.$inferSelect;
/** A run of scheduled work (scheduled_job_runs). */
export type ScheduledJobRunRow = typeof scheduledJobRuns.$inferSelect;
/** A postcode district (postcode_districts). */
export type PostcodeDistrictRow = typeof postcodeDistricts.$inferSelect;
/** A promotion (promotions). */
export type PromotionRow = typeof promotions.$inferSelect;
/** A sandbox provider's record of a hosted check or connection (sandbox_sessions). */
export type SandboxSessionRow = typeof sandboxSessions.$inferSelect;
/** A payment of the waitlist fee (one checkout session). */
export type PaymentRow = typeof payments.$inferSelect;
/** The service-wide settings (settings, one row). */
export type SettingsRow = typeof settings.$inferSelect;
/** A co-applicant (co_applicants). */
export type CoApplicantRow = typeof coApplicants.$inferSelect;
/** An operator of the console (operators). */
export type OperatorRow = typeof operators.$inferSelect;
/** A pipeline viewer, an investor or partner who signs in at /pipeline (pipeline_viewers). */
export type PipelineViewerRow = typeof pipelineViewers.$inferSelect;
/** A row of the audit log (audit_log). */
export type AuditLogRow = typeof auditLog.$inferSelect;
/** A home submitted for review, or its draft (home_submissions). */
export type HomeSubmissionRow = typeof homeSubmissions.$inferSelect;
/** A photo of a home submission (home_submission_images). */
export type HomeSubmissionImageRow = typeof homeSubmissionImages.$inferSelect;
/** A landlord (landlords). */
export type LandlordRow = typeof landlords.$inferSelect;
/** A landlord's listing (landlord_listings). */
export type LandlordListingRow = typeof landlordListings.$inferSelect;
/** A photo of a landlord's listing (landlord_listing_images). */
export type LandlordListingImageRow = typeof landlordListingImages.$inferSelect;
/** One recorded consent choice (consent_records; decision 049). */
export type ConsentRecordRow = typeof consentRecords.$inferSelect;
/** What is kept after an account's deletion (retained_records; decision 050). */
export type RetainedRecordRow = typeof retainedRecords.$inferSelect;
/** A webhook event taken from a provider (provider_webhook_events). */
export type ProviderWebhookEventRow = typeof providerWebhookEvents.$inferSelect;
/** An open-banking connection (open_banking_connections). */
export type OpenBankingConnectionRow = typeof openBankingConnections.$inferSelect;
/** An account shared through an open-banking connection (open_banking_accounts). */
export type OpenBankingAccountRow = typeof openBankingAccounts.$inferSelect;
/** A transaction read through an open-banking connection (open_banking_transactions). */
export type OpenBankingTransactionRow = typeof openBankingTransactions.$inferSelect;
/** A purchase case (tables/purchase-cases.ts). */
export type PurchaseCaseRow = typeof purchaseCases.$inferSelect;
/** One move in a purchase case's history (tables/purchase-cases.ts). */
export type PurchaseCaseEventRow = typeof purchaseCaseEvents.$inferSelect;
