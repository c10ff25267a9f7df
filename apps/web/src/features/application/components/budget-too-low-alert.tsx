/**
 * The message when the applicant's details give a budget under £50,000 (spec §4 step 8 "If budget is under
 * 50000, show a cannot-provide-budget message"; spec §5 "Budget must be at least 50000 to proceed"): what
 * keeps the budget down — income, commitments or deposit, each in words with its figures — and a link to the
 * page that changes each (the server's budgetLimits, from packages/domain budget-limits.ts).
 */
import { Alert, Anchor, List, Text } from '@mantine/core';
import { MIN_BUDGET } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../lib/paths';
import type { Application } from '../hooks/use-application';

/**
 * The alert, at the top of a page.
 * @param application its budgetLimits (most limiting first); with none (an older budget), the alert points to
 *   Income as before
 */
export function BudgetTooLowAlert({ application }: { application: Pick<Application, 'budgetLimits'> }) {
  const { pathname } = useLocation();
  const limits =
    application.budgetLimits.length > 0
      ? application.budgetLimits
      : [
          {
            factor: 'Income',
            path: paths.application.steps.income,
            text: 'Your details give a budget under that.',
            linkText: 'Check your income',
          },
        ];
  return (
    <Alert
      variant="light"
      color="orange"
      title="We can’t offer you a budget yet"
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      data-testid="cannot-provide-budget"
      // The light orange title colour falls below AA contrast; the icon keeps the colour.
      styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
    >
      <Text fz="sm" c="gray.9">
        We can only offer a budget of {formatGBP(MIN_BUDGET)} or more.
        {limits.length > 1 ? ' Each of these keeps yours under that:' : ''}
      </Text>
      <List fz="sm" c="gray.9" mt={6} spacing={6} listStyleType={limits.length > 1 ? 'disc' : 'none'}>
        {limits.map((limit) => (
          <List.Item key={limit.factor} data-testid={`budget-limit-${limit.factor}`}>
            {limit.text}{' '}
            {limit.path !== pathname ? null : limit.factor === 'Income' ? (
              <>
                Check it below, or{' '}
                <Anchor component={Link} to={paths.application.steps['additional-income']} fz="sm" fw={600}>
                  add any other income you have
                </Anchor>
                .
              </>
            ) : (
              'Change it below.'
            )}
            {limit.path === pathname ? null : (
              <Anchor component={Link} to={limit.path} fz="sm" fw={600}>
                {limit.linkText}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * The alert on a page that changes one of the limits (Cards, Monthly commitments, Dependants, Deposit), so
 * that an applicant sent there by the cannot-provide-budget message sees why.
 * @param application its budgetLimits
 * @param path the page's path
 * @returns the alert when a limit names this page, otherwise nothing
 */
export function BudgetLimitAlertFor({
  application,
  path,
}: {
  application: Pick<Application, 'budgetLimits'>;
  path: string;
}) {
  if (!application.budgetLimits.some((limit) => limit.path === path)) return null;
  return <BudgetTooLowAlert application={application} />;
}
