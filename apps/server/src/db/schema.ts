/**
 * Drizzle table definitions for Stairway (ARCHITECTURE.md section 3).
 *
 * Columns follow the spec's entity field names (spec section 3) in camelCase, mapped to snake_case
 * SQL names. Money is stored as whole pounds in integers unless a column says otherwise.
 *
 * The tables are defined by area in db/tables/ and all re-exported here, so that `…/db/schema` (and
 * drizzle.config.ts) sees every one:
 *
 * - tables/accounts.ts: users, oneTimeCodes, operators, pipelineViewers
 * - tables/applications.ts: userApplications, coApplicants, emailTokens
 * - tables/application-details.ts: incomes, userAddresses, expenses, knownAddresses
 * - tables/verification.ts: verificationSessions, sandboxSessions
 * - tables/payments.ts: payments
 * - tables/landlords.ts: landlords, landlordListings, landlordListingImages, listingViews
 * - tables/listings.ts: postcodeDistricts, listings, districtHomes, districtHomesState
 * - tables/homes.ts: favourites, homeSubmissions, homeSubmissionImages
 * - tables/promotions.ts: promotions, promotionViews
 * - tables/documents-and-uploads.ts: applicantDocuments, uploadClaims, UploadPurpose
 * - tables/privacy.ts: consentRecords, retainedRecords
 * - tables/saved-searches.ts: savedSearches, savedSearchAlerts
 * - tables/settings-and-audit.ts: settings, auditLog, rateLimits
 * - tables/outbox-and-jobs.ts: scheduledJobRuns, emailOutbox
 * - tables/direct-debit.ts: directDebitMandates, planCollections, planCollectionAttempts (monthly payments, decision 071)
 * - tables/ledger.ts: ledgerEntries, ledgerPostings (the plan ledger; immutable, ARCHITECTURE.md §7)
 * - tables/plans.ts: plans, planOpenings, planSignatures (the signed plan, decision 070)
 * - tables/purchase-cases.ts: purchaseCases, purchaseCaseEvents (offer to keys, ARCHITECTURE.md §7)
 * - tables/repairs.ts: repairs, repairUpdates, repairPhotos (repairs of a home on a plan, ARCHITECTURE.md §7)
 * - tables/valuations.ts: housePriceIndex, homeValuations, equityPurchases, buyOutQuotes (value and the way out,
 *   decision 073), rentChanges (rent reviews by notice, decision 074)
 * - tables/arrears.ts: arrearsPaymentPlans, arrearsInstalments, arrearsCardPayments, hardshipRequests,
 *   arrearsReminders (arrears handled fairly, decision 075)
 * - tables/readiness.ts: readinessFigures (the customer's own figures for the mortgage readiness tracker, decision 077)
 * - tables/columns.ts: the `timestamps` columns shared by several tables (not re-exported)
 */
export * from './tables/accounts';
export * from './tables/application-details';
export * from './tables/applications';
export * from './tables/arrears';
export * from './tables/direct-debit';
export * from './tables/documents-and-uploads';
export * from './tables/homes';
export * from './tables/landlords';
export * from './tables/ledger';
export * from './tables/listings';
export * from './tables/outbox-and-jobs';
export * from './tables/payments';
export * from './tables/plan-endings';
export * from './tables/plans';
export * from './tables/privacy';
export * from './tables/promotions';
export * from './tables/purchase-cases';
export * from './tables/readiness';
export * from './tables/repairs';
export * from './tables/saved-searches';
export * from './tables/settings-and-audit';
export * from './tables/valuations';
export * from './tables/verification';
