/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The sandbox Direct Debit pages (sandbox-pages.tsx): the mandate form while the setup is pending, its outcome
 * when cancelled or expired, and, once the mandate is given, the sandbox bank, where each pending collection
 * can be paid or failed.
 */
import { COLLECTION_FAILURE_REASONS } from '@stairway/domain/plan-collections';
import { formatPence } from '@stairway/domain/waitlist-fee';
import type { SandboxSessionRow } from '../../db/rows';
import { collectionOf, mandateBankLabel, mandateSuccessUrl } from '../direct-debit/sandbox-direct-debit';
import { BackLink, DIRECT_DEBIT, FormToken, Page } from './sandbox-layout';

/** The reasons the sandbox bank offers for a failed collection, in words the customer can read. */
export const FAILURE_REASONS = COLLECTION_FAILURE_REASONS;

/** The mandate form's fields as typed. */
export type MandateFormValues = { accountHolder: string; sortCode: string; accountNumber: string };
/** The problems of a submitted mandate form, by field. */
export type MandateFormErrors = Partial<Record<keyof MandateFormValues | 'authorised', string>>;

const FIELD_IDS: Record<keyof MandateFormErrors, string> = {
  accountHolder: 'account-holder',
  sortCode: 'sort-code',
  accountNumber: 'account-number',
  authorised: 'authorised',
};

/** What the sandbox bank says at the top after a payment was decided: which one, and whether Stairway heard. */
export type BankNotice = { paymentId: string; told: boolean };

/** The props of the Direct Debit page. */
type DirectDebitProps = {
  session: SandboxSessionRow;
  expired: boolean;
  nonce: string;
  token: string;
  /** The mandate's collections ('direct-debit-payment' records), in any order. */
  payments?: SandboxSessionRow[];
  notice?: BankNotice | null;
  errors?: MandateFormErrors;
  values?: MandateFormValues;
  /** A problem with the last Pay or Fail (e.g. an unknown reason), shown above the list. */
  bankError?: string;
};

/**
 * The Direct Debit page of a setup: the sandbox bank once the mandate is given, "not set up" when cancelled,
 * "link expired", or the mandate form (with the problems of the last submission, if any).
 * @param props.expired whether the pending setup's link has expired
 * @param props.nonce the response's style-sheet nonce
 * @param props.token the form token of the browser's session
 */
export function DirectDebitPage(props: DirectDebitProps) {
  const { session } = props;
  const common = { nonce: props.nonce, ...DIRECT_DEBIT };
  const cancel =
    typeof session.details?.cancelUrl === 'string' ? session.details.cancelUrl : session.returnUrl;
  if (session.status === 'cancelled') {
    return (
      <Page {...common} title="Direct Debit not set up">
        <h1>Direct Debit not set up</h1>
        <p>You cancelled, so no Direct Debit was set up. Go back to Stairway to try again.</p>
        <BackLink href={cancel} />
      </Page>
    );
  }
  if (session.status === 'pending' && props.expired) {
    return (
      <Page {...common} title="Link expired">
        <h1>This link has expired</h1>
        <p>Go back to Stairway and start setting up your Direct Debit again.</p>
        <BackLink href={cancel} />
      </Page>
    );
  }
  if (session.status === 'pending') return <MandateForm {...props} />;
  return <SandboxBank {...props} />;
}

/** The mandate form: the problems, the account's details, the authorisation, the Guarantee and the buttons. */
function MandateForm(props: DirectDebitProps) {
  const { session, errors = {} } = props;
  const values = props.values ?? { accountHolder: session.subjectName, sortCode: '', accountNumber: '' };
  const problems = Object.entries(errors) as Array<[keyof MandateFormErrors, string]>;
  const describedBy = (field: keyof MandateFormErrors, hint?: string) =>
    [hint, errors[field] ? `${FIELD_IDS[field]}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: keyof MandateFormErrors) =>
    errors[field] && (
      <p className="error" id={`${FIELD_IDS[field]}-error`}>
        {errors[field]}
      </p>
    );
  return (
    <Page
      nonce={props.nonce}
      {...DIRECT_DEBIT}
      title={problems.length > 0 ? 'Error: Set up a Direct Debit' : 'Set up a Direct Debit'}
    >
      <h1>Set up a Direct Debit</h1>
      {problems.length > 0 && (
        <div className="summary" role="alert">
          <h2>There is a problem</h2>
          <ul>
            {problems.map(([field, message]) => (
              <li key={field}>
                <a href={`#${FIELD_IDS[field]}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p>
        Stairway will collect your deposit and monthly plan payments from this account. A real provider would
        tell you each amount and date before it is taken; this sandbox sends no notices.
      </p>
      <form method="post" noValidate>
        <FormToken token={props.token} />
        <div className="field">
          <label htmlFor="account-holder">Account holder name</label>
          {fieldError('accountHolder')}
          <input
            id="account-holder"
            name="accountHolder"
            autoComplete="name"
            defaultValue={values.accountHolder}
            aria-describedby={describedBy('accountHolder')}
          />
        </div>
        <div className="field">
          <label htmlFor="sort-code">Sort code</label>
          <p className="hint" id="sort-code-hint">
            6 digits, for example 20-00-00
          </p>
          {fieldError('sortCode')}
          <input
            id="sort-code"
            name="sortCode"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.sortCode}
            aria-describedby={describedBy('sortCode', 'sort-code-hint')}
          />
        </div>
        <div className="field">
          <label htmlFor="account-number">Account number</label>
          <p className="hint" id="account-number-hint">
            8 digits
          </p>
          {fieldError('accountNumber')}
          <input
            id="account-number"
            name="accountNumber"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values.accountNumber}
            aria-describedby={describedBy('accountNumber', 'account-number-hint')}
          />
        </div>
        {fieldError('authorised')}
        <div className="consent">
          <input
            type="checkbox"
            name="authorised"
            value="yes"
            id="authorised"
            aria-describedby={describedBy('authorised')}
          />
          <label htmlFor="authorised">
            I am the account holder and the only person needed to authorise debits from this account
          </label>
        </div>
        <section className="guarantee" aria-labelledby="guarantee-heading">
          <h2 id="guarantee-heading">The Direct Debit Guarantee</h2>
          <p className="muted">
            This is a sandbox: no real account is debited, so no real Guarantee applies.
          </p>
          <p>In a real Direct Debit, the Guarantee is offered by every bank that takes Direct Debits:</p>
          <ul>
            <li>you are told the amount and date of each payment in advance;</li>
            <li>if a payment is taken in error, you get a full and immediate refund from your bank;</li>
            <li>you can cancel a Direct Debit at any time by contacting your bank.</li>
          </ul>
        </section>
        <div className="actions">
          <button type="submit" name="action" value="setup" className="primary">
            Set up Direct Debit
          </button>
          <button type="submit" name="action" value="cancel" className="secondary">
            Cancel
          </button>
        </div>
      </form>
    </Page>
  );
}

