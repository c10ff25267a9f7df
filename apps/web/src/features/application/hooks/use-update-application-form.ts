/**
 * The form of a page that saves a few whole-number fields of the application with `updateApplication`
 * (spec §2 Cards, Monthly commitments, Dependants): validated with the domain's updateApplicationInputSchema
 * (each field required on its page), server field errors placed next to their fields, and on success the next
 * application page.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateApplicationInputSchema } from '@stairway/domain/application-validation';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { type DefaultValues, type Resolver, useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/server-errors';
import { UpdateApplicationMutation } from '../graphql/updateApplication';
import type { Application } from './use-application';
import { useGoToNextPage } from './use-save-and-continue';
import { useUnsavedChanges } from './use-unsaved-changes';

/** The application's whole-number fields these pages change: pounds, pounds a month, or counts. */
export type NumericApplicationField =
  | 'cardBalance'
  | 'monthlyLoans'
  | 'monthlyCommitments'
  | 'adultDependants'
  | 'childDependants';

/**
 * @param application the loaded application (the fields' saved values are the form's starting values)
 * @param path the page's path, for where to go next
 * @param fields the fields the page edits
 * @returns the react-hook-form `form`, `onSubmit` for the page's `<form>`, `saving`, and `pageError` (a
 *   problem that belongs to no field) with its setter
 */
export function useUpdateApplicationForm<K extends NumericApplicationField>(
  application: Application,
  path: string,
  fields: readonly K[],
) {
  type Values = Record<K, number>;
  const key = fields.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields are fixed per page; `key` stands for them
  const schema = useMemo(
    () =>
      updateApplicationInputSchema(dayjs().format('YYYY-MM-DD'))
        .pick(
          Object.fromEntries(fields.map((field) => [field, true])) as Partial<
            Record<NumericApplicationField, true>
          >,
        )
        .required(),
    [key],
  );
  const goNext = useGoToNextPage(path, application.jointApplication);
  const [save, { loading }] = useMutation(UpdateApplicationMutation);
  const [pageError, setPageError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    mode: 'onTouched',
    defaultValues: Object.fromEntries(
      fields.map((field) => [field, application[field]]),
    ) as DefaultValues<Values>,
  });

  // What is typed is kept in the tab until saved.
  useUnsavedChanges(form, `${application.id}.${key}`);

  const onSubmit = form.handleSubmit(async (input) => {
    setPageError(null);
    try {
      await save({ variables: { input } });
      goNext();
    } catch (failure) {
      setPageError(applyServerErrors(failure, form.setError, fields));
    }
  });

  return { form, onSubmit, saving: loading, pageError, setPageError };
}
