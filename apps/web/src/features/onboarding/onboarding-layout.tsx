/**
 * The onboarding layout (spec §2 "Onboarding, in this order", /onboard/*): the logo linking home, "Already
 * have an account? Sign in", a centred card with the step indicator ("Step 2 of 6") and progress bar, and
 * the current step. It keeps the answers (see onboarding-context.tsx), sends a signed-in user to
 * /dashboard, and sends anyone opening a later step before finishing the earlier ones to the first
 * incomplete step.
 */
import { Anchor, Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { PROGRESS_BAR_MIN_PERCENT } from '@stairway/domain/constants';
import { useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { firstIncompleteStepBefore, STEP_COUNT, stepForPath, stepIndex } from './lib/steps';
import classes from './onboarding.module.css';
import { OnboardingProvider, useOnboarding } from './onboarding-context';

/** Lays out the onboarding steps and guards their order (spec §2). */
export function OnboardingLayout() {
  const { token } = useSession();
  const location = useLocation();

  // The steps name the page; give the previous title back on leaving onboarding. It is read while
  // rendering, before any step has changed it.
  const [originalTitle] = useState(() => document.title);
  useEffect(
    () => () => {
      document.title = originalTitle;
    },
    [originalTitle],
  );

  if (token) return <Navigate to={paths.dashboard} replace />;
  return (
    <OnboardingProvider search={location.search}>
      <div className={classes.page}>
        <header className={classes.header}>
          <div className={classes.headerInner}>
            <UnstyledButton
              component={Link}
              to={paths.landing}
              aria-label="Stairway home"
              className={classes.headerLink}
            >
              <Logo />
            </UnstyledButton>
            <Text fz="sm" className={classes.signInPrompt}>
              Already have an account?{' '}
              <Anchor component={Link} to={paths.login} fw={600} inherit className={classes.headerLink}>
                Sign in
              </Anchor>
            </Text>
          </div>
        </header>
        <main className={classes.main}>
          <div className={classes.card}>
            <StepGuard />
          </div>
        </main>
      </div>
    </OnboardingProvider>
  );
}

/** The step indicator and the step, or a redirect to the first step still to answer. */
function StepGuard() {
  const { pathname } = useLocation();
  const { draft } = useOnboarding();
  const step = stepForPath(pathname);

  useEffect(() => {
    if (step) window.scrollTo({ top: 0 });
  }, [step]);

  if (!step) return <Outlet />;
  const missing = firstIncompleteStepBefore(draft, step.id);
  if (missing) return <Navigate to={missing.path} replace />;

  const number = stepIndex(step.id) + 1;
  // The share of steps done, never below the spec's 15% minimum (spec §2, §9).
  const percent = Math.max(PROGRESS_BAR_MIN_PERCENT, Math.round(((number - 1) / STEP_COUNT) * 100));
  return (
    <Stack gap="lg">
      <Stack gap={8}>
        <Group justify="space-between" gap="xs">
          <Text fz="sm" fw={600} c="stairway.7">
            Step {number} of {STEP_COUNT}
          </Text>
          <Text fz="sm" c="dimmed">
            {step.name}
          </Text>
        </Group>
        <Progress.Root size="sm" radius="xl">
          <Progress.Section
            value={percent}
            aria-label={`Onboarding progress: step ${number} of ${STEP_COUNT}`}
            aria-valuetext={`Step ${number} of ${STEP_COUNT}`}
          />
        </Progress.Root>
      </Stack>
      <Outlet />
    </Stack>
  );
}
