/**
 * Saving the applicant's preferred postcode districts: the hook lives in lib/preferred-areas.ts, shared by the
 * explore page and the dashboard (features do not import each other).
 */
export { usePreferredAreas } from '../../../lib/preferred-areas';
