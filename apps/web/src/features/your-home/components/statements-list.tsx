/** "Statements": one link per month with entries in the plan's ledger, newest first (decision 071). */
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { formatStatementMonth } from '@stairway/domain/plan-statement';
import { useId } from 'react';
import { Link } from 'react-router';

/** The list; a line saying none yet when there are none. */
export function StatementsList({
  months,
  linkTo,
}: {
  months: readonly string[];
  linkTo: (month: string) => string;
}) {
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          Statements
        </Title>
        {months.length === 0 ? (
          <Text c="gray.7">Your first statement appears once a payment has been made.</Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {months.map((month) => (
              <li key={month}>
                <Anchor component={Link} to={linkTo(month)} fw={600}>
                  {formatStatementMonth(month)}
                </Anchor>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
