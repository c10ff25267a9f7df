/**
 * The top of a purchase case's page (pages/purchase-page.tsx): the link back to the purchases, the home's address, the
 * applicant with a link to their application, the case's state; and the next step as the applicant reads it, with who
 * it waits on and, for a case that fell through, why.
 */
import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PurchaseCaseQuery } from '../../../gql/graphql';
import { formatDateTime, purchaseStateColour } from '../lib/format';
import { opsPaths } from '../lib/paths';

/** A purchase case as its page shows it. */
export type PurchaseCaseReview = PurchaseCaseQuery['purchaseCase'];

type Props = { review: PurchaseCaseReview };

/**
 * The link back to the purchases, the address, the applicant (name, e-mail address, a link to the application),
 * when the case opened, the asking price and the state with the day it was reached.
 */
export function PurchaseCaseHeader({ review }: Props) {
  const { purchaseCase } = review;
  return (
    <>
      <Anchor component={Link} to={opsPaths.purchases} fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" /> Purchases
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {purchaseCase.address || 'No address given'}
          </Title>
          <Text c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {review.name} ({review.email}) ·{' '}
            <Anchor component={Link} to={opsPaths.application(review.applicationId)} underline="always">
              See the application
            </Anchor>
          </Text>
          <Text fz="sm" c="gray.7">
            Opened {formatDateTime(purchaseCase.openedAt)}
            {purchaseCase.askingPrice != null ? ` · asking price ${formatGBP(purchaseCase.askingPrice)}` : ''}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Badge size="lg" variant="filled" color={purchaseStateColour(purchaseCase.state)}>
            {purchaseCase.stateLabel}
          </Badge>
          <Text fz="sm" c="gray.7">
            Since {formatPurchaseCaseDate(purchaseCase.stateDate)}
          </Text>
        </Stack>
      </Group>
    </>
  );
}

/** Who a case waits on, as an operator reads it: the customer's "You" is the applicant. */
function waitingOnText(waitingOn: readonly string[]): string {
  const names = waitingOn
    .map((name) => (name === 'You' ? 'The applicant' : name))
    // "The solicitors and the seller": only the first name and Stairway keep their capital.
    .map((name, index) =>
      index === 0 || name === 'Stairway' ? name : name.charAt(0).toLowerCase() + name.slice(1),
    );
  if (names.length === 0) return 'No one';
  return names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The next step as the applicant reads it, who it waits on, and why the purchase fell through when it did. */
export function PurchaseNextStep({ review }: Props) {
  const { purchaseCase } = review;
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="sm">
        Next step
      </Title>
      <Stack gap="sm">
        {purchaseCase.fallThroughReason && (
          <Alert
            color="red"
            variant="light"
            title="Why it fell through"
            styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
            icon={<IconAlertTriangle aria-hidden="true" />}
          >
            {purchaseCase.fallThroughReason}
          </Alert>
        )}
        <Text>{purchaseCase.nextStep}</Text>
        <Text fz="sm" c="gray.7">
          As the applicant reads it on their progress page.
        </Text>
        <Text>
          <Text span fw={600}>
            Waiting on:
          </Text>{' '}
          {waitingOnText(purchaseCase.waitingOn)}
        </Text>
      </Stack>
    </Card>
  );
}
