/**
 * The plan's terms as the customer reads them: the key facts (a description list of the server's labels and
 * values), how and when the rent can change, buying the rest of the home, the fees (amounts in pence, shown in
 * pounds) and what happens if they leave.
 */
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { type ReactNode, useId } from 'react';
import type { YourPlan } from '../hooks/use-your-plan';

/** A titled part of the plan. */
export function PlanSection(props: { title: string; children: ReactNode; testId?: string }) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={titleId}
      data-testid={props.testId}
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          {props.title}
        </Title>
        {props.children}
      </Stack>
    </Paper>
  );
}

/** The key facts, in the server's order, as a description list. */
export function PlanKeyFacts({ keyFacts }: { keyFacts: YourPlan['keyFacts'] }) {
  return (
    <PlanSection title="Key facts" testId="plan-key-facts">
      <Stack component="dl" gap={0} m={0}>
        {keyFacts.map((fact, index) => (
          <Group
            key={fact.label}
            justify="space-between"
            align="baseline"
            gap="xs"
            py="xs"
            style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
          >
            <Text component="dt" c="gray.8" style={{ flex: '1 1 12rem' }}>
              {fact.label}
            </Text>
            <Text component="dd" m={0} fw={600} className="tabular-nums" style={{ overflowWrap: 'anywhere' }}>
              {fact.value}
            </Text>
          </Group>
        ))}
      </Stack>
    </PlanSection>
  );
}

/** A term in words: the server's text, its paragraphs kept. */
function Words({ text }: { text: string }) {
  return (
    <Box>
      {text
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph) => (
          <Text key={paragraph} mb="xs" style={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Text>
        ))}
    </Box>
  );
}

/** The fees: each one's name, amount and when it is paid; "There are no fees." when there are none. */
export function PlanFees({ fees }: { fees: YourPlan['fees'] }) {
  return (
    <PlanSection title="Fees" testId="plan-fees">
      {fees.length === 0 ? (
        <Text>There are no fees.</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {fees.map((fee) => (
            <li key={`${fee.name}-${fee.when}`}>
              <Group justify="space-between" align="baseline" gap="xs">
                <Text fw={600}>{fee.name}</Text>
                <Text fw={600} className="tabular-nums">
                  {formatGBP(fee.amountPence / 100)}
                </Text>
              </Group>
              <Text fz="sm" c="gray.7">
                {fee.when}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </PlanSection>
  );
}

/** The terms in words, then the fees, in the plan's order. */
export function PlanTerms({ plan }: { plan: YourPlan }) {
  return (
    <>
      <PlanSection title="How and when your rent can change">
        <Words text={plan.rentChanges} />
      </PlanSection>
      <PlanSection title="Buying the rest of your home">
        <Words text={plan.buyingTheRest} />
      </PlanSection>
      <PlanFees fees={plan.fees} />
      <PlanSection title="If you leave">
        <Words text={plan.leaving} />
      </PlanSection>
    </>
  );
}
