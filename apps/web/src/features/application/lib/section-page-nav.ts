/**
 * Where a shared section page sits (the applicant's and the co-applicant's address history, income, identity
 * verification and bank statements pages are the same components).
 */

/** A section page's path, and, when they are not the applicant's page order (lib/pages.ts), Back and Next. */
export type SectionPageNav = {
  /** The page's path, e.g. /your-application/co-applicant-personal-details/address-history. */
  path: string;
  /** Where Back goes; default the previous page of the applicant's order. */
  backTo?: string;
  /** Where Next (or Save and continue) goes; default the next page of the applicant's order. */
  nextTo?: string;
};
