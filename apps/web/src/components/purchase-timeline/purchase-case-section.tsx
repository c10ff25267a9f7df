/**
 * The purchase on a dashboard in each of its states: a skeleton while it loads, a small message with "Try again"
 * when it could not be loaded, the card once it has come, and nothing when there is no purchase (no home approved).
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PurchaseCaseCard, PurchaseCaseCardSkeleton, type PurchaseCaseView } from './purchase-case-card';

/** Props of the section. */
export type PurchaseCaseSectionProps = {
  /** The purchase; null when there is none, undefined before it has come. */
  purchaseCase: PurchaseCaseView | null | undefined;
  loading: boolean;
  /** True when the purchase could not be loaded. */
  failed: boolean;
  /** Loads it again. */
  onRetry: () => void;
  /** The applicant's first name, on the co-applicant's dashboard (PurchaseCaseCard). */
  applicantName?: string;
  /** The customer's plan page, linked from the card once the case has a plan (PurchaseCaseCard). */
  planLink?: string;
  /** The customer's home page (payments and statements), linked once everyone has signed the plan. */
  homeLink?: string;
};

/** The purchase card, its skeleton, its error with "Try again", or nothing. */
export function PurchaseCaseSection(props: PurchaseCaseSectionProps) {
  const { purchaseCase } = props;
  if (purchaseCase)
    return (
      <PurchaseCaseCard
        purchaseCase={purchaseCase}
        applicantName={props.applicantName}
        planLink={props.planLink}
        homeLink={props.homeLink}
      />
    );
  if (props.loading) return <PurchaseCaseCardSkeleton />;
  if (props.failed) {
    return (
      <Alert
        variant="light"
        color="red"
        radius="md"
        icon={<IconAlertCircle size={20} aria-hidden="true" />}
        data-testid="purchase-case-failed"
      >
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Text fz="sm">We couldn’t load your purchase. Check your connection, then try again.</Text>
          <Button variant="white" color="dark" size="sm" onClick={props.onRetry}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  return null;
}
