/**
 * A month's statement of the customer's plan, /your-home/statements/{YYYY-MM} (and the co-applicant's
 * /co-applicant-your-home/statements/{YYYY-MM}); decision 071: where they stood at the start and end of the
 * month (equity owned and its share, arrears), the money paid, the rent that fell due and the equity added, each
 * entry of the plan's ledger in words, and the statement as a PDF.
 */
import { Alert, Button, Container, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { HomeLoadFailed, HomeLoading } from './components/home-states';
import { useStatement } from './hooks/use-statement';

/** A signed change in pence, e.g. "+£166.67", "−£917", or "—" for none. */
const change = (pence: number) =>
  pence === 0 ? '—' : `${pence > 0 ? '+' : '−'}${formatPence(Math.abs(pence))}`;

/** One figure of the summary. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text fz="sm" c="gray.7">
        {label}
      </Text>
      <Text fz="lg" fw={700} className="tabular-nums">
        {value}
      </Text>
    </Stack>
  );
}

/** The statement page. */
export function StatementPage() {
  const { month = '' } = useParams();
  const coApplicant = useSession().role === 'coApplicant';
  const homePath = coApplicant ? paths.coApplicantYourHome : paths.yourHome;
  const state = useStatement(month);
  const tableId = useId();
  const { statement } = state;
  useEffect(() => {
    document.title = `${statement?.monthLabel ?? 'Statement'} statement · Stairway`;
  }, [statement?.monthLabel]);

  let body: ReactNode;
  if (statement) {
    body = (
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="lg">
            <Figure label="Paid this month" value={formatPence(statement.paidPence)} />
            <Figure label="Equity added" value={formatPence(statement.equityAddedPence)} />
            <Figure label="Rent due" value={formatPence(statement.rentPence)} />
            <Figure label="Equity at the start" value={formatPence(statement.openingEquityOwnedPence)} />
            <Figure
              label="Equity at the end"
              value={`${formatPence(statement.closingEquityOwnedPence)} (${statement.closingSharePercent.toFixed(2)}%)`}
            />
            <Figure label="Owed at the end" value={formatPence(statement.closingArrearsPence)} />
          </SimpleGrid>
        </Paper>
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          component="section"
          aria-labelledby={tableId}
        >
          <Stack gap="md">
            <Title order={2} fz="lg" id={tableId}>
              What happened
            </Title>
            {statement.lines.length === 0 ? (
              <Text c="gray.7">Nothing was paid or owed this month.</Text>
            ) : (
              <Table.ScrollContainer minWidth={560} type="native">
                <Table verticalSpacing="sm" aria-labelledby={tableId}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Date</Table.Th>
                      <Table.Th scope="col">What happened</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Paid
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Equity
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Owed
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {statement.lines.map((line, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the ledger's lines in order, never reordered; two may read the same.
                      <Table.Tr key={`${line.date}-${index}`}>
                        <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                          {formatPurchaseCaseDate(line.date)}
                        </Table.Td>
                        <Table.Td fz="sm">{line.description}</Table.Td>
                        <Table.Td fz="sm" ta="right" className="tabular-nums">
                          {line.paidPence ? formatPence(line.paidPence) : '—'}
                        </Table.Td>
                        <Table.Td fz="sm" ta="right" className="tabular-nums">
                          {change(line.equityChangePence)}
                        </Table.Td>
                        <Table.Td fz="sm" ta="right" className="tabular-nums">
                          {change(line.arrearsChangePence)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Paper>
        <Stack gap="xs" align="flex-start">
          <Button
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            onClick={() => void state.download()}
            loading={state.downloading}
          >
            Download the PDF
          </Button>
          {state.downloadProblem && (
            <Alert color="red" variant="light" role="alert">
              {state.downloadProblem}
            </Alert>
          )}
        </Stack>
      </Stack>
    );
  } else if (state.loading) {
    body = <HomeLoading />;
  } else if (state.problem && state.problem !== 'failed') {
    body = (
      <Alert color="red" variant="light" role="alert">
        {state.problem}
      </Alert>
    );
  } else {
    body = <HomeLoadFailed onRetry={state.retry} />;
  }

  const content = (
    <Stack gap="lg">
      <PageHeader
        title={`Statement for ${statement?.monthLabel ?? month}`}
        back={{ to: homePath, label: 'Back to your home' }}
        subtitle={statement?.address}
      />
      {body}
    </Stack>
  );
  if (coApplicant) return content;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      {content}
    </Container>
  );
}
