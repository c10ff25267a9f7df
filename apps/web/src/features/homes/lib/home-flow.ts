/**
 * The two ways through a home found elsewhere (spec §2): "Submit a home" (/submit-a-home/home-disclaimer,
 * basic-info, edit-additional-info, where the photos and the submit button sit on the last page) and the
 * guided first-home flow of the application (/your-application/first-home/requirements, basic-info,
 * additional-info, images). Both use the same forms, hooks and rules; only their paths and words differ.
 */
import { paths } from '../../../lib/paths';

/** Which of the two flows a page belongs to. */
export type HomeFlowKind = 'submitAHome' | 'firstHome';

/** One flow's pages and words. */
export type HomeFlow = {
  kind: HomeFlowKind;
  /** The page that comes first: the disclaimer or the requirements. */
  intro: string;
  basicInfo: string;
  additionalInfo: string;
  /** The photos page (the first-home flow); null where photos are on the additional-information page. */
  images: string | null;
  /** Where "Back" leads from the first page. */
  exit: { to: string; label: string };
  /** The heading's prefix, e.g. "Submit a home". */
  title: string;
  /** The steps as the stepper shows them. */
  steps: string[];
};

/** Both flows. */
export const HOME_FLOWS: Record<HomeFlowKind, HomeFlow> = {
  submitAHome: {
    kind: 'submitAHome',
    intro: paths.homes.homeDisclaimer,
    basicInfo: paths.homes.basicInfo,
    additionalInfo: paths.homes.editAdditionalInfo,
    images: null,
    exit: { to: paths.homes.mine, label: 'Back to your homes' },
    title: 'Submit a home',
    steps: ['Before you start', 'The basics', 'More details and photos'],
  },
  firstHome: {
    kind: 'firstHome',
    intro: paths.application.firstHome.requirements,
    basicInfo: paths.application.firstHome.basicInfo,
    additionalInfo: paths.application.firstHome.additionalInfo,
    images: paths.application.firstHome.images,
    exit: { to: paths.application.overview, label: 'Back to your application' },
    title: 'Your first home',
    steps: ['What we look for', 'The basics', 'More details', 'Photos'],
  },
};

/** The query parameter that names the draft being edited. */
export const HOME_ID_PARAM = 'home';

/**
 * A flow page's path for one draft.
 * @param path one of a flow's paths
 * @param homeId the draft's id; null gives the path alone
 */
export function withHome(path: string, homeId: string | null): string {
  return homeId ? `${path}?${HOME_ID_PARAM}=${encodeURIComponent(homeId)}` : path;
}

/** What findDraft reads of a submission. */
type DraftCandidate = { id: string; submitted: boolean; fromListing: boolean };

/**
 * The draft a flow page edits (two drafts are edited side by side, each at its own URL).
 * @param submissions the applicant's submissions, newest first (getUserHomeSubmissions)
 * @param homeId the `?home=` of the page's URL, or null
 * @returns with an id, that submission (null when it is not one of the applicant's, so nothing else is
 *   changed by mistake); without one, the newest home found elsewhere not yet submitted, or null (a new home)
 */
export function findDraft<T extends DraftCandidate>(
  submissions: readonly T[],
  homeId: string | null,
): T | null {
  if (homeId) return submissions.find((home) => home.id === homeId) ?? null;
  return submissions.find((home) => !home.submitted && !home.fromListing) ?? null;
}
