/**
 * "Direct Debit": how the plan is paid (decision 071). Before the plan is signed by everyone, it says so and links
 * to the plan; then the applicant sets it up at the provider's page ("Set up Direct Debit"), while a co-applicant
 * reads that the applicant does; once given, it shows the account and since when; with the sandbox provider it
 * says that no real account is debited and links to the sandbox bank, where each payment is decided.
 */
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { IconBuildingBank, IconExternalLink } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { HomePayments } from '../hooks/use-home-payments';

/** Each status in words. */
const STATUS_WORDS: Record<string, string> = {
  SettingUp: 'Not finished',
  Pending: 'Waiting for your bank',
  Active: 'Active',
  Inactive: 'Cancelled at your bank',
  Cancelled: 'Not set up',
};

/** Props of the card. */
export type DirectDebitCardProps = {
  payments: HomePayments;
  /** The customer's plan page, for "Read and sign your plan". */
  planLink: string;
  /** True on the co-applicant's page: the applicant sets the Direct Debit up. */
  coApplicant: boolean;
  startSetup: () => Promise<void>;
  starting: boolean;
  startProblem: string | null;
};

/** The card. */
export function DirectDebitCard(props: DirectDebitCardProps) {
  const { payments } = props;
  const titleId = useId();
  const mandate = payments.directDebit;
  const given = mandate && mandate.status !== 'SettingUp' && mandate.status !== 'Cancelled';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} fz="lg" id={titleId}>
            Direct Debit
          </Title>
          {given && (
            <Badge color={mandate.status === 'Active' ? 'teal.9' : 'gray.7'} variant="filled" radius="sm">
              {STATUS_WORDS[mandate.status]}
            </Badge>
          )}
        </Group>
        {given ? (
          <Stack gap={6}>
            <Group gap="xs" wrap="nowrap">
              <IconBuildingBank size={20} aria-hidden="true" />
              <Text fw={600}>{mandate.bankLabel}</Text>
            </Group>
            {mandate.activeOn && (
              <Text fz="sm" c="gray.7">
                In force since {formatPurchaseCaseDate(mandate.activeOn)}. Your deposit and then each monthly
                payment are collected from this account.
              </Text>
            )}
          </Stack>
        ) : !payments.planSigned ? (
          <Stack gap="sm" align="flex-start">
            <Text>Once everyone has signed your plan, you can set up the Direct Debit that pays it.</Text>
            <Button component={Link} to={props.planLink} variant="light">
              Read and sign your plan
            </Button>
          </Stack>
        ) : props.coApplicant || !payments.canSetUpDirectDebit ? (
          <Text>
            The applicant sets up the Direct Debit from their account. It will show here once they have.
          </Text>
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text>
              Set up a Direct Debit from your bank account. We collect your deposit first, then each month’s
              rent and equity on the day your plan says. You are protected by the Direct Debit Guarantee.
            </Text>
            <Button size="md" onClick={() => void props.startSetup()} loading={props.starting}>
              Set up Direct Debit
            </Button>
            {props.startProblem && (
              <Alert color="red" variant="light" role="alert" w="100%">
                {props.startProblem}
              </Alert>
            )}
          </Stack>
        )}
        {payments.sandboxBankUrl && (
          <Alert color="gray" variant="light" radius="md" title="Sandbox: no real bank account is debited">
            <Text fz="sm" mb={6}>
              Payments are decided at the sandbox bank, where you can pay or fail each one.
            </Text>
            <Anchor href={payments.sandboxBankUrl} fz="sm" fw={600}>
              Open the sandbox bank <IconExternalLink size={14} aria-hidden="true" />
            </Anchor>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
