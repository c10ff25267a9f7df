/**
 * The Application overview's sections (spec §2 "/your-application"): each group as a list of rows with the
 * section's state (to do, in progress, done, locked) and what the applicant entered; the next step is
 * highlighted. Locked rows are not links: they say what to finish first. Each link's accessible name is its
 * visible text (title, summary, state) in the order shown, with "step, to do" added after "Next" for screen
 * readers (WCAG 2.5.3 "Label in name", axe label-content-name-mismatch).
 */
import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconChevronRight,
  IconCircle,
  IconCircleCheckFilled,
  IconCircleHalf2,
  IconLock,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Section, SectionGroup, SectionState } from '../lib/sections';
import classes from './section-list.module.css';

const STATE_LABELS: Record<SectionState, string> = {
  Done: 'Done',
  InProgress: 'In progress',
  Todo: 'To do',
  Locked: 'Locked',
  Optional: 'Optional',
};

function StateIcon({ state }: { state: SectionState }) {
  const props = { size: 24, 'aria-hidden': true, style: { flex: 'none' } } as const;
  if (state === 'Done') return <IconCircleCheckFilled {...props} color="var(--mantine-color-green-8)" />;
  if (state === 'InProgress') return <IconCircleHalf2 {...props} color="var(--mantine-color-blue-7)" />;
  if (state === 'Locked') return <IconLock {...props} color="var(--mantine-color-gray-6)" />;
  return <IconCircle {...props} color="var(--mantine-color-gray-5)" />;
}

/** Badge text colours dark enough for WCAG AA (4.5:1) on their light backgrounds. */
const BADGE_TEXT = { green: '#1d5e2c', blue: '#1c4f86', gray: '#3d4349' } as const;

function StateBadge({ section }: { section: Section }) {
  if (section.isNext) {
    return (
      <Badge variant="filled" color="stairway" radius="sm" tt="none">
        Next
        <VisuallyHidden> step, {STATE_LABELS[section.state].toLowerCase()}</VisuallyHidden>
      </Badge>
    );
  }
  const label = section.skipped ? 'Skipped' : STATE_LABELS[section.state];
  const color =
    section.state === 'Done' && !section.skipped ? 'green' : section.state === 'InProgress' ? 'blue' : 'gray';
  return (
    <Badge
      variant="light"
      color={color}
      radius="sm"
      tt="none"
      style={{ '--badge-color': BADGE_TEXT[color] } as React.CSSProperties}
    >
      {label}
    </Badge>
  );
}

function SectionRow({ section }: { section: Section }) {
  const content = (
    <Group wrap="nowrap" gap="md" align="center" className={classes.rowInner}>
      <StateIcon state={section.state} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} lh={1.35}>
          {section.title}
        </Text>
        <Text fz="sm" c="gray.7" lh={1.4}>
          {section.summary}
        </Text>
      </Stack>
      <StateBadge section={section} />
      {section.state !== 'Locked' && (
        <IconChevronRight size={20} aria-hidden="true" color="var(--mantine-color-gray-6)" />
      )}
    </Group>
  );
  return (
    <li
      className={`${classes.row} ${section.isNext ? classes.next : ''}`}
      data-testid={`section-${section.key}`}
      data-state={section.state}
      data-next={section.isNext || undefined}
    >
      {section.state === 'Locked' ? (
        <div>{content}</div>
      ) : (
        <UnstyledButton component={Link} to={section.path} className={classes.link}>
          {content}
        </UnstyledButton>
      )}
    </li>
  );
}

/** The groups of sections. */
export function SectionList({ groups }: { groups: SectionGroup[] }) {
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <Stack key={group.key} gap="xs" component="section" aria-labelledby={`group-${group.key}`}>
          <Title order={2} id={`group-${group.key}`} fz="md" fw={700} c="gray.8">
            {group.title}
          </Title>
          <Paper withBorder radius="lg" className={classes.paper}>
            <ul className={classes.list}>
              {group.sections.map((section) => (
                <SectionRow key={section.key} section={section} />
              ))}
            </ul>
          </Paper>
        </Stack>
      ))}
    </Stack>
  );
}
