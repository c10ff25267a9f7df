/**
 * The sandbox pages' form tokens (decision 047): each form carries an HMAC of the page's purpose and
 * reference keyed by a random value in an HttpOnly, SameSite=Lax cookie set with the page (FORM_COOKIE); a
 * browser's POST must carry the cookie and the matching token.
 */
import crypto from 'node:crypto';
import type { SandboxSessionRow } from '../../db/rows';
import type { SandboxPurpose } from './sandbox-store';

/** The cookie whose value keys each sandbox form's token. */
export const FORM_COOKIE = 'stairway_sandbox_form';
/** The hidden field that carries a form's token. */
export const FORM_TOKEN_FIELD = 'form_token';
const COOKIE_VALUE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token of one sandbox page's form for one browser session: HMAC-SHA-256 of `purpose/reference`, keyed by
 * the session's cookie value, base64url.
 * @param cookieValue the FORM_COOKIE value (32 random bytes, base64url)
 * @param purpose the sandbox; reference the record's reference
 * @returns the token the page's form carries
 */
export function sandboxFormToken(cookieValue: string, purpose: SandboxPurpose, reference: string): string {
  return crypto.createHmac('sha256', cookieValue).update(`${purpose}/${reference}`).digest('base64url');
}

/** The FORM_COOKIE value a request carries, when well formed. */
export function formCookieOf(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === FORM_COOKIE && COOKIE_VALUE_PATTERN.test(value)) return value;
  }
  return null;
}

/**
 * The browser session's form key: the request's FORM_COOKIE, or a new one with the Set-Cookie header that
 * gives it (HttpOnly, SameSite=Lax, only for /sandbox/, Secure when Stairway's address is https).
 */
export function formSessionOf(request: Request, session: SandboxSessionRow) {
  const existing = formCookieOf(request);
  if (existing) return { value: existing, setCookie: null };
  const value = crypto.randomBytes(32).toString('base64url');
  const secure = session.returnUrl.startsWith('https:') ? '; Secure' : '';
  return { value, setCookie: `${FORM_COOKIE}=${value}; Path=/sandbox/; HttpOnly; SameSite=Lax${secure}` };
}

/**
 * Whether a POST may change a sandbox record: a browser's (with Origin or Sec-Fetch-Site) must carry the
 * session's cookie and its form's token; anything else is not a browser and is let through.
 */
export function formAccepted(
  request: Request,
  form: FormData,
  purpose: SandboxPurpose,
  reference: string,
): boolean {
  const fromBrowser = request.headers.has('origin') || request.headers.has('sec-fetch-site');
  if (!fromBrowser) return true;
  const cookie = formCookieOf(request);
  const given = form.get(FORM_TOKEN_FIELD);
  if (!cookie || typeof given !== 'string') return false;
  const expected = Buffer.from(sandboxFormToken(cookie, purpose, reference));
  const received = Buffer.from(given);
  return expected.length === received.length && crypto.timingSafeEqual(expected, received);
}
