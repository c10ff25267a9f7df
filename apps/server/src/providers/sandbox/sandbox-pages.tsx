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
 * Cross-site forms (issue 29 item 11, decision 047): each form carries a per-session token, an HMAC of the
 * page's purpose and reference keyed by a random value in an HttpOnly, SameSite=Lax cookie set with the page
 * (FORM_COOKIE). A POST from a browser (it sends Origin or Sec-Fetch-Site) must carry the cookie and the
 * matching token, or it is refused with 403 and nothing changes; app.ts has already refused one from another
 * origin than APP_URL's. A request without those headers is not a browser's, so it cannot be forged by another
 * site: it needs only the unguessable reference, as before.
 */
import crypto from 'node:crypto';
import { formatPence } from '@stairway/domain/waitlist-fee';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SandboxSessionRow } from '../../db/rows';
import { SANDBOX_BANKS } from '../open-banking/sandbox-open-banking';
import { FORM_TOKEN_FIELD, formAccepted, formSessionOf, sandboxFormToken } from './sandbox-form-token';
import type { SandboxPurpose, SandboxStore } from './sandbox-store';

export { FORM_COOKIE, FORM_TOKEN_FIELD } from './sandbox-form-token';

/** The path prefix of the sandbox pages. */
export const SANDBOX_PATH = '/sandbox/';

