/**
 * A purchase case's timeline on its page (pages/purchase-page.tsx): the seven stages from offer made to moved in, in
 * order, each done, current, to come, fell through or not reached, with the day it was reached. A list, so a screen
 * reader says how many stages there are.
 */
import { Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { IconCheck, IconClock, IconPoint, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { PurchaseCaseQuery } from '../../../gql/graphql';

/** One stage of the timeline, as the server sends it. */
export type PurchaseTimelineStage = PurchaseCaseQuery['purchaseCase']['purchaseCase']['timeline'][number];

/** Each status's words and bullet. */
const STATUSES: Record<string, { words: string; bullet: ReactNode }> = {
  done: { words: 'Done', bullet: <IconCheck size={14} aria-hidden="true" /> },
  current: { words: 'Current stage', bullet: <IconClock size={14} aria-hidden="true" /> },
  upcoming: { words: 'To come', bullet: <IconPoint size={14} aria-hidden="true" /> },
  'fell-through': { words: 'Fell through', bullet: <IconX size={14} aria-hidden="true" /> },
  'not-reached': { words: 'Not reached', bullet: <IconPoint size={14} aria-hidden="true" /> },
};

/** A stage's status in words, with its day when it has one, e.g. "Done, 1 December 2026". */
export function describeStage(stage: Pick<PurchaseTimelineStage, 'status' | 'date'>): string {
  const words = STATUSES[stage.status]?.words ?? stage.status;
  return stage.date ? `${words}, ${formatPurchaseCaseDate(stage.date)}` : words;
}

/** The index of the last stage reached (done, current or fell through), -1 when none has been. */
function lastReached(stages: readonly PurchaseTimelineStage[]): number {
  return stages.findLastIndex((stage) => ['done', 'current', 'fell-through'].includes(stage.status));
}

/** The bullet of a stage: a tick, a clock, a cross, or a dot. */
function StageBullet({ status }: { status: string }) {
  const colour =
    status === 'fell-through' ? 'red.9' : status === 'done' || status === 'current' ? 'teal.9' : 'gray.5';
  return (
    <ThemeIcon size={22} radius="xl" color={colour}>
      {STATUSES[status]?.bullet ?? STATUSES.upcoming?.bullet}
    </ThemeIcon>
  );
}

/**
 * The "Timeline" section.
 * @param stages the case's seven stages in order, as the server sends them
 */
export function PurchaseTimeline({ stages }: { stages: readonly PurchaseTimelineStage[] }) {
  return (
    <section aria-labelledby="purchase-timeline">
      <Title order={2} fz="h4" mb="sm" id="purchase-timeline">
        Timeline
      </Title>
      <Timeline active={lastReached(stages)} bulletSize={22} lineWidth={2} color="teal.9" role="list">
        {stages.map((stage) => (
          <Timeline.Item
            key={stage.stage}
            role="listitem"
            bullet={<StageBullet status={stage.status} />}
            title={stage.label}
          >
            <Text fz="sm" c={stage.status === 'fell-through' ? 'red.9' : 'gray.7'}>
              {describeStage(stage)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}
