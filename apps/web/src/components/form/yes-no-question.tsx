/**
 * A yes/no question as two large radio cards side by side (touch targets 48 px; arrow keys move between them,
 * Tab reaches the chosen one, or Yes while neither is chosen). Controlled: YesNoField binds it to a
 * react-hook-form field; a page can also hold the answer itself (Additional income).
 */
import { Group, Radio, Text } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { ChoiceCard } from './choice-card';
import { inputWrapperOrder } from './field-props';

/** Props of {@link YesNoQuestion}. */
export type YesNoQuestionProps = {
  /** The question; it names the radio group. */
  label: ReactNode;
  description?: ReactNode;
  /** The radio inputs' name. */
  name?: string;
  /** The answer: true (Yes), false (No) or null while not answered. */
  value: boolean | null;
  /** Called with true for Yes and false for No. */
  onChange: (value: boolean) => void;
  /** Shown under the cards, e.g. "Say whether you have any other income". */
  error?: ReactNode;
  /** A ref to the Yes card, to move the focus to the question. */
  firstRef?: Ref<HTMLButtonElement>;
  'data-testid'?: string;
};

/** Shows the question with its Yes and No cards. */
export function YesNoQuestion(props: YesNoQuestionProps) {
  const value = props.value === true ? 'yes' : props.value === false ? 'no' : null;
  return (
    <Radio.Group
      label={props.label}
      description={props.description}
      inputWrapperOrder={inputWrapperOrder}
      name={props.name}
      value={value}
      onChange={(next) => props.onChange(next === 'yes')}
      error={props.error}
      size="md"
      data-testid={props['data-testid']}
    >
      <Group gap="sm" grow mt={6} mb={4}>
        {(['yes', 'no'] as const).map((option, index) => (
          <ChoiceCard
            key={option}
            value={option}
            ref={index === 0 ? props.firstRef : undefined}
            tabIndex={value === option || (value === null && index === 0) ? 0 : -1}
          >
            <Group gap="sm" wrap="nowrap">
              <Radio.Indicator size="sm" />
              <Text fw={500}>{option === 'yes' ? 'Yes' : 'No'}</Text>
            </Group>
          </ChoiceCard>
        ))}
      </Group>
    </Radio.Group>
  );
}
