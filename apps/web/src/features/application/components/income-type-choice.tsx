/**
 * The income type question ("How do you earn your main income?", "What kind of income is it?"): the five
 * income types of spec §3 as radio cards, each with its name and a line about it (INCOME_TYPE_DETAILS). Arrow
 * keys move between them; Tab reaches the chosen one.
 */
import { Radio, Stack, Text } from '@mantine/core';
import { INCOME_TYPES, type IncomeType } from '@stairway/domain/constants';
import type { Ref } from 'react';
import { ChoiceCard } from '../../../components/form/choice-card';
import { inputWrapperOrder } from '../../../components/form/field-props';
import { INCOME_TYPE_DETAILS } from '../lib/income';
import classes from './income-fields/income-fields.module.css';

/**
 * Shows the type choice.
 * @param question the question that names the group
 * @param value the chosen type, or null
 * @param onChange called with the chosen card's value
 * @param error e.g. "Choose the kind of income"
 * @param firstRef a ref to the first card, to move the focus to the question
 */
export function IncomeTypeChoice({
  question,
  value,
  onChange,
  error,
  firstRef,
}: {
  question: string;
  value: IncomeType | null;
  onChange: (value: string) => void;
  error: string | null;
  firstRef: Ref<HTMLButtonElement>;
}) {
  return (
    <Radio.Group
      label={question}
      inputWrapperOrder={inputWrapperOrder}
      value={value}
      onChange={onChange}
      error={error}
      size="md"
      data-testid="income-type"
    >
      <Stack gap="sm" mt="xs">
        {INCOME_TYPES.map((option, index) => (
          <ChoiceCard
            key={option}
            value={option}
            ref={index === 0 ? firstRef : undefined}
            tabIndex={value === option || (value === null && index === 0) ? 0 : -1}
          >
            <div className={classes.typeCard}>
              <Radio.Indicator size="sm" mt={3} />
              <div>
                <Text fw={600} lh={1.35}>
                  {INCOME_TYPE_DETAILS[option].title}
                </Text>
                <Text fz="sm" c="gray.7" lh={1.4}>
                  {INCOME_TYPE_DETAILS[option].description}
                </Text>
              </div>
            </div>
          </ChoiceCard>
        ))}
      </Stack>
    </Radio.Group>
  );
}
