/**
 * Routes of the spec (§2) that later releases fill. Each says plainly what is coming rather than a 404.
 */
import { ComingSoon } from '../../components/coming-soon';
import { paths } from '../../lib/paths';

type Page = {
  path: string;
  title: string;
  description: string;
  whatsComing?: string[];
  back?: { to: string; label: string };
};

const toApplication = { to: paths.application.overview, label: 'Back to your application' };
const toHomes = { to: paths.homes.mine, label: 'Back to your homes' };
const toDashboard = { to: paths.dashboard, label: 'Back to your progress' };
const toLanding = { to: paths.landing, label: 'Back to Stairway' };

/** Signed-in applicant pages still to come. */
export const signedInComingSoonPages: Page[] = [
  {
    path: paths.application.steps['co-applicant-identity-verification'],
    title: 'Verify your co-applicant’s identity',
    description: 'Your co-applicant will verify their identity with the same quick check.',
    back: toApplication,
  },
  {
    path: paths.application.steps['co-applicant-bank-statements'],
    title: 'Co-applicant bank statements',
    description: 'Your co-applicant will share their bank statements in the same way.',
    back: toApplication,
  },
  {
    path: paths.application.firstHome.requirements,
    title: 'Your first home: requirements',
    description: 'Tell us what you need from your first Stairway home.',
    back: toApplication,
  },
  {
    path: paths.application.firstHome.basicInfo,
    title: 'Your first home: the basics',
    description: 'The address, type and price of a home you have found.',
    back: toApplication,
  },
  {
    path: paths.application.firstHome.additionalInfo,
    title: 'Your first home: more details',
    description: 'Tenure, lease length, EPC rating and anything else we should know.',
    back: toApplication,
  },
  {
    path: paths.application.firstHome.images,
    title: 'Your first home: photos',
    description: 'Add photos of the home you have found.',
    back: toApplication,
  },
  {
    path: paths.coApplicantDashboard,
    title: 'Co-applicant dashboard',
    description: 'Buying with someone? Your co-applicant will have their own progress page here.',
    back: toDashboard,
  },
  {
    path: paths.waitlist.joinWaitlist,
    title: 'Join the waitlist',
    description: 'Secure your place with a refundable waitlist fee, paid securely by card.',
    back: toDashboard,
  },
  {
    path: paths.homes.homeDisclaimer,
    title: 'Before you submit a home',
    description: 'What we check about a home, and what happens after you submit it.',
    back: toHomes,
  },
  {
    path: paths.homes.basicInfo,
    title: 'Submit a home: the basics',
    description: 'The address, type, bedrooms and asking price of the home.',
    back: toHomes,
  },
  {
    path: paths.homes.editAdditionalInfo,
    title: 'Submit a home: more details',
    description: 'Tenure, years left on the lease, EPC rating and chain.',
    back: toHomes,
  },
  {
    path: paths.settings.email,
    title: 'Your e-mail address',
    description:
      'Change the e-mail address you sign in with. We will send a link to confirm the new address.',
    back: toDashboard,
  },
];

/** Public pages still to come (landlords and the pipeline). */
export const publicComingSoonPages: Page[] = [
  {
    path: paths.landlord.signUp,
    title: 'List your property with Stairway',
    description:
      'Landlords will sign up with a one-time code, list homes with photos and get a rent and value estimate.',
    back: toLanding,
  },
  {
    path: paths.landlord.listings,
    title: 'Your listings',
    description: 'Your property listings, views and estimates will appear here.',
    back: toLanding,
  },
  {
    path: paths.landlord.newProperty,
    title: 'List a property',
    description: 'Add a property, its photos and get a rent and value estimate.',
    back: toLanding,
  },
  {
    path: paths.pipeline,
    title: 'Pipeline',
    description:
      'Investors and partners will sign in with an e-mail and password to see applicants and homes.',
    back: toLanding,
  },
];

/** Renders one coming-soon page. */
export function ComingSoonPage({ page }: { page: Page }) {
  return (
    <ComingSoon
      title={page.title}
      description={page.description}
      whatsComing={page.whatsComing}
      back={page.back}
    />
  );
}
