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
 * - `/sandbox/direct-debit/{reference}`: "Sandbox Direct Debit — no real bank account is debited"; a mandate
 *   form ("Set up Direct Debit" goes straight back to Stairway, "Cancel" to its cancel URL), then the sandbox
 *   bank, where each pending collection is paid or failed once and a signed webhook tells Stairway.
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
import type { SandboxSessionRow } from '../../db/rows';
import {
  collectionOf,
  mandateSuccessUrl,
  sandboxPaymentReference,
  signSandboxWebhook,
} from '../direct-debit/sandbox-direct-debit';
import { SANDBOX_BANKS } from '../open-banking/sandbox-open-banking';
import {
  type BankNotice,
  DirectDebitPage,
  FAILURE_REASONS,
  type MandateFormErrors,
  type MandateFormValues,
} from './sandbox-direct-debit-page';
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

/** How the sandbox bank tells Stairway a collection's outcome: the shared secret and the delivery. */
export type DirectDebitWebhookDelivery = {
  /** The secret the webhooks are signed with (the sandbox Direct Debit provider's webhookSecret). */
  secret: string;
  /** Sends one webhook: its body exactly as signed, and the Sandbox-Signature header's value. */
  deliver: (rawBody: Buffer, signature: string) => Promise<void>;
};

/**
 * Creates the handler of the sandbox pages.
 * @param store the sandbox records
 * @param options.directDebitWebhook how the sandbox bank tells Stairway a collection was paid or failed; without
 *   it the outcome is recorded and the page says Stairway has not been told yet
 * @returns a fetch handler: GET shows a page (and sets FORM_COOKIE when the browser has none), POST records the
 *   choice and redirects to GET (303); 403 for a browser's POST without the session's form token, 404 for
 *   an unknown page or reference, 405 for other methods
 */
export function createSandboxPages(
  store: SandboxStore,
  options: { directDebitWebhook?: DirectDebitWebhookDelivery } = {},
) {
  const directDebit = directDebitHandler(store, options.directDebitWebhook);
  return async function handleSandbox(request: Request): Promise<Response> {
    const nonce = crypto.randomBytes(16).toString('base64');
    const url = new URL(request.url);
    const match = url.pathname.match(/^\/sandbox\/(identity|open-banking|payment|direct-debit)\/([^/]+)$/);
    if (!match) return html(404, <NotFoundPage nonce={nonce} purpose="identity" />, nonce);
    const purpose = match[1] as SandboxPurpose;
    const reference = match[2] ?? '';
    if (request.method !== 'GET' && request.method !== 'POST') {
      return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } });
    }
    const session = await store.find(purpose, reference);
    if (!session) return html(404, <NotFoundPage nonce={nonce} purpose={purpose} />, nonce);
    const expired = session.status === 'pending' && store.isExpired(session);
    if (purpose === 'direct-debit') return directDebit(request, url, session, expired, nonce);

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

/**
 * The Direct Debit page's handler: GET shows the mandate form, its outcome or the sandbox bank; POST gives or
 * cancels the mandate while pending, then pays or fails one of its pending collections and tells Stairway.
 */
