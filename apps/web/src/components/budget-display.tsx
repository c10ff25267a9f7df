/**
 * The budget display (spec §2, §5): the budget as whole pounds, a dash when it is not above £50,000, and a
 * fake loading state for 1.5 seconds whenever the budget changes (spec §4).
 */
import { Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { BUDGET_FAKE_LOADING_MS } from '@stairway/domain/constants';
import { formatBudget } from '@stairway/domain/money';
import { useEffect, useRef, useState } from 'react';

/** Shows "Your budget" and the amount. */
export function BudgetDisplay({
  budget,
  label = 'Your budget',
  size = 'md',
}: {
  budget: number | null | undefined;
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const [loading, setLoading] = useState(false);
  const previous = useRef(budget);
  useEffect(() => {
    if (previous.current === budget) return;
    previous.current = budget;
    setLoading(true);
    const timer = window.setTimeout(() => setLoading(false), BUDGET_FAKE_LOADING_MS);
    return () => window.clearTimeout(timer);
  }, [budget]);
  const fz = size === 'lg' ? 28 : size === 'md' ? 'lg' : 'sm';
  return (
    <Stack gap={0} align="flex-end" aria-live="polite" aria-busy={loading} data-testid="budget-display">
      <Text fz="xs" c="dimmed" lh={1.2}>
        {label}
      </Text>
      {loading ? (
        <>
          <Skeleton height={size === 'lg' ? 32 : 22} width={size === 'lg' ? 140 : 96} mt={2} aria-hidden />
          <VisuallyHidden>Working out your budget</VisuallyHidden>
        </>
      ) : (
        <Text fz={fz} fw={700} className="tabular-nums" lh={1.3}>
          {formatBudget(budget)}
        </Text>
      )}
    </Stack>
  );
}
