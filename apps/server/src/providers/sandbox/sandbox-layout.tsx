/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The frame every sandbox page (sandbox-pages.tsx) is drawn in: the style sheet, the page with its sandbox
 * banner, the links and hidden field its pages share, the not-found and refused pages, and the HTML response
 * with its strict Content-Security-Policy.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FORM_TOKEN_FIELD } from './sandbox-form-token';
import type { SandboxPurpose } from './sandbox-store';

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
.field{margin-top:16px}
.field label{display:block;font-weight:600;margin-bottom:4px}
.hint{color:#4a4a5a;margin:0 0 4px;font-size:.95rem}
.field input,.field select{font:inherit;min-height:48px;padding:8px 12px;border:2px solid #4a4a5a;border-radius:8px;width:100%;max-width:320px;background:#fff;color:#1c1c28}
.field select:focus-visible{outline:3px solid #1c1c28;outline-offset:2px}
.guarantee{border-left:4px solid #d9d9e3;padding:4px 0 4px 16px;margin-top:24px}
.payments{list-style:none;padding:0}
.payments li{border:1px solid #d9d9e3;border-radius:8px;padding:12px 16px;margin-bottom:12px}
.payments p{margin:0}
.payments .actions{margin-top:12px}
.notice{border:2px solid #3f3d99;border-radius:8px;padding:12px 16px;margin:16px 0}
.outcome{font-size:1.1rem;font-weight:600}
.passed{color:#0b6b2f}.failed{color:#a4161a}
footer{max-width:560px;margin:0 auto;padding:0 16px 32px;font-size:.875rem;color:#4a4a5a}
`;
/**
 * A sandbox page: the banner saying nothing real happens, then a card with the provider's name and the
 * children.
 * @param props.nonce the response's style-sheet nonce
 * @param props.title the page's title (the provider's name and "(sandbox)" are added)
 */
export function Page(props: {
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
/** The "Back to Stairway" button (or another label), a link without a referrer. */
export function BackLink({ href, label = 'Back to Stairway' }: { href: string; label?: string }) {
  return (
    <div className="actions">
      <a className="button primary" href={href} rel="noreferrer">
        {label}
      </a>
    </div>
  );
}
/** The identity pages' banner and provider name. */
export const IDENTITY = {
  banner: 'Sandbox identity check — no real check is made',
  provider: 'Identity check',
};
/** The open-banking pages' banner and provider name. */
export const OPEN_BANKING = {
  banner: 'Sandbox open banking — no real bank is connected',
  provider: 'Open banking',
};
/** The payment pages' banner and provider name. */
export const PAYMENT = {
  banner: 'Sandbox checkout — no real payment is taken',
  provider: 'Card payment',
};
/** The Direct Debit pages' (the setup and the sandbox bank) banner and provider name. */
export const DIRECT_DEBIT = {
  banner: 'Sandbox Direct Debit — no real bank account is debited',
  provider: 'Direct Debit',
};
const PAGE_LABELS: Record<SandboxPurpose, { banner: string; provider: string }> = {
  identity: IDENTITY,
  'open-banking': OPEN_BANKING,
  payment: PAYMENT,
  'direct-debit': DIRECT_DEBIT,
  'direct-debit-payment': DIRECT_DEBIT,
};
/** The page of an unknown path or reference. */
export function NotFoundPage({ nonce, purpose }: { nonce: string; purpose: SandboxPurpose }) {
  return (
    <Page nonce={nonce} {...PAGE_LABELS[purpose]} title="Not found">
      <h1>This link was not found</h1>
      <p>Check that you opened the whole link, or go back to Stairway and start again.</p>
    </Page>
  );
}
/**
 * An HTML response of a page, never cached, sent with no referrer to other origins and a strict
 * Content-Security-Policy allowing only the nonced style sheet.
 * @param status the HTTP status
 * @param element the page
 * @param nonce the nonce of the page's style sheet
 * @param setCookie a Set-Cookie header value to send (the form cookie), if any
 */
export function html(status: number, element: ReactNode, nonce: string, setCookie?: string | null): Response {
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
/** The hidden field carrying a form's token (sandbox-form-token.ts). */
export function FormToken({ token }: { token: string }) {
  return <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />;
}
/** The page of a browser's POST without the session's form token (403; nothing changed). */
export function RefusedPage({
  nonce,
  purpose,
  path,
}: {
  nonce: string;
  purpose: SandboxPurpose;
  path: string;
}) {
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
