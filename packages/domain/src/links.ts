/**
 * Web paths that the server writes into e-mails and the web app routes to, kept in a module with no imports so
 * that the web app's first load can read them without pulling in the domain's schemas (decision record 020:
 * the first load is checked by scripts/check-first-load.mjs).
 */

/** The web page the co-applicant's sign-up link opens (with `?token=`; spec §7 coApplicantSignUp). */
export const CO_APPLICANT_SIGN_UP_PATH = '/co-applicant/sign-up';

/** The route of a promotion's terms page (the web app's router; promotions.ts promotionTermsPath). */
export const PROMOTION_TERMS_ROUTE = '/promotions/:promotionId/terms';

/** The identifiers of the steps, in the spec's order. */
export const APPLICATION_STEP_IDS = [
  'about-you',
  'address-history',
  'income',
  'additional-income',
  'co-applicant-about-you',
  'co-applicant-address-history',
  'co-applicant-permission',
  'co-applicant-income',
  'co-applicant-additional-income',
  'applicant-identity-verification',
  'co-applicant-identity-verification',
  'applicant-bank-statements',
  'co-applicant-bank-statements',
] as const;
/** A step's identifier. */
export type ApplicationStepId = (typeof APPLICATION_STEP_IDS)[number];

/** Where each step lives (spec §2 routes). */
export const APPLICATION_STEP_PATHS: Record<ApplicationStepId, string> = {
  'about-you': '/your-application/personal-details/about-you',
  'address-history': '/your-application/personal-details/address-history',
  income: '/your-application/financial-details/income',
  'additional-income': '/your-application/financial-details/additional-income',
  'co-applicant-about-you': '/your-application/co-applicant-personal-details/about-you',
  'co-applicant-address-history': '/your-application/co-applicant-personal-details/address-history',
  'co-applicant-permission': '/your-application/co-applicant-personal-details/permission',
  'co-applicant-income': '/your-application/co-applicant-financial-details/income',
  'co-applicant-additional-income': '/your-application/co-applicant-financial-details/additional-income',
  'applicant-identity-verification':
    '/your-application/identity-verification/applicant-identity-verification',
  'co-applicant-identity-verification':
    '/your-application/identity-verification/co-applicant-identity-verification',
  'applicant-bank-statements': '/your-application/bank-statements/applicant-bank-statements',
  'co-applicant-bank-statements': '/your-application/bank-statements/co-applicant-bank-statements',
};

/** Where the submit step lives (spec §2). */
export const SUBMIT_PATH = '/your-application/submit-disclaimer';

/**
 * The application's pages that are not steps (spec §2 "Applicant application routes"): the overview, the
 * financial pages that are always complete (spec §4 "Expenditure and dependants"), and the two submit pages.
 * With APPLICATION_STEP_PATHS, every route of the applicant's application.
 */
export const APPLICATION_PAGE_PATHS = {
  overview: '/your-application',
  cards: '/your-application/financial-details/cards',
  'monthly-commitments': '/your-application/financial-details/monthly-commitments',
  dependants: '/your-application/financial-details/dependants',
  /**
   * The deposit and where it comes from (spec §3 UserApplication.deposit, "Deposit sources"; first given at
   * /onboard/deposit). Not a spec route: added so that the deposit can be changed after onboarding, in the
   * financial details beside the other always-complete pages.
   */
  deposit: '/your-application/financial-details/deposit',
  'submit-disclaimer': SUBMIT_PATH,
  submit: '/your-application/submit',
} as const;
