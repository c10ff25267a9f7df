/**
 * The pipeline once signed in: applicants, the homes applicants saved or submitted (list or map), the purchases of
 * approved homes by stage, the portfolio of homes bought and charts, in tabs; the detail panel opens over them. The
 * charts (recharts) load only when their tab is opened.
 */
import { Container, Loader, Tabs, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { ApplicantsSection } from './applicants-section';
import { DetailsDrawer, type DetailsTarget } from './details-drawer';
import { HomesSection } from './homes-section';
import { PortfolioSection } from './portfolio-section';
import { PurchasesSection } from './purchases-section';

const PipelineCharts = lazy(() => import('./pipeline-charts').then((m) => ({ default: m.PipelineCharts })));

/** The signed-in pipeline. */
export function PipelineDashboard({ onSessionEnded }: { onSessionEnded: () => void }) {
  const [tab, setTab] = useState<string | null>('applicants');
  const [target, setTarget] = useState<DetailsTarget | null>(null);
  return (
    <Container size="xl">
      <Title order={1} fz={28} mb="md">
        Pipeline
      </Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="applicants">Applicants</Tabs.Tab>
          <Tabs.Tab value="homes">Saved and submitted homes</Tabs.Tab>
          <Tabs.Tab value="purchases">Purchases</Tabs.Tab>
          <Tabs.Tab value="portfolio">Portfolio</Tabs.Tab>
          <Tabs.Tab value="charts">Charts</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="applicants">
          <ApplicantsSection onOpen={setTarget} onSessionEnded={onSessionEnded} />
        </Tabs.Panel>
        <Tabs.Panel value="homes">
          <HomesSection onOpen={setTarget} onSessionEnded={onSessionEnded} />
        </Tabs.Panel>
        <Tabs.Panel value="purchases">
          <PurchasesSection onSessionEnded={onSessionEnded} />
        </Tabs.Panel>
        <Tabs.Panel value="portfolio">
          <PortfolioSection onSessionEnded={onSessionEnded} />
        </Tabs.Panel>
        <Tabs.Panel value="charts">
          <Suspense fallback={<Loader role="status" aria-label="Loading the charts" />}>
            <PipelineCharts />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
      <DetailsDrawer target={target} onClose={() => setTarget(null)} />
    </Container>
  );
}
