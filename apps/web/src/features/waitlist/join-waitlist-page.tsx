/**
 * Join the waitlist (/waitlist/join-waitlist; spec §2 "Fee and waitlist", §3 waitlistFeePaid, §7 getPaymentLink,
 * checkPaymentSession; docs/decisions/017): the applicant pays the one-off waitlist fee by card at the payment
 * provider's checkout (Stripe Checkout, or the sandbox checkout on the server when Stripe is not configured)
 * and comes back here: `?session_id=…` is confirmed with checkPaymentSession (asked again for a little while
 * when the payment is still being confirmed), `?cancelled=1` says nothing was paid.
 *
 * The page says what the fee buys and when it is refunded, and links the terms (decision 051).
 *
 * States (packages/domain getWaitlistFeeState): not yet due (submit the application first), due (pay), paid
 * (on the waitlist), closed (a rejected application pays nothing).
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  List,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { formatPence, getWaitlistFeeState, type PaymentStatus } from '@stairway/domain/waitlist-fee';
import { IconCircleCheck, IconCreditCard, IconLock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { readGraphQLError } from '../../lib/server-errors';
import { useSession } from '../../lib/session';
import { CheckPaymentSessionMutation } from './graphql/checkPaymentSession';
import { GetPaymentLinkQuery } from './graphql/getPaymentLink';
import { describeReturn, type ReturnOutcome } from './lib/return-outcome';

/** How often, and how many times, a payment still being confirmed is asked about again. */
const RECHECK_MS = 2_000;
const RECHECKS = 10;

const TONE_COLOURS = { success: 'stairway', info: 'blue', warning: 'orange', error: 'red' } as const;

