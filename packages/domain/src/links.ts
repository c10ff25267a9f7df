/**
 * Web paths that the server writes into e-mails and the web app routes to, kept in a module with no imports so
 * that the web app's first load can read them without pulling in the domain's schemas (issue 14, decision
 * record 020: the first load is checked by scripts/check-first-load.mjs).
 */

/** The web page the co-applicant's sign-up link opens (with `?token=`; spec §7 coApplicantSignUp). */
export const CO_APPLICANT_SIGN_UP_PATH = '/co-applicant/sign-up';

/** The route of a promotion's terms page (the web app's router; promotions.ts promotionTermsPath). */
export const PROMOTION_TERMS_ROUTE = '/promotions/:promotionId/terms';
