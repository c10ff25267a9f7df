/**
 * The monthly statements of a plan on the purchase case's Payments card (purchase-payments-card.tsx), newest first:
 * each month in words with "Download PDF" (the statement is rendered on request and saved as
 * `stairway-statement-{month}.pdf`), and why the last download failed.
 */
import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatStatementMonth } from '@stairway/domain/plan-statement';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';

/** A month (YYYY-MM) in words, or as it is when it is not a month. */
function monthInWords(month: string): string {
  try {
    return formatStatementMonth(month);
  } catch {
    return month;
  }
}

/**
 * The "Statements" section.
 * @param months the months with a statement (YYYY-MM), newest first
 * @param downloadingMonth the month whose PDF is being fetched, or null
 * @param problem why the last download failed, or null
 * @param onDownload fetches and saves a month's PDF
 */
export function PurchasePaymentsStatements({
  months,
  downloadingMonth,
  problem,
  onDownload,
}: {
  months: readonly string[];
  downloadingMonth: string | null;
  problem: string | null;
  onDownload: (month: string) => void;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="purchase-payments-statements">
      <Title order={3} fz="md" id="purchase-payments-statements">
        Statements
      </Title>
      {problem && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {problem}
        </Alert>
      )}
      {months.length === 0 ? (
        <Text c="gray.7">No statement yet: the first is ready once a payment has been made.</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {months.map((month) => {
            const words = monthInWords(month);
            return (
              <Box component="li" key={month}>
                <Group justify="space-between" gap="sm" wrap="nowrap">
                  <Text>{words}</Text>
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconDownload size={14} aria-hidden="true" />}
                    loading={downloadingMonth === month}
                    disabled={downloadingMonth !== null && downloadingMonth !== month}
                    onClick={() => onDownload(month)}
                    aria-label={`Download PDF: ${words} statement`}
                  >
                    Download PDF
                  </Button>
                </Group>
              </Box>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
