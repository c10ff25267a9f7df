/**
 * Every route of the web app in one place (spec §2 "Screens and routes"), for the router, the navigation, the
 * page order and links. The application's routes are the domain's (APPLICATION_STEP_PATHS for the steps the
 * server reports, APPLICATION_PAGE_PATHS for its other pages), so the server, the router and the links agree;
 * the others are listed here.
 */
import { APPLICATION_PAGE_PATHS, APPLICATION_STEP_PATHS } from '@stairway/domain/application-progress';
import { PROMOTION_TERMS_ROUTE } from '@stairway/domain/promotions';

/** The routes, by area. */
export const paths = {
  landing: '/',
  login: '/login',
  verifyEmail: '/verify-email',
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
  settings: { email: '/settings/email' },
  landlord: {
    signUp: '/landlord/sign-up',
    listings: '/landlord',
    newProperty: '/landlord/property/new',
  },
  pipeline: '/pipeline',
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
