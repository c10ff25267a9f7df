/**
 * The customer's own figures for "when can you buy the rest?" (decision 077): the household income, card balances
 * and loan repayments as they are now. Each change works the tracker out again in the browser (the card passes
 * them to the same domain rule the server uses); "Save my figures" keeps them (saveReadinessFigures), so the
 * tracker uses them from then on. The application's assessed figures do not change.
 */

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type SaveReadinessFiguresInput,
  saveReadinessFiguresInputSchema,
} from '@stairway/domain/readiness-inputs';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MoneyField } from '../../../components/form/money-field';
import { formProblem } from '../../../lib/server-errors';
import { SaveReadinessFiguresMutation } from '../graphql/readiness';

/** The form's values: whole pounds, null while a field is empty. */
type Values = { [K in keyof SaveReadinessFiguresInput]: number | null };

const FIELDS = ['annualIncomePounds', 'cardBalancePounds', 'monthlyLoansPounds'] as const;

type Props = {
  /** The figures the tracker was worked out from, and when the customer saved them (null: the application's). */
  saved: SaveReadinessFiguresInput & { figuresSavedAt: string | null };
  /** Called with the figures whenever every field holds a whole number of pounds. */
  onFigures: (figures: SaveReadinessFiguresInput) => void;
};

/** The form. */
export function ReadinessFiguresForm({ saved, onFigures }: Props) {
  // Saved is saved: the page's figures are read again afterwards, without waiting (a failed read says so itself).
  const [save, { loading }] = useMutation(SaveReadinessFiguresMutation, {
    refetchQueries: ['GetHomePayments', 'GetHomeValue'],
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(saveReadinessFiguresInputSchema) as never,
    mode: 'onTouched',
    defaultValues: {
      annualIncomePounds: saved.annualIncomePounds,
      cardBalancePounds: saved.cardBalancePounds,
      monthlyLoansPounds: saved.monthlyLoansPounds,
    },
  });
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values) => {
      setJustSaved(false);
      const parsed = saveReadinessFiguresInputSchema.safeParse(values);
      if (parsed.success) onFigures(parsed.data);
    });
    return () => subscription.unsubscribe();
  }, [watch, onFigures]);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await save({ variables: { input: saveReadinessFiguresInputSchema.parse(values) } });
      setJustSaved(true);
    } catch (error) {
      setProblem(
        formProblem(
          error,
          form.setError,
          FIELDS,
          'We couldn’t save your figures. Check your connection, then try again.',
        ),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Your figures now">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <MoneyField
            control={form.control}
            name="annualIncomePounds"
            label="Household income (a year)"
            description="Before tax, everyone on the plan"
          />
          <MoneyField
            control={form.control}
            name="cardBalancePounds"
            label="Owed on credit cards"
            description="Including store cards"
          />
          <MoneyField
            control={form.control}
            name="monthlyLoansPounds"
            label="Loan repayments (a month)"
            description="Loans and car finance"
          />
        </SimpleGrid>
        <Text fz="sm" c="gray.7" data-testid="readiness-figures-source">
          {saved.figuresSavedAt
            ? `Worked out from the figures you saved on ${dayjs(saved.figuresSavedAt).format('D MMMM YYYY')}.`
            : 'Worked out from your application’s figures, as we assessed them. Change them to see the effect; save them if they are your figures now.'}{' '}
          Saving changes only this estimate, not your plan.
        </Text>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" variant="light" loading={loading}>
            Save my figures
          </Button>
          {justSaved && (
            <Text fz="sm" role="status">
              Saved. We’ll use these figures from now on.
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
