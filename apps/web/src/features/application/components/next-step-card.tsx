/**
 * What to do next on the Application overview (spec §4 "Next-step order"): the next section to finish, the
 * cannot-provide-budget message (budget under £50,000, spec §4 step 8) naming what keeps the budget down and
 * linking to the page that changes it, ready to submit, or in review / approved once submitted.
 */
import { Button, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { APPLICATION_STEP_LABELS, type ApplicationStepId } from '@stairway/domain/application-progress';
import { MIN_BUDGET } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { Application } from '../hooks/use-application';

/** The content of the card for each kind of next step. */
function describeNextStep(application: Application) {
  const next = application.nextStep;
  if (application.approved) {
    return {
      title: 'Your application is approved',
      text: 'Congratulations! Now find the home you want to rent and buy.',
      action: { to: paths.homes.explore, label: 'Explore homes' },
      tone: 'green' as const,
    };
  }
  if (next.kind === 'Submitted' || application.submitted) {
    return {
      title: 'Your application is in review',
      text: 'Our team is looking at your application and will be in touch. Meanwhile you can explore and save homes.',
      action: { to: paths.homes.explore, label: 'Explore homes' },
      tone: 'blue' as const,
    };
  }
  if (next.kind === 'CannotProvideBudget') {
    // What keeps the budget down, most limiting first; the next step's path is its page.
    const limit = application.budgetLimits[0];
    return {
      title: 'We can’t offer you a budget yet',
      text: `From what you’ve told us, your budget would be under ${formatGBP(MIN_BUDGET)}, the lowest we can offer. ${limit ? limit.text : 'Check your income details, or add any other income you receive.'}`,
      action: {
        to: next.path ?? limit?.path ?? paths.application.steps.income,
        label: limit?.linkText ?? 'Check your income',
      },
      tone: 'orange' as const,
    };
  }
  if (next.kind === 'ReadyToSubmit') {
    return {
      title: 'You’re ready to submit',
      text: 'Every section is done. Send your application to our team for review.',
      action: { to: next.path ?? paths.application['submit-disclaimer'], label: 'Review and submit' },
      tone: 'stairway' as const,
    };
  }
  const label = next.id ? (APPLICATION_STEP_LABELS[next.id as ApplicationStepId] ?? 'your application') : '';
  return {
    title: `Next: ${label}`,
    text:
      next.id === 'address-history' &&
      application.addressHistoryMonthsNeeded > 0 &&
      application.addresses.length > 0
        ? `Add ${application.addressHistoryMonthsNeeded} more ${application.addressHistoryMonthsNeeded === 1 ? 'month' : 'months'} of address history: we need more than 3 years.`
        : 'Pick up where you left off. We save your answers as you go.',
    action: {
      to: next.path ?? paths.application.overview,
      label: application.progress > 0 ? 'Continue' : 'Start',
    },
    tone: 'stairway' as const,
  };
}

/** The progress ring and the next step, with its one action. */
export function NextStepCard({ application }: { application: Application }) {
  const next = describeNextStep(application);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="next-step-card">
      <Stack gap="md">
        <RingProgress
          size={112}
          thickness={10}
          roundCaps
          sections={[{ value: application.progress, color: 'stairway' }]}
          label={
            <Text ta="center" fw={700} fz={22} className="tabular-nums" data-testid="application-progress">
              {application.progress}%
            </Text>
          }
          aria-label={`Your application is ${application.progress}% complete`}
          role="img"
        />
        <Stack gap={6}>
          <Title order={2} fz={{ base: 20, sm: 22 }} lh={1.3} data-testid="next-step-title">
            {next.title}
          </Title>
          <Text c="gray.7" fz="sm">
            {next.text}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={next.action.to}
          color={next.tone === 'orange' ? 'orange.9' : 'stairway'}
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          fullWidth
        >
          {next.action.label}
        </Button>
      </Stack>
    </Paper>
  );
}
