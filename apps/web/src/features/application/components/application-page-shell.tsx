/**
 * The frame of every application sub-page (spec §2: "A thin progress bar shows on application sub-pages,
 * with a minimum displayed value of 15%", back and next buttons; DESIGN.md "Patterns"): the bar, the
 * section's name, the title and introduction, the content, and Back / primary buttons (fixed at the bottom
 * on a phone). Once the application is submitted the content is read-only and says so. Leaving with answers
 * that are not saved asks first (UnsavedChangesGuard).
 */
import { Alert, Progress, Stack } from '@mantine/core';
import { getDisplayedProgress } from '@stairway/domain/application-progress';
import { IconAlertCircle, IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { ErrorSummary } from '../../../components/form/error-summary';
import type { Application } from '../hooks/use-application';
import { useHasRestoredDraft } from '../hooks/use-unsaved-changes';
import { getAdjacentPages } from '../lib/pages';
import classes from './application-page.module.css';
import { ApplicationPageFooter, ApplicationPageHeading } from './application-page-parts';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** Props of an application sub-page. */
export type ApplicationPageShellProps = {
  /** The loaded application: its progress, whether it is submitted and whether it is joint. */
  application: Pick<Application, 'progress' | 'submitted' | 'jointApplication'>;
  /** This page's path, e.g. /your-application/personal-details/about-you (for Back and Next). */
  path: string;
  /** The group the page belongs to, shown above the title, e.g. "Personal details". */
  section: string;
  /** The page's h1. */
  title: string;
  /** One or two sentences under the title. */
  description?: ReactNode;
  children: ReactNode;
  /** Id of the form the primary button submits. Without it the primary button goes to the next page. */
  formId?: string;
  /** The primary button's text (default "Save and continue" with a form, else "Continue"). */
  nextLabel?: string;
  /** Shows the primary button loading; the content is disabled meanwhile. */
  saving?: boolean;
  /** A problem with the last save that belongs to no field (shown above the buttons). */
  error?: string | null;
  /** Hides the Back / Next buttons (spec §4: a rejected application's submit page). */
  hideFooter?: boolean;
  /** Where Back goes (default: the previous page). */
  backTo?: string;
  /** Where the primary button goes when there is no form (default: the next page). */
  nextTo?: string;
  /**
   * How the link to the next page looks when there is no form: "filled" (default), or "default" (outlined)
   * while the page's own action (e.g. "Verify now") is the one to take first.
   */
  nextVariant?: 'filled' | 'default';
};

/** Lays out an application sub-page. */
export function ApplicationPageShell(props: ApplicationPageShellProps) {
  const { application } = props;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const adjacent = getAdjacentPages(props.path, application.jointApplication);
  const readOnly = application.submitted;
  const displayed = getDisplayedProgress(application.progress);
  const draftRestored = useHasRestoredDraft();

  // A new page: name it and move the focus to its heading, as a screen reader user would expect.
  useEffect(() => {
    document.title = `${props.title} · Your application · Stairway`;
    titleRef.current?.focus({ preventScroll: true });
  }, [props.title]);

  const submitsForm = Boolean(props.formId) && !readOnly;
  return (
    <>
      {!readOnly && <UnsavedChangesGuard />}
      <div className={classes.progress}>
        <Progress
          value={displayed}
          size={6}
          radius={0}
          aria-label={`Your application is ${application.progress}% complete`}
          data-testid="application-progress-bar"
          data-progress={application.progress}
        />
      </div>
      <div className={classes.page}>
        <Stack gap="lg">
          <ApplicationPageHeading
            section={props.section}
            progress={application.progress}
            title={props.title}
            description={props.description}
            titleRef={titleRef}
          />
          {readOnly && (
            <Alert
              variant="light"
              color="blue"
              icon={<IconLock size={20} aria-hidden="true" />}
              title="Your application has been submitted"
              data-testid="application-read-only"
            >
              We’re reviewing it, so it can’t be changed now. If something has changed, book a call with us.
            </Alert>
          )}
          {draftRestored && !readOnly && (
            <Alert
              variant="light"
              color="blue"
              icon={<IconDeviceFloppy size={20} aria-hidden="true" />}
              data-testid="draft-restored"
            >
              We’ve kept what you typed here before. It isn’t saved until you press{' '}
              {props.nextLabel ?? 'Save and continue'}.
            </Alert>
          )}
          <fieldset className={classes.fieldset} disabled={readOnly || props.saving}>
            {props.children}
          </fieldset>
          {submitsForm && props.formId && <ErrorSummary formId={props.formId} />}
          {props.error && (
            <Alert
              variant="light"
              color="red"
              icon={<IconAlertCircle size={20} aria-hidden="true" />}
              role="alert"
              data-testid="application-page-error"
            >
              {props.error}
            </Alert>
          )}
        </Stack>
        {!props.hideFooter && (
          <ApplicationPageFooter
            backTo={props.backTo ?? adjacent.previous}
            nextTo={props.nextTo ?? adjacent.next}
            formId={submitsForm ? props.formId : undefined}
            readOnly={readOnly}
            saving={props.saving}
            nextLabel={props.nextLabel}
            nextVariant={props.nextVariant}
          />
        )}
      </div>
    </>
  );
}
