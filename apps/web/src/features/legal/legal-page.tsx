/**
 * The frame of the legal pages (/privacy, /terms): a readable column with the title, when the text last changed, and
 * its sections, each a heading of level 2 with its paragraphs and lists.
 */
import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';

/** When the legal texts last changed (shown on both pages). */
export const LEGAL_UPDATED = '29 November 2026';

/**
 * A legal page.
 * @param title the page's heading and document title
 * @param intro the first paragraph
 * @param children its sections ({@link LegalSection})
 */
export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const { hash } = useLocation();
  useEffect(() => {
    document.title = `${title} · Stairway`;
  }, [title]);
  // A link to a section (e.g. /terms#fee from the fee page) opens at that section.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={760} mx="auto">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
            {title}
          </Title>
          <Text fz="sm" c="gray.7">
            Last updated {LEGAL_UPDATED}
          </Text>
          <Text>{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * One section: its heading and what it says.
 * @param id the anchor other pages link to, e.g. `fee`
 */
export function LegalSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <Title order={2} fz={{ base: 19, sm: 22 }} id={id ? `${id}-title` : undefined}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A bulleted list of a section. */
export function LegalList({ items }: { items: ReactNode[] }) {
  return (
    <List spacing={6} withPadding>
      {items.map((item, index) => (
        // The lists are fixed text: their order never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed content
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}

/** A link to another page of the app, underlined. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} underline="always" inherit>
      {children}
    </Anchor>
  );
}

/** The paths the legal texts link to. */
export const legalPaths = { privacy: paths.privacy, terms: paths.terms, settings: paths.settings.root };