function directDebitHandler(store: SandboxStore, webhook: DirectDebitWebhookDelivery | undefined) {
  /** Sends a decided collection's webhook; whether Stairway took it. Nothing is logged (the body is the customer's). */
  async function tell(payment: SandboxSessionRow): Promise<boolean> {
    if (!webhook) return false;
    const body = JSON.stringify({ id: crypto.randomUUID(), type: 'payment', payment: collectionOf(payment) });
    const signature = signSandboxWebhook(body, webhook.secret, Math.floor(Date.now() / 1000));
    return webhook.deliver(Buffer.from(body), signature).then(
      () => true,
      () => false,
    );
  }

  return async function handleDirectDebit(
    request: Request,
    url: URL,
    session: SandboxSessionRow,
    expired: boolean,
    nonce: string,
  ): Promise<Response> {
    const { reference } = session;
    const render = async (status: number, extra: Partial<Parameters<typeof DirectDebitPage>[0]> = {}) => {
      const formSession = formSessionOf(request, session);
      const token = sandboxFormToken(formSession.value, 'direct-debit', reference);
      const payments = await store.listByDetail('direct-debit-payment', 'mandateId', reference);
      const page = <DirectDebitPage {...{ session, expired, nonce, token, payments, ...extra }} />;
      return html(status, page, nonce, formSession.setCookie);
    };
    if (request.method === 'GET') {
      const paymentId = url.searchParams.get('payment');
      const notice: BankNotice | null = paymentId
        ? { paymentId, told: url.searchParams.get('told') === 'yes' }
        : null;
      return render(200, { notice });
    }
    const pending = session.status === 'pending' && !expired;
    if (!pending && session.status !== 'active') return redirect(url.pathname);
    const form = await request.formData().catch(() => new FormData());
    if (!formAccepted(request, form, 'direct-debit', reference)) {
      return html(403, <RefusedPage nonce={nonce} purpose="direct-debit" path={url.pathname} />, nonce);
    }
    const action = form.get('action');
    if (pending) {
      if (action === 'cancel') {
        const cancelled = await store.complete('direct-debit', reference, 'cancelled');
        const cancelUrl = cancelled?.details?.cancelUrl;
        return redirect(typeof cancelUrl === 'string' ? cancelUrl : url.pathname);
      }
      const { values, errors, details } = readMandateForm(form);
      if (!details) return render(400, { errors, values });
      const active = await store.complete('direct-debit', reference, 'active', details);
      return redirect(active ? mandateSuccessUrl(active) : url.pathname);
    }
    const paymentId = String(form.get('payment') ?? '');
    const paymentReference = sandboxPaymentReference(paymentId);
    const payment = paymentReference ? await store.find('direct-debit-payment', paymentReference) : null;
    if (!payment || payment.details?.mandateId !== reference || (action !== 'pay' && action !== 'fail')) {
      return redirect(url.pathname);
    }
    const reason = String(form.get('reason') ?? '');
    if (action === 'fail' && !(FAILURE_REASONS as readonly string[]).includes(reason)) {
      return render(400, { bankError: `Choose why it fails: ${FAILURE_REASONS.join(', ')}` });
    }
    const decided = await store.complete(
      'direct-debit-payment',
      payment.reference,
      action === 'pay' ? 'paid' : 'failed',
      action === 'fail' ? { failureReason: reason } : null,
    );
    if (!decided) return redirect(url.pathname);
    const told = await tell(decided);
    const query = new URLSearchParams({ payment: paymentId, told: told ? 'yes' : 'no' });
    return redirect(`${url.pathname}?${query}`);
  };
}

/**
 * Reads the mandate form.
 * @param form the POSTed form: accountHolder, sortCode (6 digits, dashes or spaces allowed), accountNumber (8
 *   digits, spaces allowed) and authorised ('yes' when the box is ticked)
 * @returns the values as typed, the problems by field, and, when there are none, what the record keeps: the
 *   sort code (6 digits), the account number's last 4 digits and the holder's name (never the whole number)
 */
function readMandateForm(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '');
  const values: MandateFormValues = {
    accountHolder: text('accountHolder').trim(),
    sortCode: text('sortCode').trim(),
    accountNumber: text('accountNumber').trim(),
  };
  const sortCode = values.sortCode.replace(/[\s-]/g, '');
  const accountNumber = values.accountNumber.replace(/\s/g, '');
  const errors: MandateFormErrors = {};
  if (!values.accountHolder || values.accountHolder.length > 100) {
    errors.accountHolder = 'Enter the account holder’s name, up to 100 characters';
  }
  if (!/^\d{6}$/.test(sortCode)) errors.sortCode = 'Enter a 6-digit sort code, like 20-00-00';
  if (!/^\d{8}$/.test(accountNumber)) errors.accountNumber = 'Enter an 8-digit account number, like 12345678';
  if (form.get('authorised') !== 'yes') {
    errors.authorised = 'Tick the box to confirm you are the account holder and can authorise debits alone';
  }
  const valid = Object.keys(errors).length === 0;
  const details = valid
    ? { sortCode, accountLast4: accountNumber.slice(-4), accountHolder: values.accountHolder }
    : null;
  return { values, errors, details };
}
