/**
 * One income, as the Income page (the main income) and the Additional income page (each other income) ask for
 * it: first its type, as five radio cards (spec §3 "Income types"), then that type's fields (spec §3 Income),
 * validated in the browser with the type's domain schema. What was typed for one type is kept when the
 * applicant switches to another and back. Saving is the page's job (`onSave`); this only gathers valid values.
 */
import { Alert, Divider, Stack } from '@mantine/core';
import { isIncomeType } from '@stairway/domain/affordability';
import type { IncomeType } from '@stairway/domain/constants';
import { IconInfoCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { FieldGroupHeading } from '../../../components/form/field-group';
import type { ApplicationIncome } from '../hooks/use-application';
import { INCOME_TYPE_DETAILS } from '../lib/income';
import type { IncomeDrafts, IncomeFormOutput } from '../lib/income-form';
import { incomeTypeFields } from './income-fields/income-type-fields';
import { IncomeTypeChoice } from './income-type-choice';

/** The valid values of any income type's form, ready for createUpdateIncome (without the saved id). */
export type IncomeFormResult = IncomeFormOutput<IncomeType>;

/** Props of {@link IncomeForm}. */
export type IncomeFormProps = {
  /** The id of the `<form>`; a button elsewhere with `form={formId}` submits it. */
  formId: string;
  /** True for the main income. */
  primary: boolean;
  /** The saved income this form changes (it is replaced, even when its type changes); none to add one. */
  income?: ApplicationIncome;
  /** The question above the type cards, e.g. "How do you earn your main income?". */
  typeQuestion: string;
  /** Saves the values; rejects with the mutation's error so the form can show it next to the fields. */
  onSave: (values: IncomeFormResult) => Promise<void>;
  /** Shows (or, with null, clears) a problem that belongs to no field. */
  onError: (message: string | null) => void;
  /** The heading level of the titles of groups of fields (default h2, right under the page's h1). */
  groupHeading?: 'h2' | 'h3' | 'h4';
};

const TYPE_REQUIRED = 'Choose the kind of income';

/** The type choice and the chosen type's fields, in a form with the given id. */
export function IncomeForm(props: IncomeFormProps) {
  const savedType = props.income?.type ?? null;
  const [type, setType] = useState<IncomeType | null>(savedType);
  const [typeError, setTypeError] = useState<string | null>(null);
  const drafts = useRef<IncomeDrafts>({});
  const firstCard = useRef<HTMLButtonElement>(null);

  const choose = (value: string) => {
    if (!isIncomeType(value)) return;
    setType(value);
    setTypeError(null);
    props.onError(null);
  };

  const fields = incomeTypeFields(type, props, drafts.current, () => {
    setTypeError(TYPE_REQUIRED);
    firstCard.current?.focus();
  });

  return (
    <FieldGroupHeading value={props.groupHeading ?? 'h2'}>
      <Stack gap="xl">
        <IncomeTypeChoice
          question={props.typeQuestion}
          value={type}
          onChange={choose}
          error={typeError}
          firstRef={firstCard}
        />
        {savedType !== null && type !== null && type !== savedType && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
            Saving replaces your {INCOME_TYPE_DETAILS[savedType].title.toLowerCase()} income with this one.
          </Alert>
        )}
        {type !== null && <Divider color="gray.2" />}
        {fields}
      </Stack>
    </FieldGroupHeading>
  );
}
