/**
 * The heading and the Back / primary buttons of an application sub-page (split from application-page-shell.tsx
 * by length).
 */
import { Button, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import classes from './application-page.module.css';

/** Props of {@link ApplicationPageHeading}. */
export type ApplicationPageHeadingProps = {
  /** The group the page belongs to, shown above the title. */
  section: string;
  /** The application's progress in percent (read out after the section). */
  progress: number;
  /** The page's h1. */
  title: string;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** The h1, which gets the focus on a new page. */
  titleRef: RefObject<HTMLHeadingElement | null>;
};

/** The section's name, the page's h1 and its introduction. */
export function ApplicationPageHeading({
  section,
  progress,
  title,
  description,
  titleRef,
}: ApplicationPageHeadingProps) {
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={600} c="stairway.7">
        {section}
        <VisuallyHidden>, {progress}% of your application is complete</VisuallyHidden>
      </Text>
      <Title
        order={1}
        ref={titleRef}
        tabIndex={-1}
        className={classes.title}
        fz={{ base: 24, sm: 30 }}
        lh={1.25}
      >
        {title}
      </Title>
      {description && <Text c="gray.7">{description}</Text>}
    </Stack>
  );
}

/** Props of {@link ApplicationPageFooter}. */
export type ApplicationPageFooterProps = {
  /** Where Back goes. */
  backTo: string;
  /** Where the primary link goes when there is no form to submit. */
  nextTo: string;
  /** Id of the form the primary button submits; without it the primary button is a link to `nextTo`. */
  formId?: string;
  /** Whether the application is submitted (the primary link then says "Next"). */
  readOnly: boolean;
  /** Shows the submit button loading. */
  saving?: boolean;
  /** The primary button's text. */
  nextLabel?: string;
  /** How the primary link looks when there is no form. */
  nextVariant?: 'filled' | 'default';
};

/** Back and the primary button (submit the form, or go to the next page). */
export function ApplicationPageFooter({
  backTo,
  nextTo,
  formId,
  readOnly,
  saving,
  nextLabel,
  nextVariant,
}: ApplicationPageFooterProps) {
  return (
    <div className={classes.footer}>
      <Button
        component={Link}
        to={backTo}
        variant="default"
        leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
      >
        Back
      </Button>
      {formId ? (
        <Button
          type="submit"
          form={formId}
          className={classes.next}
          loading={saving}
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          {nextLabel ?? 'Save and continue'}
        </Button>
      ) : (
        <Button
          component={Link}
          to={nextTo}
          className={classes.next}
          variant={readOnly ? 'filled' : (nextVariant ?? 'filled')}
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          {readOnly ? 'Next' : (nextLabel ?? 'Continue')}
        </Button>
      )}
    </div>
  );
}
