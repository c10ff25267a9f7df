/** One of the applicant's other incomes on the Additional income page. */
import { Button, Text } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import type { ApplicationIncome } from '../../hooks/use-application';
import { summariseIncome } from '../../lib/income';
import classes from './additional-income.module.css';

/**
 * One other income as a list item card: its type, main figure, what it is, what counts, and Edit / Remove.
 * @param readOnly hides Edit and Remove (the application is submitted)
 * @param editing disables Edit while this income is in the editor
 */
export function OtherIncomeCard(props: {
  income: ApplicationIncome;
  readOnly: boolean;
  editing: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const summary = summariseIncome(props.income);
  const titleId = useId();
  return (
    <li className={classes.card} aria-labelledby={titleId} data-testid="additional-income-card">
      <div className={classes.cardText}>
        <Text id={titleId} fw={600}>
          {summary.title}
        </Text>
        <Text fz="lg" fw={700} className="tabular-nums">
          {summary.figure}
        </Text>
        {summary.detail && (
          <Text fz="sm" c="gray.7">
            {summary.detail}
          </Text>
        )}
        <Text fz="sm" c="stairway.8" mt={4}>
          Counts as <span className="tabular-nums">{formatGBP(summary.countsPerYear)}</span> a year
        </Text>
      </div>
      {!props.readOnly && (
        <div className={classes.cardActions}>
          <Button
            variant="default"
            leftSection={<IconPencil size={18} aria-hidden="true" />}
            onClick={props.onEdit}
            disabled={props.editing}
            aria-label={`Edit ${summary.title.toLowerCase()} income, ${summary.figure}`}
          >
            Edit
          </Button>
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            onClick={props.onRemove}
            aria-label={`Remove ${summary.title.toLowerCase()} income, ${summary.figure}`}
            className={classes.removeButton}
          >
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}
