/**
 * The "Plan" card of a purchase case's page (pages/purchase-page.tsx): the current plan version (key facts, SHA-256,
 * the PDF and the signatures: components/purchase-plan-version.tsx), or that there is none yet; and the form that
 * prepares it, or its next version, from the agreed price and the monthly rent, unless the plan is signed by everyone
 * or the purchase fell through (then it says why). The form's state is usePreparePlan's.
 */
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FALLEN_THROUGH } from '@stairway/domain/purchase-case';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { MoneyField } from '../../../components/form/money-field';
import { usePreparePlan } from '../hooks/use-prepare-plan';
import type { PurchaseCaseReview } from './purchase-case-header';
import { PurchasePlanVersion } from './purchase-plan-version';

type Props = { review: PurchaseCaseReview };
type Prepare = ReturnType<typeof usePreparePlan>;

/** Why no plan can be prepared for the case, or null when one can. */
export function whyNoNewPlan(purchaseCase: PurchaseCaseReview['purchaseCase']): string | null {
  if (purchaseCase.state === FALLEN_THROUGH) return 'The purchase fell through.';
  if (purchaseCase.plan?.fullySigned) return 'The plan is signed: it cannot be replaced.';
  return null;
}

/** The form: the agreed price, the monthly rent and the button. */
function PreparePlanForm({ version, prepare }: { version: number | null; prepare: Prepare }) {
  const { form, submit, sending, formError } = prepare;
  const label = version ? 'Prepare a new version' : 'Prepare the plan';
  return (
    <form onSubmit={submit} noValidate aria-label="Prepare the plan">
      <Stack gap="sm">
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {formError}
          </Alert>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <MoneyField
            control={form.control}
            name="price"
            label="Agreed price"
            description="Whole pounds, £10,000 to £5,000,000."
            min={10_000}
            max={5_000_000}
          />
          <MoneyField
            control={form.control}
            name="monthlyRent"
            label="Monthly rent"
            description="Whole pounds a month, £1 to £50,000."
            min={1}
            max={50_000}
          />
        </Group>
        <div>
          <Button type="submit" loading={sending}>
            {label}
          </Button>
        </div>
        <Text fz="sm" c="gray.7">
          {version
            ? `The new version replaces version ${version}: everyone who must sign reads and signs it afresh.`
            : 'The key facts, the schedule and the PDF are worked out from these two figures.'}
        </Text>
      </Stack>
    </form>
  );
}

/**
 * The "Plan" card.
 * @param review the case: its state, the home's asking price and its current plan version (null until prepared)
 */
export function PurchasePlanCard({ review }: Props) {
  const prepare = usePreparePlan(review);
  const { plan } = review.purchaseCase;
  const closed = whyNoNewPlan(review.purchaseCase);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="purchase-plan">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="purchase-plan">
          Plan
        </Title>
        {plan?.fullySigned && (
          <Badge size="lg" variant="filled" color="teal.9">
            Signed by everyone
          </Badge>
        )}
      </Group>
      <Stack gap="md">
        {prepare.outcome && (
          <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck aria-hidden="true" />}>
            {prepare.outcome}
          </Alert>
        )}
        {plan ? (
          <PurchasePlanVersion key={plan.id} plan={plan} />
        ) : closed ? (
          <Text>No plan was prepared.</Text>
        ) : (
          <Text>
            No plan yet. Prepare it from the agreed price and the monthly rent; the customer can then read it
            and sign it after their review window.
          </Text>
        )}
        {closed ? (
          <Text c="gray.7">{closed}</Text>
        ) : (
          <PreparePlanForm version={plan?.version ?? null} prepare={prepare} />
        )}
      </Stack>
    </Card>
  );
}
