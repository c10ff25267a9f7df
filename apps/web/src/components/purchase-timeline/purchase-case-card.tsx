/**
 * "Your purchase" (the purchase case of an approved home, ARCHITECTURE.md §7), shared by the applicant's and the
 * co-applicant's dashboards: the home's address, where the purchase stands and since when, what happens next and
 * who it waits on, and the seven stages in order. A purchase that fell through says why and leads back to choosing
 * a home; once moved in, it welcomes them home. Once the plan is prepared, it links to the plan's page, and once
 * everyone has signed it, to the home page with the Direct Debit, payments and statements.
 */
import { Alert, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { IconAlertTriangle, IconHomeHeart } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { PurchaseCaseCardFieldsFragment } from '../../gql/graphql';
import { paths } from '../../lib/paths';
import { PurchaseTimeline } from './purchase-timeline';

/** A purchase case as the card reads it (the PurchaseCaseCardFields fragment). */
export type PurchaseCaseView = PurchaseCaseCardFieldsFragment;

/** Props of the card. */
export type PurchaseCaseCardProps = {
  purchaseCase: PurchaseCaseView;
  /**
   * The applicant's first name, on the co-applicant's dashboard: the applicant chooses and submits homes, so a
   * purchase that fell through says they can choose another, with no link. Absent on the applicant's own page.
   */
  applicantName?: string;
  /** The customer's plan page (the applicant's or the co-applicant's); linked once the case has a plan. */
  planLink?: string;
  /** The customer's home page (the Direct Debit, payments and statements); linked once the plan is signed by all. */
  homeLink?: string;
};

/**
 * Who the purchase waits on in a sentence, e.g. ["The solicitors", "The seller"] → "The solicitors and the seller".
 * @param names the parties as the server words them ("You", "Stairway", "The seller")
 * @returns the names joined, only the first capitalised (Stairway always is); empty when none
 */
export function joinWaitingOn(names: readonly string[]): string {
  const words = names.map((name, index) =>
    index === 0 || name === 'Stairway' ? name : name.charAt(0).toLowerCase() + name.slice(1),
  );
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * Where the purchase stands in a line, e.g. "Offer accepted since 1 December 2026"; a closed case (moved in,
 * fallen through) says "on" its day.
 */
export function describeState(purchaseCase: Pick<PurchaseCaseView, 'state' | 'stateLabel' | 'stateDate'>) {
  const closed = purchaseCase.state === 'MovedIn' || purchaseCase.state === 'FallenThrough';
  return `${purchaseCase.stateLabel} ${closed ? 'on' : 'since'} ${formatPurchaseCaseDate(purchaseCase.stateDate)}`;
}

/** The card: the purchase of the approved home and its timeline. */
export function PurchaseCaseCard({ purchaseCase, applicantName, planLink, homeLink }: PurchaseCaseCardProps) {
  const titleId = useId();
  const fellThrough = purchaseCase.state === 'FallenThrough';
  const movedIn = purchaseCase.state === 'MovedIn';
  const waitingOn = joinWaitingOn(purchaseCase.waitingOn);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={titleId}
      data-testid="purchase-case"
      data-state={purchaseCase.state}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id={titleId}>
            Your purchase
          </Title>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="purchase-address">
            {purchaseCase.address}
          </Text>
          {purchaseCase.askingPrice != null && (
            <Text fz="sm" c="gray.7">
              Asking price <span className="tabular-nums">{formatGBP(purchaseCase.askingPrice)}</span>
            </Text>
          )}
        </Stack>
        <Text fw={700} c={fellThrough ? 'red.8' : 'stairway.8'} data-testid="purchase-state">
          {describeState(purchaseCase)}
        </Text>
        {fellThrough ? (
          <FellThrough reason={purchaseCase.fallThroughReason} applicantName={applicantName} />
        ) : movedIn ? (
          <Alert
            color="stairway"
            variant="light"
            radius="md"
            title="Welcome home"
            styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
            icon={<IconHomeHeart size={22} aria-hidden="true" />}
            data-testid="purchase-welcome"
          >
            {purchaseCase.nextStep}
          </Alert>
        ) : (
          <Stack gap={6}>
            <Title order={3} fz="md">
              What happens next
            </Title>
            <Text>{purchaseCase.nextStep}</Text>
            {waitingOn && (
              <Text fz="sm" c="gray.7" data-testid="purchase-waiting-on">
                <Text span fw={600} inherit c="gray.8">
                  Waiting on:
                </Text>{' '}
                {waitingOn}
              </Text>
            )}
          </Stack>
        )}
        {planLink && purchaseCase.plan && !fellThrough && (
          <Group gap="sm">
            {homeLink && purchaseCase.plan.fullySigned && (
              <Button component={Link} to={homeLink} size="md">
                Payments and your share
              </Button>
            )}
            <Button
              component={Link}
              to={planLink}
              size="md"
              variant={purchaseCase.plan.yourSigning?.signedAt ? 'light' : 'filled'}
            >
              {purchaseCase.plan.yourSigning?.signedAt ? 'Read your plan' : 'Read and sign your plan'}
            </Button>
          </Group>
        )}
        <Divider />
        <PurchaseTimeline stages={purchaseCase.timeline} />
      </Stack>
    </Paper>
  );
}

/** Why the purchase fell through, and the way back to choosing a home. */
function FellThrough({ reason, applicantName }: { reason: string | null; applicantName?: string }) {
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      title="This purchase will not go ahead"
      styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
      icon={<IconAlertTriangle size={22} aria-hidden="true" />}
      data-testid="purchase-fell-through"
    >
      <Stack gap="sm" align="flex-start">
        {reason && <Text fz="sm">Why: {reason}</Text>}
        {applicantName ? (
          <Text fz="sm">{applicantName} can choose another home and submit it to us from their account.</Text>
        ) : (
          <>
            <Text fz="sm">You can choose another home and submit it to us.</Text>
            <Button component={Link} to={paths.homes.explore} size="md">
              Choose another home
            </Button>
          </>
        )}
      </Stack>
    </Alert>
  );
}

/** The card while the purchase loads: shaped like it, so nothing moves when it arrives. */
export function PurchaseCaseCardSkeleton() {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      aria-busy="true"
      aria-label="Loading your purchase"
      data-testid="purchase-case-loading"
    >
      <Stack gap="md">
        <Skeleton height={22} width={160} />
        <Skeleton height={16} width="70%" />
        <Skeleton height={16} width="50%" />
        <Skeleton height={48} />
        {[0, 1, 2].map((row) => (
          <Group key={row} gap="sm" wrap="nowrap">
            <Skeleton height={28} circle />
            <Skeleton height={16} width="40%" />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
