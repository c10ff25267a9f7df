/**
 * The steps of the plan's ending (decision 076), each done or still to come, with its day and figure: moving out
 * (notice given → home inspected → refund paid) or buying the rest (going ahead → valuation → mortgage offer →
 * completion). From the server's `steps` (packages/domain plan-ending.ts endingSteps).
 */
import { Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { IconCheck } from '@tabler/icons-react';
import type { PlanEnding } from '../hooks/use-plan-ending';

/** The figure of a step in words: the damage charge, or the refund, valuation or amount received. */
function figureOf(label: string, pence: number): string {
  if (label === 'Home inspected')
    return pence > 0 ? `Damage charge ${formatPence(pence)}` : 'No damage charge';
  return formatPence(pence);
}

/** The list of steps; `figures` false leaves out their amounts (when the card lists them already). */
export function PlanEndingSteps({
  steps,
  figures = true,
}: {
  steps: PlanEnding['steps'];
  figures?: boolean;
}) {
  return (
    <ol data-testid="plan-ending-steps" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {steps.map((step, index) => (
        <li key={step.label} style={{ padding: '6px 0' }} data-done={step.done}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon
              size={24}
              radius="xl"
              color={step.done ? 'teal' : 'gray'}
              variant={step.done ? 'filled' : 'light'}
              aria-hidden
            >
              {step.done ? <IconCheck size={14} /> : <Text fz="xs">{index + 1}</Text>}
            </ThemeIcon>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fz="sm" fw={step.done ? 600 : 400} c={step.done ? undefined : 'gray.7'}>
                  {step.label}
                  <VisuallyHidden component="span">{step.done ? ' (done)' : ' (to come)'}</VisuallyHidden>
                </Text>
                {figures && step.pence !== null && (
                  <Text fz="sm" className="tabular-nums">
                    {figureOf(step.label, step.pence)}
                  </Text>
                )}
              </Group>
              <Text fz="xs" c="gray.7">
                {step.on ? formatPurchaseCaseDate(step.on) : 'Still to come'}
              </Text>
            </div>
          </Group>
        </li>
      ))}
    </ol>
  );
}
