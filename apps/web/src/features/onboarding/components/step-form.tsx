/**
 * The frame of one onboarding step (spec §2 onboarding; DESIGN.md "Forms"): the heading, an optional
 * introduction, the fields, and the Back and Next buttons with the primary action on the right. The whole
 * form is disabled while it saves. After a failed Next, the form kit's ErrorSummary lists the fields to fix.
 */
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { type FormEventHandler, type ReactNode, useEffect, useRef } from 'react';
import { ErrorSummary } from '../../../components/form/error-summary';
import { ONBOARDING_STEPS, STEP_COUNT, type StepId, stepIndex } from '../lib/steps';
import classes from '../onboarding.module.css';

/** Props of a step's frame. */
export type StepFormProps = {
  step: StepId;
  /** A sentence or two under the heading. */
  intro?: ReactNode;
  /** Shown above the fields, e.g. an alert about other steps. */
  alert?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Goes to the previous step; the Back button is hidden when missing (the first step). */
  onBack?: () => void;
  /** The primary button's text; "Next" unless told. */
  submitLabel?: string;
  /** True while saving: the button shows a loader and the form is disabled. */
  busy?: boolean;
  children: ReactNode;
};

/** Lays out a step's form with its heading and the Back / Next buttons. */
export function StepForm({
  step,
  intro,
  alert,
  onSubmit,
  onBack,
  submitLabel = 'Next',
  busy = false,
  children,
}: StepFormProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const index = stepIndex(step);
  const title = ONBOARDING_STEPS[index]?.title ?? '';

  // A new step is a new page: name it and move the focus to its heading.
  useEffect(() => {
    document.title = `${title} · Step ${index + 1} of ${STEP_COUNT} · Stairway`;
    titleRef.current?.focus({ preventScroll: true });
  }, [title, index]);

  const isLast = index === STEP_COUNT - 1;
  return (
    <form
      id={`onboarding-form-${step}`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`onboarding-title-${step}`}
    >
      <fieldset className={classes.fieldset} disabled={busy}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Title
              order={1}
              id={`onboarding-title-${step}`}
              ref={titleRef}
              tabIndex={-1}
              className={classes.title}
              fz={{ base: 24, sm: 28 }}
              lh={1.25}
            >
              {title}
            </Title>
            {intro && <Text c="dimmed">{intro}</Text>}
          </Stack>
          {alert}
          {children}
          <ErrorSummary formId={`onboarding-form-${step}`} />
        </Stack>
        <div className={`${classes.footer} ${onBack ? '' : classes.footerEnd}`}>
          {onBack && (
            <Button
              type="button"
              variant="default"
              onClick={onBack}
              leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
            >
              Back
            </Button>
          )}
          <Button
            type="submit"
            className={classes.next}
            loading={busy}
            rightSection={isLast ? undefined : <IconArrowRight size={18} aria-hidden="true" />}
          >
            {submitLabel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
