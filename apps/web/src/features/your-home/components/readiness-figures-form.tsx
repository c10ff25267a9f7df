/**
 * The customer's own figures for "when can you buy the rest?" (decision 077): the household income (on a
 * joint plan each person's, added up), card balances, loan repayments and other committed spending (childcare,
 * maintenance paid, other regular commitments such as student loan repayments) as they are now. Each change works
 * the tracker out again in the browser (the card passes them to the same domain rule the server uses); "Save my
 * figures" keeps them (saveReadinessFigures), so the tracker uses them from then on. The application's assessed
 * figures do not change. Without a joined co-applicant the income is one figure, as before.
 */

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import {
  type SaveReadinessFiguresInput,
  type SaveReadinessFiguresValues,
  saveReadinessFiguresInputSchema,
} from '@stairway/domain/readiness-inputs';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MoneyField } from '../../../components/form/money-field';
import { formProblem } from '../../../lib/server-errors';
import { SaveReadinessFiguresMutation } from '../graphql/readiness';

/** The form's values: whole pounds, null while a field is empty. */
type Values = { [K in keyof Required<SaveReadinessFiguresValues>]: number | null };

/** Every field the server may name in an error. */
export const READINESS_FIELDS = [
  'annualIncomePounds',
  'applicantIncomePounds',
  'coApplicantIncomePounds',
  'cardBalancePounds',
  'monthlyLoansPounds',
  'monthlyChildcarePounds',
  'monthlyMaintenancePounds',
  'monthlyOtherCommitmentsPounds',
] as const;

type Props = {
  /** The figures the tracker was worked out from, and when the customer saved them (null: the application's). */
  saved: SaveReadinessFiguresInput & { figuresSavedAt: string | null };
  /** Whether the plan has a joined co-applicant: then each person's income is asked for. */
  joint: boolean;
  /** Called with the figures whenever every field holds a whole number of pounds. */
  onFigures: (figures: SaveReadinessFiguresInput) => void;
};

/** The form's starting values: on a joint plan each person's income (the household's as the applicant's if unsplit). */
function startingValues(saved: Props['saved'], joint: boolean): Values {
  return {
    annualIncomePounds: joint ? null : saved.annualIncomePounds,
    applicantIncomePounds: joint ? (saved.applicantIncomePounds ?? saved.annualIncomePounds) : null,
    coApplicantIncomePounds: joint ? (saved.coApplicantIncomePounds ?? 0) : null,
    cardBalancePounds: saved.cardBalancePounds,
    monthlyLoansPounds: saved.monthlyLoansPounds,
    monthlyChildcarePounds: saved.monthlyChildcarePounds,
    monthlyMaintenancePounds: saved.monthlyMaintenancePounds,
    monthlyOtherCommitmentsPounds: saved.monthlyOtherCommitmentsPounds,
  };
}

/** The form. */
export function ReadinessFiguresForm({ saved, joint, onFigures }: Props) {
  // Saved is saved: the page's figures are read again afterwards, without waiting (a failed read says so itself).
  const [save, { loading }] = useMutation(SaveReadinessFiguresMutation, {
    refetchQueries: ['GetHomePayments', 'GetHomeValue'],
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(saveReadinessFiguresInputSchema) as never,
    mode: 'onTouched',
    defaultValues: startingValues(saved, joint),
  });
  const { watch } = form;
  const [household, setHousehold] = useState<number | null>(saved.annualIncomePounds);
  useEffect(() => {
    const subscription = watch((values) => {
      setJustSaved(false);
      const parsed = saveReadinessFiguresInputSchema.safeParse(values);
      setHousehold(parsed.success ? parsed.data.annualIncomePounds : null);
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
          READINESS_FIELDS,
          'We couldn’t save your figures. Check your connection, then try again.',
        ),
      );
    }
  });

  const debts = (
    <>
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
    </>
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Your figures now">
      <Stack gap="sm">
        {joint ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <MoneyField
                control={form.control}
                name="applicantIncomePounds"
                label="Applicant’s income (a year)"
                description="Before tax"
              />
              <MoneyField
                control={form.control}
                name="coApplicantIncomePounds"
                label="Co-applicant’s income (a year)"
                description="Before tax"
              />
            </SimpleGrid>
            <Text fz="sm" data-testid="readiness-household-income">
              Household income: {household === null ? '—' : formatGBP(household)} a year, both incomes added
              up.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {debts}
            </SimpleGrid>
          </>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <MoneyField
              control={form.control}
              name="annualIncomePounds"
              label="Household income (a year)"
              description="Before tax, everyone on the plan"
            />
            {debts}
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <MoneyField
            control={form.control}
            name="monthlyChildcarePounds"
            label="Childcare (a month)"
            description="Nursery, childminder, clubs"
          />
          <MoneyField
            control={form.control}
            name="monthlyMaintenancePounds"
            label="Maintenance you pay (a month)"
            description="Child or spousal"
          />
          <MoneyField
            control={form.control}
            name="monthlyOtherCommitmentsPounds"
            label="Other commitments (a month)"
            description="Student loan on your payslip, school fees"
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
