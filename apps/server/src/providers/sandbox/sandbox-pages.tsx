/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The sandbox providers' hosted pages (ARCHITECTURE.md §2 "identity, open banking": "a sandbox hosted flow
 * (pages on this server that a person or test completes)"), rendered on the server with React:
 *
 * - `/sandbox/identity/{reference}`: "Sandbox identity check — no real check is made"; "Pass the check" or
 *   "Fail the check".
 * - `/sandbox/open-banking/{reference}`: "Sandbox open banking — no real bank is connected"; pick a UK bank,
 *   consent, then "Connect" or "Cancel".
 * - `/sandbox/payment/{reference}`: "Sandbox checkout — no real payment is taken"; "Pay £99", "Decline the
 *   payment" or "Cancel". Paying and cancelling go straight back to Stairway, as Stripe Checkout does.
 *
 * GET shows the page; POST (an HTML form) records the choice once and redirects back (303) to show the
 * outcome with a "Back to Stairway" link. A decided, expired or unknown reference cannot be changed. Pages
 * are sent with a strict Content-Security-Policy (a nonce for the one inline style sheet), and their links send
 * no referrer.
 *
 * Cross-site forms (decision 047): each form carries a per-session token, an HMAC of the page's purpose and
 * reference keyed by a random value in an HttpOnly, SameSite=Lax cookie set with the page (FORM_COOKIE). A
 * POST from a browser (it sends Origin or Sec-Fetch-Site) must carry the cookie and the matching token, or it
 * is refused with 403 and nothing changes; app.ts has already refused one from another origin than APP_URL's.
 * A request without those headers is not a browser's, so it cannot be forged by another site: it needs only
 * the unguessable reference, as before.
 */
import crypto from 'node:crypto';
import { SANDBOX_BANKS } from '../open-banking/sandbox-open-banking';
import { formAccepted, formSessionOf, sandboxFormToken } from './sandbox-form-token';
import { IdentityPage } from './sandbox-identity-page';
import { html, NotFoundPage, RefusedPage } from './sandbox-layout';
import { type OpenBankingErrors, OpenBankingPage } from './sandbox-open-banking-page';
import { cancelUrl, PaymentPage, successUrl } from './sandbox-payment-page';
import type { SandboxPurpose, SandboxStore } from './sandbox-store';

export { FORM_COOKIE, FORM_TOKEN_FIELD } from './sandbox-form-token';

/** The path prefix of the sandbox pages. */
export const SANDBOX_PATH = '/sandbox/';
const redirect = (location: string) => new Response(null, { status: 303, headers: { Location: location } });

/**
 * Creates the handler of the sandbox pages.
 * @param store the sandbox records
 * @returns a fetch handler: GET shows a page (and sets FORM_COOKIE when the browser has none), POST records the
 *   choice and redirects to GET (303); 403 for a browser's POST without the session's form token, 404 for
 *   an unknown page or reference, 405 for other methods
 */
export function createSandboxPages(store: SandboxStore) {
  return async function handleSandbox(request: Request): Promise<Response> {
    const nonce = crypto.randomBytes(16).toString('base64');
    const url = new URL(request.url);
    const match = url.pathname.match(/^\/sandbox\/(identity|open-banking|payment)\/([^/]+)$/);
    if (!match) return html(404, <NotFoundPage nonce={nonce} purpose="identity" />, nonce);
    const purpose = match[1] as SandboxPurpose;
    const reference = match[2] ?? '';
    if (request.method !== 'GET' && request.method !== 'POST') {
      return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } });
    }
    const session = await store.find(purpose, reference);
    if (!session) return html(404, <NotFoundPage nonce={nonce} purpose={purpose} />, nonce);
    const expired = session.status === 'pending' && store.isExpired(session);

    if (request.method === 'POST' && session.status === 'pending' && !expired) {
      const form = await request.formData().catch(() => new FormData());
      if (!formAccepted(request, form, purpose, reference)) {
        return html(403, <RefusedPage nonce={nonce} purpose={purpose} path={url.pathname} />, nonce);
      }
      if (purpose === 'payment') {
        const action = form.get('action');
        if (action === 'pay') {
          const paid = await store.complete(purpose, reference, 'paid');
          return redirect(paid ? successUrl(paid) : url.pathname);
        }
        if (action === 'cancel') {
          const cancelled = await store.complete(purpose, reference, 'cancelled');
          return redirect(cancelled ? cancelUrl(cancelled) : url.pathname);
        }
        if (action === 'decline') await store.complete(purpose, reference, 'declined');
        return redirect(url.pathname);
      }
      if (purpose === 'identity') {
        const outcome = form.get('outcome');
        if (outcome === 'pass' || outcome === 'fail') {
          await store.complete(purpose, reference, outcome === 'pass' ? 'passed' : 'failed');
        }
        return redirect(url.pathname);
      }
      if (form.get('action') === 'cancel') {
        await store.complete(purpose, reference, 'cancelled');
        return redirect(url.pathname);
      }
      const bank = String(form.get('bank') ?? '');
      const errors: OpenBankingErrors = {};
      if (!(SANDBOX_BANKS as readonly string[]).includes(bank)) errors.bank = 'Choose your bank';
      if (form.get('consent') !== 'yes') errors.consent = 'Tick the box to agree to share your information';
      if (errors.bank || errors.consent) {
        const formSession = formSessionOf(request, session);
        return html(
          400,
          <OpenBankingPage
            session={session}
            expired={false}
            nonce={nonce}
            token={sandboxFormToken(formSession.value, purpose, reference)}
            errors={errors}
            chosenBank={bank}
          />,
          nonce,
          formSession.setCookie,
        );
      }
      await store.complete(purpose, reference, 'connected', { bankName: bank });
      return redirect(url.pathname);
    }
    if (request.method === 'POST') return redirect(url.pathname);
    const formSession = formSessionOf(request, session);
    const page = { session, expired, nonce, token: sandboxFormToken(formSession.value, purpose, reference) };
    const element =
      purpose === 'payment' ? (
        <PaymentPage {...page} />
      ) : purpose === 'identity' ? (
        <IdentityPage {...page} />
      ) : (
        <OpenBankingPage {...page} />
      );
    return html(200, element, nonce, formSession.setCookie);
  };
}