/** The "Join the waitlist" page. */
export function JoinWaitlistPage() {
  const { me, refetch } = useSession();
  const application = me?.application ?? null;
  const [params, setParams] = useSearchParams();
  const sessionId = params.get('session_id');
  const cancelled = params.get('cancelled') === '1';
  const [returned, setReturned] = useState<PaymentStatus | 'Left' | null>(cancelled ? 'Left' : null);
  const [check] = useMutation(CheckPaymentSessionMutation);
  const checks = useRef(0);
  // Reloads the profile once paid, with the latest refetch, without the confirmation below depending on it: the
  // session's refetch changes whenever the profile does, and the payment was confirmed twice.
  const onPaid = useEffectEvent(() => refetch());

  // Coming back from the checkout: confirm the session, asking again while it is still being confirmed.
  useEffect(() => {
    if (!sessionId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const run = async () => {
      checks.current += 1;
      try {
        const { data } = await check({ variables: { input: { sessionId } } });
        const status = data?.checkPaymentSession.status;
        if (stopped || !status) return;
        setReturned(status);
        if (status === 'Paid') await onPaid();
        if (status === 'Pending' && checks.current < RECHECKS)
          timer = setTimeout(() => void run(), RECHECK_MS);
      } catch {
        if (!stopped) setReturned(null);
      }
    };
    void run();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [sessionId, check]);

  const outcome = returned ? describeReturn(returned) : null;
  const state = application ? getWaitlistFeeState(application) : null;

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            Join the waitlist
          </Title>
          <Text c="gray.7">A one-off fee puts you on the Stairway waitlist.</Text>
        </Stack>
        {outcome && state !== 'Paid' && <ReturnMessage outcome={outcome} />}
        {!application || !state ? (
          <Text c="gray.7" aria-busy="true">
            Loading…
          </Text>
        ) : state === 'Paid' ? (
          <Paid pence={application.waitlistFeePence} paidAt={application.waitlistFeePaidAt ?? null} />
        ) : state === 'Due' ? (
          <PayFee
            pence={application.waitlistFeePence}
            onLeaveReturn={() => {
              if (sessionId || cancelled) setParams({}, { replace: true });
            }}
          />
        ) : (
          <NotDue closed={state === 'Closed'} />
        )}
      </Stack>
    </Container>
  );
}

/** What happened at the checkout. */
function ReturnMessage({ outcome }: { outcome: ReturnOutcome }) {
  return (
    <Alert
      color={TONE_COLOURS[outcome.tone]}
      variant="light"
      title={outcome.title}
      role={outcome.tone === 'error' ? 'alert' : 'status'}
      data-testid="waitlist-return"
      styles={{
        title: { color: 'var(--mantine-color-gray-9)' },
        message: { color: 'var(--mantine-color-gray-9)' },
      }}
    >
      {outcome.text}
    </Alert>
  );
}

/** The fee is due: what it is, and the button to the checkout. */
function PayFee({ pence, onLeaveReturn }: { pence: number; onLeaveReturn: () => void }) {
  const client = useApolloClient();
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const amount = formatPence(pence);

  async function pay() {
    setOpening(true);
    setProblem(null);
    try {
      const { data } = await client.query({ query: GetPaymentLinkQuery, fetchPolicy: 'network-only' });
      const url = data?.getPaymentLink.url;
      if (!url) throw new Error('No checkout link');
      onLeaveReturn();
      window.location.assign(url);
    } catch (error) {
      setProblem(
        readGraphQLError(error)?.message ?? 'We couldn’t open the checkout. Please try again in a moment.',
      );
      setOpening(false);
    }
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="waitlist-pay">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
            <IconCreditCard size={24} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz="lg">
              Waitlist fee: {amount}
            </Title>
            <Text c="gray.7">Paid once, by card. It covers you and anyone applying with you.</Text>
          </Stack>
        </Group>
        <List spacing={6} c="gray.8" fz="sm">
          <List.Item>
            You pay on our payment provider’s secure checkout page; we never see your card details.
          </List.Item>
          <List.Item>
            When the payment goes through, you come straight back here and you’re on the waitlist.
          </List.Item>
        </List>
        <FeeTerms amount={amount} />
        {problem && (
          <Text c="red.8" fz="sm" role="alert">
            {problem}
          </Text>
        )}
        <Group gap="sm">
          <Button
            onClick={() => void pay()}
            loading={opening}
            leftSection={<IconLock size={18} aria-hidden="true" />}
            data-testid="waitlist-pay-button"
          >
            Pay {amount} by card
          </Button>
          <Button component={Link} to={paths.dashboard} variant="subtle">
            Not now
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * What the fee buys and when it is refunded, as the terms say (/terms#fee; decision 051).
 * @param amount the fee, formatted, e.g. £99
 */
function FeeTerms({ amount }: { amount: string }) {
  return (
    <Stack gap={6} data-testid="waitlist-fee-terms">
      <Title order={3} fz="md">
        What the fee buys
      </Title>
      <Text fz="sm" c="gray.8">
        A place on our waitlist while our team reviews your application and, once it’s approved, works with
        you on finding a home. It doesn’t buy a home, an approval or an agreement.
      </Text>
      <Title order={3} fz="md">
        Refunds
      </Title>
      <Text fz="sm" c="gray.8">
        We refund the {amount} in full if we turn your application down, if you ask within 14 days of paying,
        or if you were charged twice. After 14 days it isn’t refunded otherwise.{' '}
        <Anchor component={Link} to={`${paths.terms}#fee`} underline="always" inherit fw={600}>
          Read the terms of the fee
        </Anchor>
      </Text>
    </Stack>
  );
}

/** The fee is paid: the applicant is on the waitlist. */
function Paid({ pence, paidAt }: { pence: number; paidAt: string | null }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="waitlist-paid">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" color="green.8" aria-hidden="true">
            <IconCircleCheck size={26} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz="lg">
              You’re on the waitlist
            </Title>
            <Text c="gray.7">
              You paid the {formatPence(pence)} waitlist fee
              {paidAt ? ` on ${dayjs(paidAt).format('D MMMM YYYY')}` : ''}. Thank you. If we turn your
              application down, we refund it in full (
              <Anchor component={Link} to={`${paths.terms}#fee`} underline="always" inherit>
                the terms of the fee
              </Anchor>
              ).
            </Text>
          </Stack>
        </Group>
        <Group gap="sm">
          <Button component={Link} to={paths.dashboard}>
            Back to your progress
          </Button>
          <Button component={Link} to={paths.homes.explore} variant="light">
            Explore homes
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The fee is not due: before the application is submitted, or for a rejected application. */
function NotDue({ closed }: { closed: boolean }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="waitlist-not-due">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {closed ? 'There is nothing to pay' : 'Submit your application first'}
        </Title>
        <Text c="gray.7">
          {closed
            ? 'As we can’t approve your application at the moment, there is no waitlist fee to pay.'
            : 'You can join the waitlist once you have submitted your application.'}
        </Text>
        <Anchor component={Link} to={paths.application.overview} fw={600}>
          Go to your application
        </Anchor>
      </Stack>
    </Paper>
  );
}
