/**
 * Routes of the spec (§2) that later releases fill. Each says plainly what is coming rather than a 404.
 */
import { ComingSoon } from '../../components/coming-soon';

type Page = {
  path: string;
  title: string;
  description: string;
  whatsComing?: string[];
  back?: { to: string; label: string };
};

const toApplication = { to: '/your-application', label: 'Back to your application' };
const toHomes = { to: '/submit-a-home', label: 'Back to your homes' };
const toDashboard = { to: '/dashboard', label: 'Back to your progress' };

/** Signed-in applicant pages still to come. */
export const signedInComingSoonPages: Page[] = [
  {
    path: '/your-application/identity-verification/co-applicant-identity-verification',
    title: 'Verify your co-applicant’s identity',
    description: 'Your co-applicant will verify their identity with the same quick check.',
    back: toApplication,
  },
  {
    path: '/your-application/bank-statements/co-applicant-bank-statements',
    title: 'Co-applicant bank statements',
    description: 'Your co-applicant will share their bank statements in the same way.',
    back: toApplication,
  },
  {
    path: '/your-application/first-home/requirements',
    title: 'Your first home: requirements',
    description: 'Tell us what you need from your first Stairway home.',
    back: toApplication,
  },
  {
    path: '/your-application/first-home/basic-info',
    title: 'Your first home: the basics',
    description: 'The address, type and price of a home you have found.',
    back: toApplication,
  },
  {
    path: '/your-application/first-home/additional-info',
    title: 'Your first home: more details',
    description: 'Tenure, lease length, EPC rating and anything else we should know.',
    back: toApplication,
  },
  {
    path: '/your-application/first-home/images',
    title: 'Your first home: photos',
    description: 'Add photos of the home you have found.',
    back: toApplication,
  },
  {
    path: '/co-applicant-dashboard',
    title: 'Co-applicant dashboard',
    description: 'Buying with someone? Your co-applicant will have their own progress page here.',
    back: toDashboard,
  },
  {
    path: '/waitlist/join-waitlist',
    title: 'Join the waitlist',
    description: 'Secure your place with a refundable waitlist fee, paid securely by card.',
    back: toDashboard,
  },
  {
    path: '/submit-a-home/home-disclaimer',
    title: 'Before you submit a home',
    description: 'What we check about a home, and what happens after you submit it.',
    back: toHomes,
  },
  {
    path: '/submit-a-home/basic-info',
    title: 'Submit a home: the basics',
    description: 'The address, type, bedrooms and asking price of the home.',
    back: toHomes,
  },
  {
    path: '/submit-a-home/edit-additional-info',
    title: 'Submit a home: more details',
    description: 'Tenure, years left on the lease, EPC rating and chain.',
    back: toHomes,
  },
  {
    path: '/settings/email',
    title: 'Your e-mail address',
    description:
      'Change the e-mail address you sign in with. We will send a link to confirm the new address.',
    back: toDashboard,
  },
];

/** Public pages still to come (landlords and the pipeline). */
export const publicComingSoonPages: Page[] = [
  {
    path: '/landlord/sign-up',
    title: 'List your property with Stairway',
    description:
      'Landlords will sign up with a one-time code, list homes with photos and get a rent and value estimate.',
    back: { to: '/', label: 'Back to Stairway' },
  },
  {
    path: '/landlord',
    title: 'Your listings',
    description: 'Your property listings, views and estimates will appear here.',
    back: { to: '/', label: 'Back to Stairway' },
  },
  {
    path: '/landlord/property/new',
    title: 'List a property',
    description: 'Add a property, its photos and get a rent and value estimate.',
    back: { to: '/', label: 'Back to Stairway' },
  },
  {
    path: '/pipeline',
    title: 'Pipeline',
    description:
      'Investors and partners will sign in with an e-mail and password to see applicants and homes.',
    back: { to: '/', label: 'Back to Stairway' },
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
