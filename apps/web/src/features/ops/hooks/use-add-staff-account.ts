/**
 * The add form of a staff accounts page (operators, pipeline viewers; decision 025): the e-mail address, checked with
 * the add operation's domain schema (addOperatorInputSchema, addPipelineViewerInputSchema) before it is sent. A server
 * error naming the address is shown under the field; any other error above the form. The generated password the server
 * answers is kept to show once.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { readGraphQLError } from '../../../lib/server-errors';

/** What adding an account answered: its address, the password shown once, and whether it is new. */
export type AddedStaffAccount = { email: string; password: string; created: boolean };

/** The add form's field as typed. */
export type AddStaffAccountValues = { email: string };

/** An add operation's zod input schema: an e-mail address in, the normalised address out. */
export type AddStaffAccountSchema = z.ZodType<{ email: string }, { email: string }>;

/**
 * The add form's state.
 * @param inputSchema the add operation's zod input schema (packages/domain/src/operators.ts)
 * @param onAdd adds (or re-passwords) the account with the checked input; resolves with what was added;
 *   throws the GraphQL error
 * @returns the react-hook-form `form`, `submit` for the `<form>`, `adding` while it is sent, `formError` (an
 *   error that names no field) and `added` (the last account added, with its password)
 */
export function useAddStaffAccount(
  inputSchema: AddStaffAccountSchema,
  onAdd: (input: { email: string }) => Promise<AddedStaffAccount | undefined>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const [added, setAdded] = useState<AddedStaffAccount | null>(null);
  const form = useForm<AddStaffAccountValues, unknown, { email: string }>({
    resolver: zodResolver(inputSchema),
    defaultValues: { email: '' },
  });

  const send = form.handleSubmit(async (input) => {
    try {
      const payload = await onAdd(input);
      if (payload) setAdded(payload);
      form.reset({ email: '' });
    } catch (error) {
      const problem = readGraphQLError(error);
      if (problem?.extensions.field === 'email') {
        form.setError('email', { type: 'server', message: problem.message });
      } else setFormError(problem?.message ?? 'That did not work. Try again.');
    }
  });

  return {
    form,
    /** Checks the address, then adds the account. */
    submit: (event?: BaseSyntheticEvent) => {
      setFormError(null);
      return send(event);
    },
    adding: form.formState.isSubmitting,
    formError,
    added,
  };
}
