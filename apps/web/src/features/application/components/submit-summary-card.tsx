/** The summary card of the "Submit your application" page: the budget and what the applicant entered. */
import { Anchor, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { INCOME_TYPE_LABELS } from '@stairway/domain/constants';
import { formatBudget, formatGBP } from '@stairway/domain/money';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { Application } from '../hooks/use-application';
import { summariseIncome } from '../lib/income';
import { describeDependants, formatMonths, totalMonthlyCommitments } from '../lib/sections';
import { FormCard } from './form-card';

/** The summary's rows, label then value. */
function summaryRows(application: Application, name: string): Array<[string, string]> {
  const primary = application.incomes.find((income) => income.primary);
  const others = application.incomes.filter((income) => !income.primary);
  return [
    ['Applicant', name],
    ['Address history', formatMonths(application.addressHistoryMonths)],
    [
      'Main income',
      primary ? `${INCOME_TYPE_LABELS[primary.type]}, ${summariseIncome(primary).figure}` : 'None',
    ],
    [
      'Other income',
      others.length > 0
        ? others.map((i) => `${INCOME_TYPE_LABELS[i.type]}, ${summariseIncome(i).figure}`).join('; ')
        : 'None',
    ],
    ['Card balances', formatGBP(application.cardBalance)],
    ['Monthly commitments', `${formatGBP(totalMonthlyCommitments(application))} a month`],
    ['Dependants', describeDependants(application)],
    ['Deposit', formatGBP(application.deposit)],
  ];
}

/** The card: the budget, how it is worked out, each entered figure, and a link back to the application. */
export function SubmitSummaryCard({ application, name }: { application: Application; name: string }) {
  const rows = summaryRows(application, name);
  return (
    <FormCard>
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Text fw={600}>Your budget</Text>
          <Text fw={700} fz={22} className="tabular-nums" data-testid="submit-budget">
            {formatBudget(application.budget)}
          </Text>
        </Group>
        <Text fz="sm" c="gray.7">
          Worked out from your income, commitments, dependants and deposit. Our team confirms it when they
          review your application.
        </Text>
        <Divider />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" component="dl" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" fz="sm" c="gray.7">
                {label}
              </Text>
              <Text component="dd" m={0} fw={500} className="tabular-nums">
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Text fz="sm">
          Something not right?{' '}
          <Anchor component={Link} to={paths.application.overview}>
            Go back to your application
          </Anchor>
        </Text>
      </Stack>
    </FormCard>
  );
}
