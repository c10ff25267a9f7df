/**
 * The "Verified income" section of an application in the console (decision 055): per person, the one-line summary
 * (declared take-home against the income seen in their bank), a calm badge when the two disagree (the words say it, not
 * only the colour), the regular income streams, the accounts shared and the period read; or why there is nothing to
 * show yet.
 */
import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import {
  formatBankDay,
  formatPenceAsPounds,
  INCOME_FREQUENCY_LABELS,
  INCOME_STREAM_KIND_LABELS,
  monthsSeenText,
} from '@stairway/domain/verified-income-text';
import { IconInfoCircle } from '@tabler/icons-react';
import type { VerifiedIncomeFieldsFragment } from '../../../gql/graphql';

/** The badge of each flag: words first; a soft orange, not red, since it asks for a look, not a refusal. */
const DISCREPANCY_LABELS: Record<string, string> = {
  BelowDeclared: 'Check: seen below declared',
  NoRegularIncome: 'Check: no regular income seen',
};

/** A connection no longer active, in words (decision 054's states). */
const CONNECTION_STATUS_LABELS: Record<string, string> = {
  ReconnectNeeded: 'Reconnect needed',
  Expired: 'Consent ended',
  Disconnected: 'Disconnected by the person',
};

function personLabel(person: string): string {
  return person === 'coApplicant' ? 'Co-applicant' : 'Applicant';
}

/** What the person declared, as a sentence; null when nothing was declared. */
function declaredText(p: VerifiedIncomeFieldsFragment): string | null {
  if (p.declaredMonthlyTakeHomePence == null || p.declaredGrossAnnualPounds == null) return null;
  return `Declared ${formatPenceAsPounds(p.declaredMonthlyTakeHomePence)} a month (estimated take-home of ${formatGBP(
    p.declaredGrossAnnualPounds,
  )} gross).`;
}

function accountText(account: VerifiedIncomeFieldsFragment['accounts'][number]): string {
  const mask = account.mask ? ` ending ${account.mask}` : '';
  const kind = account.subtype ?? account.type;
  return `${account.name}${mask} (${kind})`;
}

function PersonIncome({ person }: { person: VerifiedIncomeFieldsFragment }) {
  const headingId = `verified-income-${person.person}`;
  const declared = declaredText(person);
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} fz="h5" id={headingId}>
        {personLabel(person.person)}: {person.name}
      </Title>
      {!person.connected ? (
        <>
          <Text>
            {person.statementsUploaded
              ? 'No bank connected — statements were uploaded.'
              : 'Not connected yet.'}
          </Text>
          {declared && (
            <Text fz="sm" c="gray.7">
              {declared}
            </Text>
          )}
        </>
      ) : (
        <>
          <Text fw={500}>{person.sentence}</Text>
          <Group gap="xs" align="center">
            {person.discrepancy ? (
              <Badge
                variant="light"
                color="orange"
                c="dark.7"
                leftSection={<IconInfoCircle size={14} aria-hidden="true" />}
              >
                {DISCREPANCY_LABELS[person.discrepancy] ?? person.discrepancy}
              </Badge>
            ) : declared ? (
              <Badge variant="light" color="teal" c="dark.7">
                Consistent with declared
              </Badge>
            ) : null}
            {person.provider === 'sandbox' && (
              <Badge variant="light" color="gray" c="dark.7">
                Sandbox data: proves nothing
              </Badge>
            )}
            {person.connectionStatus && person.connectionStatus !== 'Active' && (
              <Badge variant="light" color="gray" c="dark.7">
                {CONNECTION_STATUS_LABELS[person.connectionStatus] ?? person.connectionStatus}: figures from
                the last read
              </Badge>
            )}
          </Group>
          {person.discrepancyReason && <Text fz="sm">{person.discrepancyReason}</Text>}
          {person.streams.length > 0 && (
            <Table verticalSpacing={4} fz="sm">
              <Table.Caption>Regular income seen in {person.name}’s bank</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Payer</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>A month</Table.Th>
                  <Table.Th>Months seen</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {person.streams.map((s) => (
                  <Table.Tr key={`${s.payer}-${s.kind}`}>
                    <Table.Td>{s.payer}</Table.Td>
                    <Table.Td>
                      {INCOME_STREAM_KIND_LABELS[s.kind]}, {INCOME_FREQUENCY_LABELS[s.frequency]}
                      {!s.counted && (
                        <Text span fz="xs" c="gray.7">
                          {' '}
                          (not counted:{' '}
                          {s.current ? 'not recognised as income' : `last seen ${formatBankDay(s.lastSeen)}`})
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatPenceAsPounds(s.monthlyPence)}</Table.Td>
                    <Table.Td>{monthsSeenText(s.monthsSeen, s.monthsInPeriod)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Text fz="sm" c="gray.7">
            {person.bankName ?? 'Bank'}:{' '}
            {person.accounts.length > 0 ? person.accounts.map(accountText).join('; ') : 'no accounts listed'}.{' '}
            Transactions {formatBankDay(person.periodFrom)} to {formatBankDay(person.periodTo)} (
            {person.monthsInPeriod} month{person.monthsInPeriod === 1 ? '' : 's'} compared).
          </Text>
        </>
      )}
    </Stack>
  );
}

/**
 * The "Verified income" card: one part per person (the applicant, then the co-applicant).
 * @param people the application's `verifiedIncome`
 */
export function VerifiedIncomeSection({ people }: { people: readonly VerifiedIncomeFieldsFragment[] }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="xs">
        Verified income
      </Title>
      <Text fz="sm" c="gray.7" mb="sm">
        The bank shows take-home pay, so it is compared with an estimate of the declared income after tax and
        National Insurance; more than 10% below is flagged for a look.
      </Text>
      <Stack gap="lg">
        {people.map((p) => (
          <PersonIncome key={p.person} person={p} />
        ))}
      </Stack>
    </Card>
  );
}
