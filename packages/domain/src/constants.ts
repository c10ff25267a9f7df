/**
 * Business constants, limits and enumerations of Stairway.
 *
 * Every figure here comes from the product specification (`shared/spec/product-spec.md`); the section
 * is named on each constant. Nothing in this file does any work: it is the one place where the numbers
 * and the allowed values live, so that the server, the web app and the tests agree.
 */

/** The product's name, shown in titles and e-mails. */
export const PRODUCT_NAME = 'Stairway';

/**
 * The smallest budget, in whole pounds, that an applicant can be given (spec §4 step 8, §5 "Budget must
 * be at least 50000 to proceed", §9 "Minimum budget: 50000"). The budget display shows a dash when the
 * budget is not above this figure (spec §5).
 */
export const MIN_BUDGET = 50_000;

/**
 * Months of address history needed: the history must cover MORE than this many months, measured from the
 * latest address's move-in date (spec §4 "Section completion", §5, §9).
 */
export const ADDRESS_HISTORY_MIN_MONTHS = 35;

/** Milliseconds of the fake loading state shown after a budget change (spec §4, §9: 1.5 seconds). */
export const BUDGET_FAKE_LOADING_MS = 1500;

/** Milliseconds a toast stays on screen (spec §8 "shown 4 seconds", §9 "Toast duration: 4000 ms"). */
export const TOAST_DURATION_MS = 4000;

/** The deposit as a share of the price: 2% (spec §9 "Deposit is 2% of price"). A fraction, not percent. */
export const DEPOSIT_RATE = 0.02;

/**
 * The smallest deposit, in whole pounds, that can reach the smallest budget: MIN_BUDGET × DEPOSIT_RATE
 * (£1,000; spec §9 "Minimum budget: 50000" and the 2% deposit). A smaller deposit caps the budget below it.
 */
export const MIN_DEPOSIT = MIN_BUDGET * DEPOSIT_RATE;

/** The initial deposit is rounded to the nearest this many pounds (spec §9: "rounded to the nearest 100"). */
export const INITIAL_DEPOSIT_ROUNDING = 100;

/**
 * The yearly equity contribution as a share of the asking price: 1%, paid monthly as 1% / 12
 * (spec §9 "Monthly equity contribution is 1% of asking price divided by 12"). A fraction, not percent.
 */
export const ANNUAL_EQUITY_RATE = 0.01;

/** On the listing card, the monthly equity is rounded to the nearest this many pounds (spec §9). */
export const CARD_EQUITY_ROUNDING = 10;

/**
 * The equity the applicant builds before buying: 8% of the price (spec §9 "Ownership time target is 8% of
 * price divided by the monthly equity"). A fraction, not percent.
 */
export const OWNERSHIP_TARGET_RATE = 0.08;

/** Years to ownership when no monthly equity is chosen (spec §9 "default 8 years"). */
export const DEFAULT_OWNERSHIP_YEARS = 8;

/** The progress bar never shows less than this percentage (spec §2, §9 "Progress bar minimum displayed: 15%"). */
export const PROGRESS_BAR_MIN_PERCENT = 15;

/** The rightmove-style listing site; links starting with `/properties` are prefixed with it (spec §7). */
export const LISTING_SITE_URL = 'https://www.rightmove.co.uk';

/** The ownership line on every listing card (spec §9 "Card text: 'Buy this property in 4-8 years'"). */
export const OWNERSHIP_CARD_TEXT = 'Buy this property in 4-8 years';

/*
 * Closed sets (spec §3 "Enumerations", and the product's own sets in application-progress.ts and
 * verification.ts).
 *
 * Each set is written ONCE, as identifiers: these are the values the database stores, the GraphQL API
 * carries (as enums, apps/server/src/schema/enums.ts) and the web app sends. GraphQL enum values must be
 * names (letters and digits, no spaces), so:
 * - where the spec already spells a value as an identifier, it stays as spelled: `BankStatement`, `FeePaid`,
 *   `InReview`, `ASC`/`DESC`, EPC ratings `A` to `G`, `Employed`, `Flat`;
 * - where the spec writes words, the identifier is those words in PascalCase, with punctuation dropped:
 *   "Professional contractor" is `ProfessionalContractor`, "Semi-detached" `SemiDetached`, "Temporary /
 *   Zero-hour" `TemporaryZeroHour`, "I don't know" `IDontKnow`;
 * - the product's own sets (step status, next-step kind, identity-check and open-banking statuses) use the
 *   same PascalCase: `Done`, `CannotProvideBudget`, `NotStarted`.
 * What people read is the label next to each set (`INCOME_TYPE_LABELS` and the like), spelled as the spec
 * spells it; the web app shows labels, never the identifiers.
 */

