/** @jsxRuntime automatic @jsxImportSource react */
/** The sandbox open-banking page (sandbox-pages.tsx): choose a bank and consent, or the outcome. */
import type { SandboxSessionRow } from '../../db/rows';
import { SANDBOX_BANKS } from '../open-banking/sandbox-open-banking';
import { BackLink, FormToken, OPEN_BANKING, Page } from './sandbox-layout';

/** The problems of a submitted form, by field. */
export type OpenBankingErrors = { bank?: string; consent?: string };

/** The props of the open-banking page. */
type OpenBankingProps = {
  session: SandboxSessionRow;
  expired: boolean;
  nonce: string;
  token: string;
  errors?: OpenBankingErrors;
  chosenBank?: string;
};

/**
 * The open-banking page of a session: its outcome once decided, "link expired", or the form (with the
 * problems of the last submission, if any).
 * @param props.expired whether the pending session's link has expired
 * @param props.nonce the response's style-sheet nonce
 * @param props.token the form token of the browser's session
 * @param props.errors the problems of the submitted form, shown above it
 * @param props.chosenBank the bank chosen in the submitted form
 */
export function OpenBankingPage(props: OpenBankingProps) {
  const { session } = props;
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
  return <OpenBankingForm {...props} />;
}

/** The form: the problems, what is shared, the banks, the consent, Connect and Cancel. */
function OpenBankingForm(props: OpenBankingProps) {
  const { session, errors = {} } = props;
  const common = { nonce: props.nonce, ...OPEN_BANKING };
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
