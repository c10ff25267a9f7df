/**
 * The seven stages of a purchase as an ordered list (offer made to moved in): each stage's label and, in words as
 * well as by its marker, whether it is done (with its day), the current one, still to come, the one the purchase
 * fell through at, or not reached after it did.
 */
import { Text } from '@mantine/core';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { IconCheck, IconPointFilled, IconX } from '@tabler/icons-react';
import classes from './purchase-timeline.module.css';

/** One stage of the timeline, as the server's PurchaseTimelineStage gives it. */
export type PurchaseTimelineStageView = {
  stage: string;
  label: string;
  /** done, current, upcoming, fell-through or not-reached. */
  status: string;
  /** The day the stage was reached (or fell through), YYYY-MM-DD; null when not reached. */
  date: string | null;
};

/**
 * A stage's status in words, e.g. "Done on 1 December 2026", "Current stage since 3 December 2026", "To come".
 * @param stage the stage with its status and day
 */
export function describeStageStatus(stage: PurchaseTimelineStageView): string {
  const day = stage.date ? formatPurchaseCaseDate(stage.date) : null;
  switch (stage.status) {
    case 'done':
      return day ? `Done on ${day}` : 'Done';
    case 'current':
      return day ? `Current stage, since ${day}` : 'Current stage';
    case 'fell-through':
      return day ? `Fell through on ${day}` : 'Fell through';
    case 'not-reached':
      return 'Not reached';
    default:
      return 'To come';
  }
}

/** The marker's icon for a status; upcoming and not-reached stages show an empty circle. */
function StageIcon({ status }: { status: string }) {
  if (status === 'done') return <IconCheck size={16} stroke={3} aria-hidden="true" />;
  if (status === 'fell-through') return <IconX size={16} stroke={3} aria-hidden="true" />;
  if (status === 'current') return <IconPointFilled size={18} aria-hidden="true" />;
  return null;
}

/** The seven stages of a purchase, in order, with where the purchase stands. */
export function PurchaseTimeline({ stages }: { stages: readonly PurchaseTimelineStageView[] }) {
  return (
    <ol className={classes.list} aria-label="Stages of your purchase" data-testid="purchase-timeline">
      {stages.map((stage) => (
        <li
          key={stage.stage}
          className={classes.stage}
          data-status={stage.status}
          aria-current={stage.status === 'current' ? 'step' : undefined}
        >
          <span className={classes.marker}>
            <StageIcon status={stage.status} />
          </span>
          <div className={classes.body}>
            <Text className={classes.label} fw={stage.status === 'current' ? 700 : 600}>
              {stage.label}
            </Text>
            <Text className={classes.status}>{describeStageStatus(stage)}</Text>
          </div>
        </li>
      ))}
    </ol>
  );
}
