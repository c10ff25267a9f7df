/** @jsxRuntime automatic @jsxImportSource react */
/** The sandbox identity check's page (sandbox-pages.tsx): pass or fail the check, or its outcome. */
import type { SandboxSessionRow } from '../../db/rows';
import { BackLink, FormToken, IDENTITY, Page } from './sandbox-layout';

/**
 * The identity check page of a session: its outcome once decided, "link expired", or the choice.
 * @param props.expired whether the pending session's link has expired
 * @param props.nonce the response's style-sheet nonce
 * @param props.token the form token of the browser's session
 */
export function IdentityPage({
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
