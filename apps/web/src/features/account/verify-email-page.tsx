/**
 * The e-mail verification page, /verify-email?token=... (spec §2 "Landing and auth"; §3 "User:
 * emailVerified"; §6 "The welcome modal and promotions require a verified e-mail"). On load it calls
 * `verifyToken` once with the link's token, then says whether the address is verified. An expired, used or
 * unknown link says so plainly and offers a new link through `resendVerificationEmail`.
 */
import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconCircleCheck,
  IconClockExclamation,
  IconLink,
  IconLinkOff,
  IconMailCheck,
} from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { loginPath, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { AccountCard } from './components/account-card';
import { readAccountError } from './components/graphql-error';
import { AccountResendVerificationEmailMutation } from './graphql/resendVerificationEmail';
import { VerifyTokenMutation } from './graphql/verifyToken';

/** What opening the link gave. */
type Outcome =
  | { kind: 'missing' }
  | { kind: 'checking' }
  | { kind: 'verified'; email: string }
  | { kind: 'expired'; emailVerified: boolean }
  | { kind: 'used'; emailVerified: boolean }
  | { kind: 'invalid' }
  | { kind: 'failed' };

/** Where asking for a new link stands. */
type Resend =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent' }
  | { status: 'already-verified' }
  | { status: 'needs-sign-in'; message: string }
  | { status: 'error'; message: string };

const RESEND_FALLBACK = "We couldn't send a new link just now. Please try again in a moment.";

/**
 * The e-mail verification page (spec §2 "/verify-email"): "Your e-mail is verified" with "Go to your
 * progress" (signed in) or "Sign in"; for an expired, used or unknown link a message and "Send a new link".
 */
export function VerifyEmailPage() {
  const session = useSession();
  const signedIn = Boolean(session.token);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const token = searchParams.get('token')?.trim() || null;

  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'checking' } : { kind: 'missing' });
  const [resend, setResend] = useState<Resend>({ status: 'idle' });
  const [verifyToken] = useMutation(VerifyTokenMutation);
  const [resendEmail] = useMutation(AccountResendVerificationEmailMutation);
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

  const signInPath = loginPath(location.pathname + location.search);
  const continueButton = signedIn ? (
    <Button component={Link} to={paths.dashboard} fullWidth>
      Go to your progress
    </Button>
  ) : (
    <Button component={Link} to={paths.login} fullWidth>
      Sign in
    </Button>
  );

  if (outcome.kind === 'checking') {
    return (
      <AccountCard title="Checking your link" icon={<Loader size={26} aria-hidden="true" />}>
        <Text c="gray.7" role="status">
          Confirming your e-mail address. This only takes a moment.
        </Text>
      </AccountCard>
    );
  }

  if (outcome.kind === 'verified') {
    return (
      <AccountCard
        title="Your e-mail is verified"
        icon={<IconCircleCheck size={32} />}
        iconColor="green"
        titleRef={titleRef}
      >
        <Text>
          Thank you for confirming{' '}
          <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
            {outcome.email}
          </Text>
          .{' '}
          {signedIn
            ? 'You can carry on with your application.'
            : 'Sign in to carry on with your application.'}
        </Text>
        {continueButton}
      </AccountCard>
    );
  }

  if (outcome.kind === 'failed') {
    return (
      <AccountCard
        title="We couldn't check your link"
        icon={<IconAlertCircle size={30} />}
        iconColor="red"
        titleRef={titleRef}
      >
        <Text>
          Something went wrong while we checked it. Your link has not been used up: please try again.
        </Text>
        <Button onClick={() => token && void check(token)} fullWidth>
          Try again
        </Button>
      </AccountCard>
    );
  }

  // The address is already confirmed: nothing more to do.
  if ((outcome.kind === 'used' || outcome.kind === 'expired') && outcome.emailVerified) {
    return (
      <AccountCard
        title="Your e-mail is already confirmed"
        icon={<IconMailCheck size={30} />}
        iconColor="green"
        titleRef={titleRef}
      >
        <Text>
          {outcome.kind === 'used'
            ? 'This link has already been used and your e-mail address is confirmed.'
            : "This link has expired, but there's no need for a new one: your e-mail address is confirmed."}{' '}
          {signedIn ? 'You can carry on with your application.' : 'You can sign in.'}
        </Text>
        {continueButton}
      </AccountCard>
    );
  }

  // An expired, used, unknown or incomplete link: say what happened and offer a new one.
  const canResend = signedIn || (token !== null && (outcome.kind === 'expired' || outcome.kind === 'used'));
  const copy = problemCopy(outcome.kind);
  return (
    <AccountCard title={copy.title} icon={copy.icon} iconColor="orange" titleRef={titleRef}>
      <Text>{copy.text}</Text>
      <ResendOutcome
        resend={resend}
        email={signedIn ? session.me?.user.email : undefined}
        signInPath={signInPath}
        continueButton={continueButton}
      />
      {resend.status !== 'sent' &&
        resend.status !== 'already-verified' &&
        resend.status !== 'needs-sign-in' && (
          <Stack gap="xs">
            {canResend ? (
              <Button onClick={sendNewLink} loading={resend.status === 'sending'} fullWidth>
                Send a new link
              </Button>
            ) : (
              <>
                <Text fz="sm" c="gray.7">
                  Sign in and you can send yourself a new link from here.
                </Text>
                <Button component={Link} to={signInPath} fullWidth>
                  Sign in to get a new link
                </Button>
              </>
            )}
          </Stack>
        )}
      {resend.status === 'sent' && signedIn && (
        <Button component={Link} to={paths.dashboard} variant="default" fullWidth>
          Go to your progress
        </Button>
      )}
      {!signedIn && canResend && (
        <Text ta="center" fz="sm">
          Already confirmed it?{' '}
          <Anchor
            underline="always"
            component={Link}
            to={paths.login}
            fw={600}
            fz="sm"
            display="inline-flex"
            mih={44}
            style={{ alignItems: 'center' }}
          >
            Sign in
          </Anchor>
        </Text>
      )}
    </AccountCard>
  );
}

