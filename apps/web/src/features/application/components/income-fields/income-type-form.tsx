/**
 * What the five income-type forms share: their props, the submit that shows the server's field errors next
 * to the fields (nothing typed is lost), keeping what was typed when the applicant switches to another type
 * and back, and the live "Counts as £X a year towards your budget" line (ARCHITECTURE.md §4 step 1, worked
 * out by the domain's getAssessableIncome).
 */
import { Stack, Text } from '@mantine/core';
import { getAssessableIncome, type IncomeInput } from '@stairway/domain/affordability';
import type { IncomeType } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { IconCalculator } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors, isGraphQLError } from '../../../../lib/server-errors';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import type { IncomeFormDefaults, IncomeFormOutput, IncomeFormValues } from '../../lib/income-form';
import classes from './income-fields.module.css';

/** The props of the form of one income type `K`. */
export type IncomeTypeFormProps<K extends IncomeType> = {
  /** The id of the `<form>`, which the page's primary button submits. */
  formId: string;
  /** What the form starts with: the saved income of this type, or what was typed before switching type. */
  initial: IncomeFormDefaults<K>;
  /** Keeps what was typed when the form goes away (the applicant chose another type). */
  onDraft: (values: IncomeFormValues<K>) => void;
  /** Saves the valid values; rejects with the mutation's error when the server refuses them. */
  onSave: (values: IncomeFormOutput<K>) => Promise<void>;
  /** Shows (or, with null, clears) a problem that belongs to no field. */
  onError: (message: string | null) => void;
};

/**
 * Wires a type's form to saving: keeps a draft when the form unmounts, and on submit (after the domain schema
 * passes in the browser) saves; the server's field errors go next to their fields and any other problem is
 * reported with `onError`. The values stay as typed either way.
 * @returns the form's onSubmit handler
 */
export function useIncomeTypeSubmit<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  props: {
    onDraft: (values: T) => void;
    onSave: (values: TOut) => Promise<void>;
    onError: (message: string | null) => void;
  },
) {
  const { getValues, setError, handleSubmit } = form;
  const onDraft = useRef(props.onDraft);
  onDraft.current = props.onDraft;
  useEffect(() => () => onDraft.current(getValues()), [getValues]);
  // Leaving the page with the income not saved asks first.
  useUnsavedChanges(form);

  return handleSubmit(async (values) => {
    props.onError(null);
    try {
      await props.onSave(values);
    } catch (error) {
      const message = applyServerErrors(error, setError, Object.keys(getValues()));
      props.onError(
        message ??
          (isGraphQLError(error)
            ? null
            : 'We couldn’t save your income. Check your connection and try again; what you typed is kept.'),
      );
    }
  });
}

/**
 * The live line under an income form: how much of it counts towards the budget, pounds a year, and why.
 * @param income the income as typed so far (missing amounts count as £0)
 * @param rule how this type counts, in a sentence (ARCHITECTURE.md §4 step 1)
 */
export function CountsTowardsBudget({ income, rule }: { income: IncomeInput; rule: ReactNode }) {
  const amount = getAssessableIncome(income);
  return (
    <div className={classes.counts} data-testid="income-counts">
      <IconCalculator size={22} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <Stack gap={2}>
        <Text fw={600}>
          Counts as <span className="tabular-nums">{formatGBP(amount)}</span> a year towards your budget
        </Text>
        <Text fz="sm">{rule}</Text>
      </Stack>
    </div>
  );
}
