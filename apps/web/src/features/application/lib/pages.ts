/**
 * The order of the application's pages for the Back and Next buttons (spec §2 routes; the next-step order of
 * spec §4 decides what is *due*, in packages/domain; this only says which page follows which). Cards,
 * monthly commitments, dependants and the deposit follow additional income; the co-applicant's pages only for a joint
 * application; then identity verification, bank statements and the submit pages. Every path comes from
 * lib/paths.ts (the domain's application paths).
 */
import { paths } from '../../../lib/paths';

const { steps } = paths.application;

const applicantPages = [
  steps['about-you'],
  steps['address-history'],
  steps.income,
  steps['additional-income'],
  paths.application.cards,
  paths.application['monthly-commitments'],
  paths.application.dependants,
  paths.application.deposit,
];
const coApplicantPages = [
  steps['co-applicant-about-you'],
  steps['co-applicant-address-history'],
  steps['co-applicant-permission'],
  steps['co-applicant-income'],
  steps['co-applicant-additional-income'],
];

/**
 * Every application page in order.
 * @param jointApplication true to include the co-applicant's pages
 * @returns the pages' paths, from About you to Submit
 */
export function getPageOrder(jointApplication: boolean): string[] {
  return [
    ...applicantPages,
    ...(jointApplication ? coApplicantPages : []),
    steps['applicant-identity-verification'],
    ...(jointApplication ? [steps['co-applicant-identity-verification']] : []),
    steps['applicant-bank-statements'],
    ...(jointApplication ? [steps['co-applicant-bank-statements']] : []),
    paths.application['submit-disclaimer'],
    paths.application.submit,
  ];
}

/**
 * The pages before and after one page.
 * @param path the page's path
 * @param jointApplication true when the co-applicant's pages are in the order
 * @returns `previous` (the overview before the first page) and `next` (the overview after the last, or for a
 *   path that is not an application page)
 */
export function getAdjacentPages(path: string, jointApplication: boolean) {
  const order = getPageOrder(jointApplication);
  const overview = paths.application.overview;
  const index = order.indexOf(path);
  return {
    previous: index > 0 ? (order[index - 1] ?? overview) : overview,
    next: index >= 0 && index < order.length - 1 ? (order[index + 1] ?? overview) : overview,
  };
}
