/**
 * The e-mail verification page's state (spec §2 "/verify-email"; §3 "User: emailVerified"): on load it calls
 * `verifyToken` once with the link's token (React StrictMode runs effects twice, and a link works only once),
 * then says how it went; it can ask for a new link with `resendVerificationEmail` (the session identifies the
 * applicant, or else the old link's token does). The session is refetched once the address is verified.
 */
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ResendVerificationEmailMutation } from '../../../lib/graphql/resendVerificationEmail';
import { loginPath } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { readAccountError } from '../components/graphql-error';
import { VerifyTokenMutation } from '../graphql/verifyToken';

/** What opening the link gave. */
export type VerifyOutcome =
  | { kind: 'missing' }
  | { kind: 'checking' }
  | { kind: 'verified'; email: string }
  | { kind: 'expired'; emailVerified: boolean }
  | { kind: 'used'; emailVerified: boolean }
  | { kind: 'invalid' }
  | { kind: 'failed' };

/** Where asking for a new link stands. */
export type ResendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'already-verified' }
  | { status: 'needs-sign-in'; message: string }
  | { status: 'error'; message: string };

const RESEND_FALLBACK = "We couldn't send a new link just now. Please try again in a moment.";

/**
 * @returns whether the visitor is signed in (and their e-mail address), the link's token, the outcome, where
 *   a new link stands, a ref for the heading (focused when the outcome changes), the sign-in path that comes
 *   back here, `check(token)` (again, after a failure) and `sendNewLink()`
 */
export function useVerifyEmail() {
  const session = useSession();
  const signedIn = Boolean(session.token);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const token = searchParams.get('token')?.trim() || null;

  const [outcome, setOutcome] = useState<VerifyOutcome>(token ? { kind: 'checking' } : { kind: 'missing' });
  const [resend, setResend] = useState<ResendState>({ status: 'idle' });
  const [verifyToken] = useMutation(VerifyTokenMutation);
  const [resendEmail] = useMutation(ResendVerificationEmailMutation);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The token already sent: React StrictMode runs effects twice, and a link works only once.
  const requested = useRef<string | null>(null);
  const refetchSession = useRef(session.refetch);
  refetchSession.current = session.refetch;
  const signedInRef = useRef(signedIn);
  signedInRef.current = signedIn;

  const check = useCallback(
    async (value: string) => {
      setOutcome({ kind: 'checking' });
      setResend({ status: 'idle' });
      try {
        const { data } = await verifyToken({ variables: { input: { token: value } } });
        if (!data?.verifyToken.verified) throw new Error('The link was not verified');
        setOutcome({ kind: 'verified', email: data.verifyToken.email });
        if (signedInRef.current) await refetchSession.current().catch(() => undefined);
      } catch (error) {
        const problem = readAccountError(error);
        const emailVerified = problem?.emailVerified === true;
        if (problem?.code === 'TOKEN_EXPIRED') setOutcome({ kind: 'expired', emailVerified });
        else if (problem?.code === 'TOKEN_USED') setOutcome({ kind: 'used', emailVerified });
        else if (problem?.code === 'TOKEN_INVALID') setOutcome({ kind: 'invalid' });
        else setOutcome({ kind: 'failed' });
        if (emailVerified && signedInRef.current) await refetchSession.current().catch(() => undefined);
      }
    },
    [verifyToken],
  );

  useEffect(() => {
    document.title = 'Confirm your e-mail · Stairway';
  }, []);

  useEffect(() => {
    if (!token) {
      setOutcome({ kind: 'missing' });
      return;
    }
    if (requested.current === token) return;
    requested.current = token;
    void check(token);
  }, [token, check]);

  // A new state is a new message: move the focus to its heading so it is read out.
  useEffect(() => {
    if (outcome.kind !== 'checking') titleRef.current?.focus({ preventScroll: true });
  }, [outcome.kind]);

  const sendNewLink = async () => {
    setResend({ status: 'sending' });
    try {
      // The server uses the session when there is one, otherwise the old link's token.
      const { data } = await resendEmail({ variables: { input: token ? { token } : {} } });
      if (data?.resendVerificationEmail.alreadyVerified) setResend({ status: 'already-verified' });
      else if (data?.resendVerificationEmail.sent) setResend({ status: 'sent' });
      else setResend({ status: 'error', message: RESEND_FALLBACK });
      if (data?.resendVerificationEmail.alreadyVerified && signedIn)
        await session.refetch().catch(() => undefined);
    } catch (error) {
      const problem = readAccountError(error);
      if (problem?.code === 'UNAUTHENTICATED')
        setResend({ status: 'needs-sign-in', message: problem.message });
      else if (problem?.code === 'RATE_LIMITED') setResend({ status: 'error', message: problem.message });
      else setResend({ status: 'error', message: RESEND_FALLBACK });
    }
  };

  return {
    signedIn,
    /** The signed-in applicant's e-mail address, where a new link goes. */
    email: signedIn ? session.me?.user.email : undefined,
    token,
    outcome,
    resend,
    titleRef,
    signInPath: loginPath(location.pathname + location.search),
    check,
    sendNewLink,
  };
}

/** The e-mail verification page's state (see useVerifyEmail). */
export type VerifyEmail = ReturnType<typeof useVerifyEmail>;
