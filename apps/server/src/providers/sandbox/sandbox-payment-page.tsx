/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The sandbox checkout's page (sandbox-pages.tsx): pay, decline or cancel, or the outcome. A payment by bank reads
 * as open banking does: the person approves or refuses it in their bank.
 */
import { formatPence } from '@stairway/domain/waitlist-fee';
import type { SandboxSessionRow } from '../../db/rows';
import { BackLink, FormToken, PAYMENT, Page } from './sandbox-layout';

const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
/** The success URL with the session id filled in, as Stripe fills in its placeholder. */
export function successUrl(session: SandboxSessionRow): string {
  return session.returnUrl.replace(SESSION_PLACEHOLDER, encodeURIComponent(session.reference));
}

/** Where "Cancel" goes: the cancel URL the checkout was opened with (else the success URL). */
export function cancelUrl(session: SandboxSessionRow): string {
  const url = session.details?.cancelUrl;
  return typeof url === 'string' ? url : successUrl(session);
}
/**
 * The checkout page of a session: its outcome once decided, "checkout expired", or the choice.
 * @param props.expired whether the pending session's link has expired
 * @param props.nonce the response's style-sheet nonce
 * @param props.token the form token of the browser's session
 */
export function PaymentPage({
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
  const byBank = session.details?.method === 'bank';
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
        <p className="outcome failed">
          {byBank ? 'The payment was refused in your bank' : 'The card was declined'}, so nothing was paid.
        </p>
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
  if (byBank) {
    return (
      <Page {...common} title={`Pay ${amount} by bank`}>
        <h1>Pay {amount} by bank</h1>
        <p>
          {description}, for <strong>{session.subjectName}</strong>
        </p>
        <p className="muted">
          A real payment by bank would send you to your bank’s app or website to approve it (open banking),
          and the money would move at once by Faster Payments. No card is needed.
        </p>
        <p>In this sandbox, choose what your bank does.</p>
        <form method="post" className="actions">
          <FormToken token={token} />
          <button type="submit" name="action" value="pay" className="primary">
            Approve in my bank
          </button>
          <button type="submit" name="action" value="decline" className="secondary">
            Refuse in my bank
          </button>
          <button type="submit" name="action" value="cancel" className="secondary">
            Cancel
          </button>
        </form>
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
