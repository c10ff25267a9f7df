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

/**
 * Signed-in applicant pages still to come: none today (the pages of a home found elsewhere and the
 * first-home flow are features/homes/home-flow-pages.tsx).
 */
export const signedInComingSoonPages: Page[] = [];

/** Public pages still to come: none today (landlords and the pipeline have their pages). */
export const publicComingSoonPages: Page[] = [];

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