/** The five kinds of income an applicant can declare (spec §3 "Income types"). */
export const INCOME_TYPES = [
  'Employed',
  'ProfessionalContractor',
  'SoleTrader',
  'LimitedCompany',
  'Benefits',
] as const;
/** One of {@link INCOME_TYPES}. */
export type IncomeType = (typeof INCOME_TYPES)[number];
/** Each income type as the spec spells it (spec §3 "Income types"). */
export const INCOME_TYPE_LABELS: Record<IncomeType, string> = {
  Employed: 'Employed',
  ProfessionalContractor: 'Professional contractor',
  SoleTrader: 'Sole trader',
  LimitedCompany: 'Limited company',
  Benefits: 'Benefits',
};

/**
 * What each income type records, in words, for the Additional income page (the page invites only income one
 * of the five types can record). Benefits are the four the Benefits form asks for.
 */
export const INCOME_TYPE_EXAMPLES: Record<IncomeType, string> = {
  Employed: 'another job',
  ProfessionalContractor: 'contracting on a day rate',
  SoleTrader: 'self-employment',
  LimitedCompany: 'your own limited company',
  Benefits: 'benefits (Universal Credit, PIP, Child Benefit or DLA)',
};

/**
 * Income none of the five types records, so the budget does not count it (decided here; the spec's income
 * types have no pension, rental or maintenance income, and lenders treat such income case by case,
 * domain-research §2.3 "Additional income"). The Additional income page says so.
 */
export const UNCOUNTED_INCOME_TEXT = 'a pension, rent from a lodger or a property, or maintenance payments';

/** The app's property types (spec §3 "Property types"). */
export const PROPERTY_TYPES = ['Flat', 'Terraced', 'SemiDetached', 'Detached', 'Other'] as const;
/** One of {@link PROPERTY_TYPES}. */
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** Each property type as the spec spells it (spec §3 "Property types"). */
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  Flat: 'Flat',
  Terraced: 'Terraced',
  SemiDetached: 'Semi-detached',
  Detached: 'Detached',
  Other: 'Other',
};

/**
 * Energy Performance Certificate ratings, A to G or "I don't know" (spec §3 "EPC rating"). For the coming
 * home submission (spec §3 HomeSubmission.EPCRating) and pipeline (Pipeline home.EPCRating) work.
 */
export const EPC_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'IDontKnow'] as const;
/** One of {@link EPC_RATINGS}. */
export type EpcRating = (typeof EPC_RATINGS)[number];
/** Each EPC rating as the spec spells it: the letter, or "I don't know" (spec §3). */
export const EPC_RATING_LABELS: Record<EpcRating, string> = {
  A: 'A',
  B: 'B',
  C: 'C',
  D: 'D',
  E: 'E',
  F: 'F',
  G: 'G',
  IDontKnow: "I don't know",
};
/** The EPC ratings an applicant may choose when submitting a home: A to E only (spec §3). */
export const SELECTABLE_EPC_RATINGS = ['A', 'B', 'C', 'D', 'E'] as const satisfies readonly EpcRating[];
/** One of {@link SELECTABLE_EPC_RATINGS}. */
export type SelectableEpcRating = (typeof SELECTABLE_EPC_RATINGS)[number];

/** Bedroom choices when submitting a home (spec §3 "Bedrooms: Studio, 1, 2, 3, 4"). */
export const BEDROOM_OPTIONS = ['Studio', '1', '2', '3', '4'] as const;
/** One of {@link BEDROOM_OPTIONS}. */
export type BedroomOption = (typeof BEDROOM_OPTIONS)[number];

/**
 * Tenure of a submitted home (spec §3 "Ownership: Freehold, Leasehold, I don't know"). For the coming home
 * submission work (spec §3 HomeSubmission.ownership).
 */
export const OWNERSHIP_OPTIONS = ['Freehold', 'Leasehold', 'IDontKnow'] as const;
/** One of {@link OWNERSHIP_OPTIONS}. */
export type OwnershipOption = (typeof OWNERSHIP_OPTIONS)[number];
/** Each tenure as the spec spells it (spec §3 "Ownership"). */
export const OWNERSHIP_LABELS: Record<OwnershipOption, string> = {
  Freehold: 'Freehold',
  Leasehold: 'Leasehold',
  IDontKnow: "I don't know",
};
/** The tenures an applicant may choose: only the first two (spec §3). */
export const SELECTABLE_OWNERSHIP_OPTIONS = [
  'Freehold',
  'Leasehold',
] as const satisfies readonly OwnershipOption[];
/** One of {@link SELECTABLE_OWNERSHIP_OPTIONS}. */
export type SelectableOwnershipOption = (typeof SELECTABLE_OWNERSHIP_OPTIONS)[number];

