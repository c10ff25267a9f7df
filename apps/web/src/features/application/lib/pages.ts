/**
 * The order of the application's pages for the Back and Next buttons (spec §2 routes; the next-step order of
 * spec §4 decides what is *due*, in packages/domain; this only says which page follows which). Cards,
 * monthly commitments and dependants follow additional income; the co-applicant's pages only for a joint
 * application; then identity verification, bank statements and the submit pages.
 */
import { APPLICATION_STEP_PATHS, SUBMIT_PATH } from '@stairway/domain/application-progress';

/** The Application overview. */
export const OVERVIEW_PATH = '/your-application';
/** The financial pages that are always complete (spec §4 "Expenditure and dependants"). */
export const CARDS_PATH = '/your-application/financial-details/cards';
export const MONTHLY_COMMITMENTS_PATH = '/your-application/financial-details/monthly-commitments';
export const DEPENDANTS_PATH = '/your-application/financial-details/dependants';
/** The submit pages (spec §2). */
export const SUBMIT_DISCLAIMER_PATH = SUBMIT_PATH;
export const SUBMIT_APPLICATION_PATH = '/your-application/submit';

const applicantPages = [
  APPLICATION_STEP_PATHS['about-you'],
  APPLICATION_STEP_PATHS['address-history'],
  APPLICATION_STEP_PATHS.income,
  APPLICATION_STEP_PATHS['additional-income'],
  CARDS_PATH,
  MONTHLY_COMMITMENTS_PATH,
  DEPENDANTS_PATH,
];
const coApplicantPages = [
  APPLICATION_STEP_PATHS['co-applicant-about-you'],
  APPLICATION_STEP_PATHS['co-applicant-address-history'],
  APPLICATION_STEP_PATHS['co-applicant-permission'],
  APPLICATION_STEP_PATHS['co-applicant-income'],
  APPLICATION_STEP_PATHS['co-applicant-additional-income'],
];

/**
 * Every application page in order.
 * @param jointApplication true to include the co-applicant's pages
 */
export function getPageOrder(jointApplication: boolean): string[] {
  return [
    ...applicantPages,
    ...(jointApplication ? coApplicantPages : []),
    APPLICATION_STEP_PATHS['applicant-identity-verification'],
    ...(jointApplication ? [APPLICATION_STEP_PATHS['co-applicant-identity-verification']] : []),
    APPLICATION_STEP_PATHS['applicant-bank-statements'],
    ...(jointApplication ? [APPLICATION_STEP_PATHS['co-applicant-bank-statements']] : []),
    SUBMIT_DISCLAIMER_PATH,
    SUBMIT_APPLICATION_PATH,
  ];
}

/**
 * The pages before and after one page.
 * @returns `previous` (the overview before the first page) and `next` (the overview after the last)
 */
export function getAdjacentPages(path: string, jointApplication: boolean) {
  const order = getPageOrder(jointApplication);
  const index = order.indexOf(path);
  return {
    previous: index > 0 ? (order[index - 1] ?? OVERVIEW_PATH) : OVERVIEW_PATH,
    next: index >= 0 && index < order.length - 1 ? (order[index + 1] ?? OVERVIEW_PATH) : OVERVIEW_PATH,
  };
}
