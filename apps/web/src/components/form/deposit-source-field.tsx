/** "Where is your deposit coming from?" bound to a react-hook-form field (components/form kit). */
import { Radio, Stack } from '@mantine/core';
import { DEPOSIT_SOURCE_LABELS, DEPOSIT_SOURCES, type DepositSource } from '@stairway/domain/constants';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** A line of help under each deposit source. */
const SOURCE_HELP: Record<DepositSource, string> = {
  CashSavings: 'Money in your bank or savings accounts.',
  LiquidInvestments: 'Shares, funds or similar that you can sell quickly.',
  GiftedDeposit: 'A gift from family, usually with a signed gift letter.',
  Other: 'For example an inheritance or the sale of a car.',
};

/**
 * The deposit source as large radio options with a line of help each (onboarding's deposit step and the
 * application's Deposit page). Its value is one of the domain's DEPOSIT_SOURCES, or null until chosen.
 */
export function DepositSourceField<T extends FieldValues, TOut>({
  control,
  name,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Radio.Group
          label="Where is your deposit coming from?"
          description="If it comes from more than one place, choose the biggest."
          name={field.name}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value)}
          error={fieldState.error?.message}
          size="md"
        >
          <Stack gap="md" my="xs">
            {DEPOSIT_SOURCES.map((source, index) => (
              <Radio
                key={source}
                value={source}
                label={DEPOSIT_SOURCE_LABELS[source]}
                description={SOURCE_HELP[source]}
                ref={index === 0 ? field.ref : undefined}
                onBlur={field.onBlur}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
    />
  );
}
