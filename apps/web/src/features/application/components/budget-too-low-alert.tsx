/**
 * The message when the applicant's details give a budget under £50,000 (spec §4 step 8 "If budget is under
 * 50000, show a cannot-provide-budget message that sends the user back to income"; spec §5 "Budget must be at
 * least 50000 to proceed"): what happened and what to do next.
 */
import { Alert, Anchor, Text } from '@mantine/core';
import { MIN_BUDGET } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/**
 * The alert at the top of the Income page (with a link to Additional income) or of the Additional income page.
 * @param page where it is shown: on Income it points to additional income, on Additional income to adding one
 */
export function BudgetTooLowAlert({ page }: { page: 'income' | 'additional-income' }) {
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
        We can only offer a budget of {formatGBP(MIN_BUDGET)} or more, and your details give a budget under
        that.{' '}
        {page === 'income' ? (
          <>
            Check your income details below are right and complete, or{' '}
            <Anchor component={Link} to={paths.application.steps['additional-income']} fz="sm" fw={600}>
              add any other income you have
            </Anchor>
            .
          </>
        ) : (
          'If you have any other income, adding it here may help.'
        )}
      </Text>
    </Alert>
  );
}
