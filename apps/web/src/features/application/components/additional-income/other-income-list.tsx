/**
 * "Your other income" on the Additional income page, shown while the answer is Yes: the other incomes as
 * cards, the editor that adds or changes one (the Income page's type choice and fields), or "Add an income".
 * The state is useAdditionalIncome's.
 */
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import type { useAdditionalIncome } from '../../hooks/use-additional-income';
import { FormCard } from '../form-card';
import { IncomeForm } from '../income-form';
import classes from './additional-income.module.css';
import { OtherIncomeCard } from './other-income-card';

/** The id of the editor's form, which its Save button submits. */
const INCOME_FORM_ID = 'additional-income-form';

/** Shows the list; `state` is the page's useAdditionalIncome(). */
export function OtherIncomeList({ state }: { state: ReturnType<typeof useAdditionalIncome> }) {
  const { others, editing, readOnly } = state;
  const listTitleId = useId();
  return (
    <section aria-labelledby={listTitleId}>
      <Stack gap="md">
        <Title order={2} id={listTitleId} fz="lg">
          Your other income
        </Title>
        {others.length === 0 && editing === null && (
          <Text c="gray.7">You haven’t added any other income yet. Add one to continue, or choose No.</Text>
        )}
        {others.length > 0 && (
          <ul className={classes.list}>
            {others.map((income) => (
              <OtherIncomeCard
                key={income.id}
                income={income}
                readOnly={readOnly}
                editing={editing !== null && editing !== 'new' && editing.id === income.id}
                onEdit={() => state.startEditing(income)}
                onRemove={() => state.askToRemove(income)}
              />
            ))}
          </ul>
        )}
        {editing !== null ? (
          <FormCard>
            <Stack gap="lg">
              <Title order={3} fz="md">
                {editing === 'new' ? 'Add an income' : 'Change this income'}
              </Title>
              <IncomeForm
                key={editing === 'new' ? 'new' : editing.id}
                formId={INCOME_FORM_ID}
                primary={false}
                income={editing === 'new' ? undefined : editing}
                typeQuestion="What kind of income is it?"
                groupHeading="h4"
                onSave={state.save}
                onError={state.setError}
              />
              <div className={classes.editorButtons}>
                <Button type="button" variant="default" onClick={state.closeEditor}>
                  Cancel
                </Button>
                <Button type="submit" form={INCOME_FORM_ID} loading={state.savingIncome}>
                  Save income
                </Button>
              </div>
            </Stack>
          </FormCard>
        ) : (
          !readOnly && (
            <Button
              ref={state.addButton}
              variant="light"
              leftSection={<IconPlus size={18} aria-hidden="true" />}
              onClick={state.startAdding}
              className={classes.addButton}
            >
              {others.length === 0 ? 'Add an income' : 'Add another income'}
            </Button>
          )
        )}
      </Stack>
    </section>
  );
}