/**
 * Status filters of the investor pipeline (spec §3 "Pipeline status filters"), already identifiers in the
 * spec. For the coming pipeline work (getPipelineApplicants).
 */
export const PIPELINE_STATUS_FILTERS = [
  'All',
  'Approved',
  'FeePaid',
  'InReview',
  'Onboard',
  'Rejected',
  'Submitted',
] as const;
/** One of {@link PIPELINE_STATUS_FILTERS}. */
export type PipelineStatusFilter = (typeof PIPELINE_STATUS_FILTERS)[number];

/** Sort directions (spec §3 "Sort direction: ASC, DESC"). For the coming pipeline and listing queries. */
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
/** One of {@link SORT_DIRECTIONS}. */
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Kinds of applicant document (spec §3 "Document types"); their labels are DOCUMENT_TYPE_LABELS in documents.ts. */
export const DOCUMENT_TYPES = ['BankStatement', 'Contract', 'Other', 'Payslip', 'Tax'] as const;
/** One of {@link DOCUMENT_TYPES}. */
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Employment choices of an Employed income (spec §3 "Employment options"). */
export const EMPLOYMENT_OPTIONS = [
  'PermanentEmployment',
  'TemporaryZeroHour',
  'SelfEmployed',
  'SoleTraderFreelance',
  'Other',
] as const;
/** One of {@link EMPLOYMENT_OPTIONS}. */
export type EmploymentOption = (typeof EMPLOYMENT_OPTIONS)[number];
/** Each employment option as the spec spells it (spec §3 "Employment options"). */
export const EMPLOYMENT_OPTION_LABELS: Record<EmploymentOption, string> = {
  PermanentEmployment: 'Permanent employment',
  TemporaryZeroHour: 'Temporary / Zero-hour',
  SelfEmployed: 'Self-employed',
  SoleTraderFreelance: 'Sole-trader / Freelance',
  Other: 'Other',
};

/**
 * The kinds of monthly expense the Monthly commitments page offers (spec §3 Expense `type`; the spec gives no
 * list, so these are decided here; the API accepts any short text).
 */
export const EXPENSE_TYPES = [
  'Childcare',
  'Child maintenance',
  'School fees',
  'Student loan',
  'Debt repayment plan',
  'Insurance',
  'Other',
] as const;

/** Where the deposit comes from (spec §3 "Deposit sources"). */
export const DEPOSIT_SOURCES = ['CashSavings', 'LiquidInvestments', 'GiftedDeposit', 'Other'] as const;
/** One of {@link DEPOSIT_SOURCES}. */
export type DepositSource = (typeof DEPOSIT_SOURCES)[number];
/** Each deposit source as the spec spells it (spec §3 "Deposit sources"). */
export const DEPOSIT_SOURCE_LABELS: Record<DepositSource, string> = {
  CashSavings: 'Cash savings',
  LiquidInvestments: 'Liquid investments',
  GiftedDeposit: 'Gifted deposit',
  Other: 'Other',
};

/** Sort options of the explore page (spec §9 "Sort options"). */
export const SORT_OPTIONS = [
  'Most recent',
  'Highest rent',
  'Lowest rent',
  'Highest price',
  'Lowest price',
] as const;
/** One of {@link SORT_OPTIONS}. */
export type SortOption = (typeof SORT_OPTIONS)[number];

/**
 * Property-type filters of the explore page (spec §9 "Type filters"), as the page shows them: these are the
 * page's own words, not a stored set. Note the spec writes "Semi detached" here, which shows the property
 * type `SemiDetached` (homes-filter.ts).
 */
export const TYPE_FILTERS = ['All', 'Flat', 'Terraced', 'Semi detached', 'Detached'] as const;
/** One of {@link TYPE_FILTERS}. */
export type TypeFilter = (typeof TYPE_FILTERS)[number];

/** Bedroom filters of the explore page (spec §9 "Bedroom filters: All, Studio, 1, 2, 3+"). */
export const BEDROOM_FILTERS = ['All', 'Studio', '1', '2', '3+'] as const;
/** One of {@link BEDROOM_FILTERS}. */
export type BedroomFilter = (typeof BEDROOM_FILTERS)[number];

/**
 * Preferred locations: at least one and at most five postcode districts (decided here; validation.ts checks it
 * and re-exports it).
 */
export const MAX_PREFERRED_LOCATIONS = 5;
