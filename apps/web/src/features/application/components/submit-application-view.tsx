/**
 * The submit-application page once the application is submitted (spec §4 "Application states"): in review,
 * approved, or rejected. A rejected application shows this page with the footer hidden (spec §4); the
 * Application overview shows it too.
 */
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type ApplicationState, getApplicationState } from '@stairway/domain/application-status';
import { IconCalendarEvent, IconCircleCheck, IconClockHour4, IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { BOOKING_URL } from '../../../lib/config';
import { paths } from '../../../lib/paths';
import type { Application } from '../hooks/use-application';
import classes from './application-page.module.css';

/** What the applicant sees for each state. */
function content(state: ApplicationState) {
  if (state === 'rejected') {
    return {
      icon: IconInfoCircle,
      color: 'red',
      title: 'We can’t approve your application at the moment',
      text: 'Thank you for applying. Unfortunately we can’t offer you a Stairway plan right now. This is often because of income, commitments or credit history, and things can change. If you’d like to understand why, or what you could do next, book a call with our team.',
      testId: 'application-rejected',
    };
  }
  if (state === 'approved') {
    return {
      icon: IconCircleCheck,
      color: 'green',
      title: 'Your application is approved',
      text: 'Congratulations! Your budget is confirmed. Explore homes in your postcode districts, save the ones you like and submit one for review.',
      testId: 'application-approved',
    };
  }
  return {
    icon: IconClockHour4,
    color: 'blue',
    title: 'Your application has been submitted',
    text: 'Thank you. Our team is reviewing your application and will be in touch by e-mail. Meanwhile you can explore and save homes.',
    testId: 'application-submitted',
  };
}

/** The submitted, approved or rejected application. */
export function SubmittedApplicationView({
  application,
}: {
  application: Pick<Application, 'submitted' | 'approved' | 'rejected'>;
}) {
  const decision = getApplicationState(application);
  const state = content(decision);
  useEffect(() => {
    document.title = `${state.title} · Stairway`;
  }, [state.title]);
  return (
    <div className={classes.page}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid={state.testId}>
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={56} radius="xl" variant="light" color={state.color} aria-hidden="true">
            <state.icon size={30} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.25}>
            {state.title}
          </Title>
          <Text c="gray.7">{state.text}</Text>
          <Group gap="sm">
            {decision === 'rejected' ? (
              <Button
                component="a"
                href={BOOKING_URL}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
              >
                Book a call
              </Button>
            ) : (
              <>
                <Button component={Link} to={paths.homes.explore}>
                  Explore homes
                </Button>
                <Button component={Link} to={paths.dashboard} variant="default">
                  Go to your progress
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Paper>
    </div>
  );
}
