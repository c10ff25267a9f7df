/**
 * The address history page's summary: how many months of history are covered and how many are still needed
 * (spec §5 "Address history must cover more than 35 months"), with a progress bar to 36 months.
 */
import { Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { ADDRESS_HISTORY_MIN_MONTHS } from '@stairway/domain/constants';
import { IconCircleCheck, IconMapPin } from '@tabler/icons-react';
import type { Application } from '../../hooks/use-application';
import { formatMonths } from '../../lib/sections';

/** Months of history that complete the section: more than 35 (spec §5). */
const MONTHS_REQUIRED = ADDRESS_HISTORY_MIN_MONTHS + 1;

/** How much history is covered, and how many months are still needed (spec §5). */
export function HistorySummary({
  application,
}: {
  application: Pick<Application, 'addresses' | 'addressHistoryMonths' | 'addressHistoryMonthsNeeded'>;
}) {
  const months = application.addressHistoryMonths;
  const needed = application.addressHistoryMonthsNeeded;
  const done = needed === 0 && application.addresses.length > 0;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      data-testid="address-history-summary"
      bg={done ? 'green.0' : undefined}
      style={done ? { borderColor: 'var(--mantine-color-green-3)' } : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon
          size={40}
          radius="xl"
          variant="light"
          color={done ? 'green' : 'stairway'}
          aria-hidden="true"
        >
          {done ? <IconCircleCheck size={22} /> : <IconMapPin size={22} />}
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1 }}>
          <Text fw={600} aria-live="polite">
            {done
              ? `Complete: ${formatMonths(months)} of address history`
              : application.addresses.length === 0
                ? 'We need more than 3 years of address history'
                : `${formatMonths(months)} added: ${needed} more ${needed === 1 ? 'month' : 'months'} needed`}
          </Text>
          <Progress
            value={Math.min(100, (months / MONTHS_REQUIRED) * 100)}
            color={done ? 'green' : 'stairway'}
            size="sm"
            aria-label={`${Math.min(months, MONTHS_REQUIRED)} of ${MONTHS_REQUIRED} months of address history`}
          />
          <Text fz="sm" c="gray.7">
            We count from the day you moved into your earliest address up to today. Lenders and our team use
            it to check your identity and credit history.
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
