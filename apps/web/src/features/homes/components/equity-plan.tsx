/**
 * "Your monthly plan" in the detail panel (spec §5, §9): the estimated rent, the equity contribution chosen
 * on the equity slider (from the base value to double the base), the total per month, how long until the
 * applicant could own the home, the 2% initial deposit, and the whole plan year by year (PlanSchedule).
 *
 * One figure drives it all: the slider moves in whole pounds from the spec's floor(price/100/12) to double that, and
 * getMonthlyEquityForSlider turns its value into the exact contribution (at the ends, exactly 1% of the price a year
 * and double it), from which the "about N years", the slider's labels and the year-by-year table are all worked out;
 * formatGBP rounds only for display.
 */
import { Box, Button, Divider, Group, Paper, Slider, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatGBP } from '@stairway/domain/money';
import {
  calculateInitialDeposit,
  calculateOwnershipYears,
  getEquitySliderRange,
  getMonthlyEquityForSlider,
} from '@stairway/domain/plan';
import { IconClockHour4, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { formatYears } from '../lib/listing-text';
import type { Home } from '../lib/types';
import { PlanExplainerModal } from './plan-explainer-modal';
import { PlanSchedule } from './plan-schedule';
import { RentEstimateTip } from './rent-estimate-tip';
import sliderClasses from './slider.module.css';

/** The equity slider's accessible name. */
export const EQUITY_SLIDER_LABEL = 'Monthly equity contribution';

function Row({
  label,
  value,
  strong,
  hint,
  tip,
}: {
  label: string;
  value: string;
  strong?: boolean;
  hint?: string;
  /** An info button after the label. */
  tip?: ReactNode;
}) {
  return (
    <Group justify="space-between" align={tip ? 'center' : 'baseline'} wrap="nowrap" gap="sm">
      <Box>
        <Group gap={2} wrap="nowrap">
          <Text fz={strong ? 'md' : 'sm'} fw={strong ? 600 : 400}>
            {label}
          </Text>
          {tip}
        </Group>
        {hint && (
          <Text fz="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Box>
      <Text
        fz={strong ? 'xl' : 'md'}
        fw={strong ? 700 : 600}
        className="tabular-nums"
        style={{ whiteSpace: 'nowrap' }}
      >
        {value}
      </Text>
    </Group>
  );
}

/** Shows the monthly plan for one home. Give it `key={home.id}` so the slider starts at the base each time. */
export function EquityPlan({ home }: { home: Home }) {
  const price = home.askingPrice;
  const { min, max } = getEquitySliderRange(price);
  const [sliderValue, setSliderValue] = useState(min);
  const [explainerOpened, explainer] = useDisclosure(false);
  /** The exact monthly equity (pounds, unrounded) at the slider's value. */
  const equity = getMonthlyEquityForSlider(price, sliderValue);
  const minEquity = getMonthlyEquityForSlider(price, min);
  const maxEquity = getMonthlyEquityForSlider(price, max);
  const years = calculateOwnershipYears(price, equity);
  const canSlide = max > min;

  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        Your monthly plan
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Row label="Estimated rent" value={formatGBP(home.rent)} tip={<RentEstimateTip size={32} />} />
          <Stack gap={6}>
            <Row label="Equity contribution" value={formatGBP(equity)} hint="Builds your share of the home" />
            {canSlide && (
              <>
                <Slider
                  value={sliderValue}
                  onChange={setSliderValue}
                  min={min}
                  max={max}
                  step={1}
                  label={null}
                  thumbLabel={EQUITY_SLIDER_LABEL}
                  thumbSize={44}
                  size="md"
                  mt={4}
                  classNames={{ thumb: sliderClasses.thumb }}
                />
                <Group justify="space-between" c="dimmed">
                  <Text fz="xs" inherit className="tabular-nums">
                    {formatGBP(minEquity)} · {formatYears(calculateOwnershipYears(price, minEquity))} years
                  </Text>
                  <Text fz="xs" inherit className="tabular-nums">
                    {formatGBP(maxEquity)} · {formatYears(calculateOwnershipYears(price, maxEquity))} years
                  </Text>
                </Group>
              </>
            )}
          </Stack>
          <Divider />
          <Row label="Total per month" value={formatGBP(home.rent + equity)} strong />
          <Group gap={8} wrap="nowrap" c="stairway.7" aria-live="polite">
            <IconClockHour4 size={20} aria-hidden="true" />
            <Text fw={600} inherit>
              You could own it in about {formatYears(years)} years
            </Text>
          </Group>
        </Stack>
      </Paper>
      <Paper radius="md" p="md" bg="gray.0">
        <Row
          label="Initial deposit"
          value={formatGBP(calculateInitialDeposit(price))}
          hint="2% of the price, paid when you move in"
        />
      </Paper>
      <PlanSchedule home={home} monthlyEquity={equity} />
      <Button
        variant="subtle"
        leftSection={<IconInfoCircle size={18} aria-hidden="true" />}
        onClick={explainer.open}
        style={{ alignSelf: 'flex-start' }}
      >
        How does the plan work?
      </Button>
      <PlanExplainerModal home={home} opened={explainerOpened} onClose={explainer.close} />
    </Stack>
  );
}
