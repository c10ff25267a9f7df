/**
 * Every route of the web app in one place (spec §2 "Screens and routes"), for the router, the navigation, the
 * page order and links. The application's routes are the domain's (APPLICATION_STEP_PATHS for the steps the
 * server reports, APPLICATION_PAGE_PATHS for its other pages), so the server, the router and the links agree;
 * the others are listed here.
 */

import { SAVED_SEARCH_UNSUBSCRIBE_PATH, SAVED_SEARCHES_PATH } from '@stairway/domain/home-search-query';
import {
  APPLICATION_PAGE_PATHS,
  APPLICATION_STEP_PATHS,
  CO_APPLICANT_SIGN_UP_PATH,
  PROMOTION_TERMS_ROUTE,
} from '@stairway/domain/links';

/** The routes, by area. */
export const paths = {
  landing: '/',
  login: '/login',
  verifyEmail: '/verify-email',
  /** The e-mail verification code page (the alternative to the link; spec §7 verifyOtpToken). */
  verifyEmailCode: '/verify-email/code',
  /** Forgotten password: ask for a reset link (spec §7 resetPasswordRequest). */
  forgotPassword: '/forgot-password',
  /** The reset link's page: choose a new password (spec §7 resetPassword). */
  resetPassword: '/reset-password',
  /** The "This wasn't me" link's page: secure the account (secureAccount; decision 052). */
  secureAccount: '/account/secure',
  /** The invitation link's page for a customer the team recorded (spec §7 createAccountExistingCustomer). */
  welcome: '/welcome',
  /** The co-applicant's sign-up link's page (spec §7 coApplicantSignUp; decision 015). */
  coApplicantSignUp: CO_APPLICANT_SIGN_UP_PATH,
  /** Onboarding, in this order (spec §2 "Onboarding, in this order"). */
  onboarding: {
    root: '/onboard',
    budget: '/onboard/budget',
    name: '/onboard/name',
    checks: '/onboard/checks',
    preferredLocation: '/onboard/preferred-location',
    deposit: '/onboard/deposit',
    emailPassword: '/onboard/email-password',
  },
  /** Your Progress. */
  dashboard: '/dashboard',
  coApplicantDashboard: '/co-applicant-dashboard',
  /** The plan of the purchase, to read and sign: the applicant's page and the co-applicant's. */
  yourPlan: '/your-plan',
  coApplicantYourPlan: '/co-applicant-your-plan',
  /** The home after approval: the Direct Debit, payments, equity and statements (decision 071). */
  yourHome: '/your-home',
  coApplicantYourHome: '/co-applicant-your-home',
  /** A month's statement: `${yourHome}/statements/2026-11`. */
  yourHomeStatementPattern: '/your-home/statements/:month',
  coApplicantYourHomeStatementPattern: '/co-applicant-your-home/statements/:month',
  /** The home's repairs: report one and follow each. */
  yourHomeRepairs: '/your-home/repairs',
  coApplicantYourHomeRepairs: '/co-applicant-your-home/repairs',
  application: {
    ...APPLICATION_PAGE_PATHS,
    /** Each step's page, by the domain's step id. */
    steps: APPLICATION_STEP_PATHS,
    firstHome: {
      requirements: '/your-application/first-home/requirements',
      basicInfo: '/your-application/first-home/basic-info',
      additionalInfo: '/your-application/first-home/additional-info',
      images: '/your-application/first-home/images',
    },
  },
  waitlist: { joinWaitlist: '/waitlist/join-waitlist' },
  /** Homes: the applicant's homes, exploring homes for sale, and submitting a home. */
  homes: {
    mine: '/submit-a-home',
    explore: '/submit-a-home/explore',
    homeDisclaimer: '/submit-a-home/home-disclaimer',
    basicInfo: '/submit-a-home/basic-info',
    editAdditionalInfo: '/submit-a-home/edit-additional-info',
  },
  /** Saved searches with e-mail alerts: the applicant's list, and the alert e-mails' unsubscribe page. */
  savedSearches: { root: SAVED_SEARCHES_PATH, unsubscribe: SAVED_SEARCH_UNSUBSCRIBE_PATH },
  /** Account settings: the password, and the e-mail address (spec §2 "/settings/email"). */
  settings: { root: '/settings', email: '/settings/email', confirmEmail: '/settings/email/confirm' },
  landlord: {
    signUp: '/landlord/sign-up',
    listings: '/landlord',
    newProperty: '/landlord/property/new',
    /** Editing one of the landlord's listings (its id). */
    property: '/landlord/property/:listingId',
  },
  pipeline: '/pipeline',
  /** The privacy notice and the terms (public, linked at every sign-up and in every footer). */
  privacy: '/privacy',
  terms: '/terms',
  /** After deleting one's account, any role (decision 050). */
  accountDeleted: '/account-deleted',
  /** A promotion's terms page (the promotion's `terms` is its path; packages/domain/src/promotions.ts). */
  promotionTerms: PROMOTION_TERMS_ROUTE,
} as const;

/**
 * The sign-in page that comes back to a page afterwards.
 * @param next the path (and query) to return to, e.g. `/your-application?x=1`
 * @returns e.g. `/login?next=%2Fyour-application%3Fx%3D1`
 */
export function loginPath(next: string): string {
  return `${paths.login}?next=${encodeURIComponent(next)}`;
}