/** The sandbox bank: the mandate, then its collections, newest first, each pending one with Pay and Fail. */
function SandboxBank(props: DirectDebitProps) {
  const { session, notice } = props;
  const payments = [...(props.payments ?? [])].reverse();
  const decided = notice
    ? payments.find((row) => collectionOf(row).paymentId === notice.paymentId)
    : undefined;
  const decidedPayment = decided ? collectionOf(decided) : null;
  return (
    <Page nonce={props.nonce} {...DIRECT_DEBIT} title="Direct Debit set up">
      <h1>Direct Debit set up</h1>
      <p className="outcome passed">{mandateBankLabel(session)}</p>
      <p>
        For <strong>{session.subjectName}</strong>. This page is now the sandbox bank: when Stairway asks for
        a payment, it appears here and you choose whether it is paid or fails.
      </p>
      {decidedPayment && decidedPayment.status !== 'pending' && (
        <div className="notice" role="status">
          <p>
            {descriptionOf(decided)}: {decidedPayment.status === 'paid' ? 'paid' : 'failed'}.{' '}
            {notice?.told
              ? 'Stairway has been told.'
              : 'Stairway has not been told yet: the sandbox bank could not reach it. Stairway will see the outcome when it next checks this payment.'}
          </p>
        </div>
      )}
      {props.bankError && (
        <div className="summary" role="alert">
          <h2>There is a problem</h2>
          <p>{props.bankError}</p>
        </div>
      )}
      <h2>Payments</h2>
      {payments.length === 0 ? (
        <p className="muted">No payments yet. When Stairway asks for one, it appears here.</p>
      ) : (
        <ul className="payments">
          {payments.map((row) => (
            <PaymentItem key={row.reference} row={row} token={props.token} />
          ))}
        </ul>
      )}
      <p className="muted">Sandbox: no money moves.</p>
      <BackLink href={mandateSuccessUrl(session)} />
    </Page>
  );
}

/** What a collection is for, as Stairway described it. */
function descriptionOf(row: SandboxSessionRow | undefined): string {
  const description = row?.details?.description;
  return typeof description === 'string' && description ? description : 'Payment';
}

/** One collection on the sandbox bank: what it is for, the amount and status, and Pay / Fail when pending. */
function PaymentItem({ row, token }: { row: SandboxSessionRow; token: string }) {
  const payment = collectionOf(row);
  const id = `payment-${row.reference}`;
  const status =
    payment.status === 'paid'
      ? 'Paid'
      : payment.status === 'failed'
        ? `Failed: ${payment.failureReason}`
        : 'Waiting for you to decide';
  return (
    <li>
      <p id={id}>
        <strong>{descriptionOf(row)}</strong>, {formatPence(payment.amountPence)}
      </p>
      <p className={payment.status === 'paid' ? 'passed' : payment.status === 'failed' ? 'failed' : 'muted'}>
        {status}
      </p>
      {payment.status === 'pending' && (
        <form method="post">
          <FormToken token={token} />
          <input type="hidden" name="payment" value={payment.paymentId} />
          <div className="field">
            <label htmlFor={`reason-${row.reference}`}>Reason if it fails</label>
            <select id={`reason-${row.reference}`} name="reason" defaultValue={FAILURE_REASONS[0]}>
              {FAILURE_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {reason}
                </option>
              ))}
            </select>
          </div>
          <div className="actions">
            <button type="submit" name="action" value="pay" className="primary" aria-describedby={id}>
              Pay
            </button>
            <button type="submit" name="action" value="fail" className="secondary" aria-describedby={id}>
              Fail
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