const styles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1c28;background:#f3f3f7;line-height:1.5;font-size:16px}
.sandbox{background:#fff4ce;border-bottom:2px solid #8a6100;color:#3d2e00;padding:12px 16px}
.sandbox p{margin:0;max-width:560px;margin-inline:auto}
.sandbox strong{display:block;font-size:1.05rem}
main{max-width:560px;margin:0 auto;padding:24px 16px 48px}
.card{background:#fff;border:1px solid #d9d9e3;border-radius:12px;padding:24px 20px}
.provider{font-size:.875rem;font-weight:600;color:#3f3d99;margin:0 0 4px;text-transform:uppercase;letter-spacing:.04em}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 12px}
h2{font-size:1.1rem;margin:24px 0 8px}
ul{padding-left:20px;margin:8px 0}
.muted{color:#4a4a5a}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}
button,.button{font:inherit;font-weight:600;min-height:48px;padding:10px 20px;border-radius:8px;border:2px solid #3f3d99;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center;justify-content:center}
.primary{background:#3f3d99;color:#fff}
.secondary{background:#fff;color:#3f3d99}
button:focus-visible,.button:focus-visible,input:focus-visible{outline:3px solid #1c1c28;outline-offset:2px}
fieldset{border:0;padding:0;margin:16px 0 0}
legend{font-weight:600;margin-bottom:8px}
.choice{display:flex;align-items:center;gap:12px;min-height:48px;padding:8px 12px;border:1px solid #d9d9e3;border-radius:8px;margin-bottom:8px;background:#fff}
.choice input{width:22px;height:22px;margin:0;accent-color:#3f3d99}
.consent{display:flex;gap:12px;align-items:flex-start;margin-top:16px}
.consent input{width:22px;height:22px;margin:2px 0 0;accent-color:#3f3d99;flex:none}
.error{color:#a4161a;font-weight:600;margin:4px 0 8px}
.summary{border:2px solid #a4161a;border-radius:8px;padding:12px 16px;margin-bottom:16px;background:#fff5f5}
.summary h2{margin:0 0 4px;font-size:1rem;color:#a4161a}
.outcome{font-size:1.1rem;font-weight:600}
.passed{color:#0b6b2f}.failed{color:#a4161a}
footer{max-width:560px;margin:0 auto;padding:0 16px 32px;font-size:.875rem;color:#4a4a5a}
`;

function Page(props: {
  nonce: string;
  title: string;
  banner: string;
  provider: string;
  children: ReactNode;
}) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${props.title} · ${props.provider} (sandbox)`}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant style sheet, allowed by its nonce */}
        <style nonce={props.nonce} dangerouslySetInnerHTML={{ __html: styles }} />
      </head>
      <body>
        <header className="sandbox">
          <p>
            <strong>{props.banner}</strong>
            This page stands in for Stairway’s provider so that the service can be tried and tested. Nothing
            you choose here is sent anywhere else.
          </p>
        </header>
        <main>
          <div className="card">
            <p className="provider">{props.provider}</p>
            {props.children}
          </div>
        </main>
        <footer>Sandbox provider run by Stairway for testing. No personal data leaves Stairway.</footer>
      </body>
    </html>
  );
}

function BackLink({ href, label = 'Back to Stairway' }: { href: string; label?: string }) {
  return (
    <div className="actions">
      <a className="button primary" href={href} rel="noreferrer">
        {label}
      </a>
    </div>
  );
}

const IDENTITY = {
  banner: 'Sandbox identity check — no real check is made',
  provider: 'Identity check',
};
const OPEN_BANKING = {
  banner: 'Sandbox open banking — no real bank is connected',
  provider: 'Open banking',
};

function IdentityPage({
  session,
  expired,
  nonce,
  token,
}: {
  session: SandboxSessionRow;
  expired: boolean;
  nonce: string;
  token: string;
}) {
  const common = { nonce, ...IDENTITY };
  if (session.status === 'passed') {
    return (
      <Page {...common} title="Check passed">
        <h1>Check passed</h1>
        <p className="outcome passed">{session.subjectName}, your identity check has passed.</p>
        <p>Go back to Stairway and choose “I’ve finished: check my status”. You can close this tab.</p>
        <BackLink href={session.returnUrl} />
      </Page>
    );
  }
  if (session.status === 'failed') {
    return (
      <Page {...common} title="Check failed">
        <h1>Check failed</h1>
        <p className="outcome failed">We couldn’t verify {session.subjectName}.</p>
        <p>
          In a real check this happens when a photo is blurred or the ID has expired. Go back to Stairway to
          try again.
        </p>
        <BackLink href={session.returnUrl} />
      </Page>
    );
  }
  if (expired) {
    return (
      <Page {...common} title="Link expired">
        <h1>This link has expired</h1>
        <p>Links work for 24 hours. Go back to Stairway and start a new check.</p>
        <BackLink href={session.returnUrl} />
      </Page>
    );
  }
  return (
    <Page {...common} title="Verify your identity">
      <h1>Verify your identity</h1>
      <p>
        Checking: <strong>{session.subjectName}</strong>
      </p>
      <p className="muted">A real check would ask you to:</p>
      <ul className="muted">
        <li>photograph your passport, driving licence or national ID card</li>
        <li>take a short selfie, so the photo can be matched to you</li>
      </ul>
      <p>In this sandbox, choose the outcome you want to try.</p>
      <form method="post" className="actions">
        <FormToken token={token} />
        <button type="submit" name="outcome" value="pass" className="primary">
          Pass the check
        </button>
        <button type="submit" name="outcome" value="fail" className="secondary">
          Fail the check
        </button>
      </form>
    </Page>
  );
}

type OpenBankingErrors = { bank?: string; consent?: string };

function OpenBankingPage(props: {
  session: SandboxSessionRow;
  expired: boolean;
  nonce: string;
  token: string;
  errors?: OpenBankingErrors;
  chosenBank?: string;
}) {
  const { session, errors = {} } = props;
  const common = { nonce: props.nonce, ...OPEN_BANKING };
  const bankName = typeof session.details?.bankName === 'string' ? session.details.bankName : 'your bank';
  if (session.status === 'connected') {
    return (
      <Page {...common} title="Bank connected">
        <h1>Bank connected</h1>
        <p className="outcome passed">
          {session.subjectName}, your {bankName} account is connected, read-only.
        </p>
        <p>Go back to Stairway and choose “Check my connection”. You can close this tab.</p>
        <BackLink href={session.returnUrl} />
      </Page>
    );
  }
  if (session.status === 'cancelled') {
    return (
      <Page {...common} title="Connection cancelled">
        <h1>Connection cancelled</h1>
        <p>Nothing was shared. Go back to Stairway to try again, or upload your statements instead.</p>
        <BackLink href={session.returnUrl} />
      </Page>
    );
  }
  if (props.expired) {
    return (
      <Page {...common} title="Link expired">
        <h1>This link has expired</h1>
        <p>Links work for 24 hours. Go back to Stairway and start again.</p>
        <BackLink href={session.returnUrl} />
      </Page>
    );
  }
  const problems = Object.entries(errors);
  return (
    <Page {...common} title={problems.length > 0 ? 'Error: Connect your bank' : 'Connect your bank'}>
      <h1>Connect your bank</h1>
      {problems.length > 0 && (
        <div className="summary" role="alert">
          <h2>There is a problem</h2>
          <ul>
            {problems.map(([field, message]) => (
              <li key={field}>
                <a href={field === 'bank' ? '#bank-0' : '#consent'}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p>
        For: <strong>{session.subjectName}</strong>
      </p>
      <p>Stairway is asking to see, for 90 days:</p>
      <ul>
        <li>your account name, number and sort code</li>
        <li>your balance</li>
        <li>your transactions from the last 12 months</li>
      </ul>
      <p className="muted">This is read-only access: Stairway cannot move money or make payments.</p>
      <form method="post">
        <FormToken token={props.token} />
        <fieldset aria-describedby={errors.bank ? 'bank-error' : undefined}>
          <legend>Choose your bank</legend>
          {errors.bank && (
            <p className="error" id="bank-error">
              {errors.bank}
            </p>
          )}
          {SANDBOX_BANKS.map((bank, index) => (
            <label key={bank} className="choice">
              <input
                type="radio"
                name="bank"
                value={bank}
                id={`bank-${index}`}
                defaultChecked={props.chosenBank === bank}
              />
              {bank}
            </label>
          ))}
        </fieldset>
        {errors.consent && (
          <p className="error" id="consent-error">
            {errors.consent}
          </p>
        )}
        <div className="consent">
          <input
            type="checkbox"
            name="consent"
            value="yes"
            id="consent"
            aria-describedby={errors.consent ? 'consent-error' : undefined}
          />
          <label htmlFor="consent">
            I agree to share this information with Stairway, read-only, for 90 days.
          </label>
        </div>
        <div className="actions">
          <button type="submit" name="action" value="connect" className="primary">
            Connect
          </button>
          <button type="submit" name="action" value="cancel" className="secondary">
            Cancel
          </button>
        </div>
      </form>
    </Page>
  );
}

const PAYMENT = {
  banner: 'Sandbox checkout — no real payment is taken',
  provider: 'Card payment',
};

const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** The success URL with the session id filled in, as Stripe fills in its placeholder. */
function successUrl(session: SandboxSessionRow): string {
  return session.returnUrl.replace(SESSION_PLACEHOLDER, encodeURIComponent(session.reference));
}

/** Where "Cancel" goes: the cancel URL the checkout was opened with. */
function cancelUrl(session: SandboxSessionRow): string {
  const url = session.details?.cancelUrl;
  return typeof url === 'string' ? url : successUrl(session);
}

function PaymentPage({
  session,
  expired,
  nonce,
  token,
}: {
  session: SandboxSessionRow;
  expired: boolean;
  nonce: string;
  token: string;
}) {
  const common = { nonce, ...PAYMENT };
  const pence = session.details?.amountPence;
  const amount = typeof pence === 'number' ? formatPence(pence) : '';
  const description =
    typeof session.details?.description === 'string' ? session.details.description : 'Payment';
  if (session.status === 'paid') {
    return (
      <Page {...common} title="Payment made">
        <h1>Payment made</h1>
        <p className="outcome passed">
          {amount} paid for {description}. (Sandbox: no money moved.)
        </p>
        <BackLink href={successUrl(session)} />
      </Page>
    );
  }
  if (session.status === 'declined') {
    return (
      <Page {...common} title="Payment declined">
        <h1>Payment declined</h1>
        <p className="outcome failed">The card was declined, so nothing was paid.</p>
        <p>
          In a real checkout this happens when a bank refuses a payment. Go back to Stairway to try again.
        </p>
        <BackLink href={successUrl(session)} />
      </Page>
    );
  }
  if (session.status === 'cancelled') {
    return (
      <Page {...common} title="Payment cancelled">
        <h1>Payment cancelled</h1>
        <p>Nothing was paid. Go back to Stairway to try again.</p>
        <BackLink href={cancelUrl(session)} />
      </Page>
    );
  }
  if (expired) {
    return (
      <Page {...common} title="Checkout expired">
        <h1>This checkout has expired</h1>
        <p>Checkouts work for 24 hours. Go back to Stairway and start again.</p>
        <BackLink href={cancelUrl(session)} />
      </Page>
    );
  }
  return (
    <Page {...common} title={`Pay ${amount}`}>
      <h1>Pay {amount}</h1>
      <p>
        {description}, for <strong>{session.subjectName}</strong>
      </p>
      <p className="muted">
        A real checkout would ask for your card details here, then your bank might ask you to confirm.
      </p>
      <p>In this sandbox, choose what happens.</p>
      <form method="post" className="actions">
        <FormToken token={token} />
        <button type="submit" name="action" value="pay" className="primary">
          Pay {amount}
        </button>
        <button type="submit" name="action" value="decline" className="secondary">
          Decline the payment
        </button>
        <button type="submit" name="action" value="cancel" className="secondary">
          Cancel
        </button>
      </form>
    </Page>
  );
}

const PAGE_LABELS: Record<SandboxPurpose, { banner: string; provider: string }> = {
  identity: IDENTITY,
  'open-banking': OPEN_BANKING,
  payment: PAYMENT,
};

function NotFoundPage({ nonce, purpose }: { nonce: string; purpose: SandboxPurpose }) {
  return (
    <Page nonce={nonce} {...PAGE_LABELS[purpose]} title="Not found">
      <h1>This link was not found</h1>
      <p>Check that you opened the whole link, or go back to Stairway and start again.</p>
    </Page>
  );
}

function html(status: number, element: ReactNode, nonce: string, setCookie?: string | null): Response {
  return new Response(`<!doctype html>${renderToStaticMarkup(element)}`, {
    status,
    headers: {
      ...(setCookie ? { 'Set-Cookie': setCookie } : {}),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // same-origin, not no-referrer: with no-referrer a browser sends `Origin: null` with the form's POST, which
      // app.ts must refuse (isCrossSiteForm, lib/request-checks.ts). Other origins still get no referrer, and the links out carry
      // rel="noreferrer", so the page's reference never leaves in a Referer.
      'Referrer-Policy': 'same-origin',
      'X-Robots-Tag': 'noindex',
      'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    },
  });
}

function FormToken({ token }: { token: string }) {
  return <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />;
}

function RefusedPage({ nonce, purpose, path }: { nonce: string; purpose: SandboxPurpose; path: string }) {
  return (
    <Page nonce={nonce} {...PAGE_LABELS[purpose]} title="Not accepted">
      <h1>Your choice was not recorded</h1>
      <p>
        The form did not come from this page in this browser, so nothing changed. Open the page again and
        choose once more.
      </p>
      <BackLink href={path} label="Open the page again" />
    </Page>
  );
}

const redirect = (location: string) => new Response(null, { status: 303, headers: { Location: location } });

/**
 * Creates the handler of the sandbox pages.
 * @param store the sandbox records
 * @returns a fetch handler: GET shows a page (and sets FORM_COOKIE when the browser has none), POST records the
 *   choice and redirects to GET (303); 403 for a browser's POST without the session's form token (issue 29
 *   item 11), 404 for an unknown page or reference, 405 for other methods
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
