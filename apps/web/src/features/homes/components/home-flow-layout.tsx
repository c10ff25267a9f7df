/**
 * The frame of every page of a home found elsewhere (both flows, lib/home-flow.ts): the page header with its
 * back link, which step this is, the spec §5 message when a home can't be submitted now, and the page.
 */
import { Alert, Container, Progress, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { PageHeader } from '../../../components/page-header';
import type { HomeRefusal } from '../hooks/use-home-draft';
import type { HomeFlow } from '../lib/home-flow';

/** Props of {@link HomeFlowLayout}. */
export type HomeFlowLayoutProps = {
  flow: HomeFlow;
  /** The step shown, 0-based into `flow.steps`. */
  step: number;
  title: string;
  back: { to: string; label: string };
  /** Spec §5's reason, shown above the page; null hides it. */
  refusal: HomeRefusal;
  children: ReactNode;
};

/** Lays out one page of the flow. */
export function HomeFlowLayout({ flow, step, title, back, refusal, children }: HomeFlowLayoutProps) {
  useEffect(() => {
    document.title = `${title} · ${flow.title} · Stairway`;
  }, [title, flow.title]);
  const count = flow.steps.length;
  return (
    <Container size={720} py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <PageHeader title={title} subtitle={flow.title} back={back} />
        <Stack gap={6}>
          <Text fz="sm" c="gray.7" data-testid="home-flow-step">
            Step {step + 1} of {count}: {flow.steps[step]}
          </Text>
          <Progress
            value={((step + 1) / count) * 100}
            size="sm"
            radius="xl"
            aria-label={`Step ${step + 1} of ${count}`}
          />
        </Stack>
        {refusal && (
          <Alert
            color={refusal.reason === 'Paused' ? 'yellow' : 'blue'}
            variant="light"
            radius="lg"
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
            icon={<IconInfoCircle size={20} aria-hidden="true" />}
            title="You can’t submit a home just now"
            data-testid="home-refusal"
          >
            {refusal.message}
          </Alert>
        )}
        {children}
      </Stack>
    </Container>
  );
}