/** The heading, icon and text of a link that did not work. */
function problemCopy(kind: 'missing' | 'expired' | 'used' | 'invalid'): {
  title: string;
  icon: ReactNode;
  text: string;
} {
  switch (kind) {
    case 'expired':
      return {
        title: 'This link has expired',
        icon: <IconClockExclamation size={30} />,
        text: 'Confirmation links work for 24 hours. Send yourself a new one and open it within a day.',
      };
    case 'used':
      return {
        title: 'This link has been used',
        icon: <IconLinkOff size={30} />,
        text: 'Each confirmation link works once, and this one has already been used. Send yourself a new one.',
      };
    case 'invalid':
      return {
        title: "This link doesn't work",
        icon: <IconLinkOff size={30} />,
        text: "We don't recognise this link. Check that you opened the whole link from the e-mail.",
      };
    default:
      return {
        title: 'This link is incomplete',
        icon: <IconLink size={30} />,
        text: 'Part of the link is missing. Open it again from the e-mail, or copy the whole link into your browser.',
      };
  }
}

/** The outcome of asking for a new link: sent, already confirmed, or what went wrong. */
function ResendOutcome({
  resend,
  email,
  signInPath,
  continueButton,
}: {
  resend: Resend;
  email: string | undefined;
  signInPath: string;
  continueButton: ReactNode;
}) {
  if (resend.status === 'sent') {
    return (
      <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden="true" />} role="status">
        <Text fz="sm" fw={600}>
          We've sent a new link to{' '}
          <Text span fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {email ?? 'the e-mail address on your account'}
          </Text>
          .
        </Text>
        <Text fz="sm" mt={4}>
          It can take a few minutes to arrive. Check your spam folder if you can't see it, and open the link
          within 24 hours.
        </Text>
      </Alert>
    );
  }
  if (resend.status === 'already-verified') {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          Your e-mail address is already confirmed, so there is no need for a new link.
        </Alert>
        {continueButton}
      </Stack>
    );
  }
  if (resend.status === 'needs-sign-in') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
        {resend.message}{' '}
        <Anchor underline="always" component={Link} to={signInPath} fw={600} fz="sm">
          Sign in
        </Anchor>
      </Alert>
    );
  }
  if (resend.status === 'error') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
        {resend.message}
      </Alert>
    );
  }
  return null;
}
