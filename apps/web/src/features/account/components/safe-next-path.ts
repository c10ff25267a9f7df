/**
 * Where to go after signing in (spec §2 "/login"): the `next` query parameter when it is a path on this site,
 * otherwise the applicant's progress page.
 */
import { paths } from '../../../lib/paths';

/** Where a signed-in applicant goes by default (spec §2 "/dashboard (Your Progress)"). */
export const DEFAULT_AFTER_SIGN_IN = paths.dashboard;

/**
 * The path to go to after signing in.
 *
 * @param next the raw `next` query parameter (already URL-decoded), e.g. `/submit-a-home?tab=saved`
 * @returns `next` when it is a same-site path starting with a single `/` (not `//host` or `/\host`, and not
 *   the sign-in page itself), else {@link DEFAULT_AFTER_SIGN_IN}
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  try {
    const base = 'https://stairway.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return DEFAULT_AFTER_SIGN_IN;
    if (url.pathname === paths.login) return DEFAULT_AFTER_SIGN_IN;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}
