/**
 * The operators' two-step sign-in (decision 022): first the e-mail address and password (operatorSignIn, checked with
 * the domain's operatorSignInInputSchema), then the 6-digit code e-mailed to them (verifyOperatorCode, checked with
 * verifyOperatorCodeInputSchema's code). A server error naming the e-mail address or the code is shown under that
 * field; any other GraphQL error above the form.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type OperatorSignInParsed,
  operatorSignInInputSchema,
  verifyOperatorCodeInputSchema,
} from '@stairway/domain/operators';
import { type BaseSyntheticEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { readGraphQLError } from '../../../lib/server-errors';
import { OperatorSignInMutation } from '../graphql/operatorSignIn';
import { VerifyOperatorCodeMutation } from '../graphql/verifyOperatorCode';
import { opsPaths } from '../lib/paths';
import { useOpsSession } from './use-ops-session';

/** The code step checks only the code: the e-mail address was checked on the first step. */
const codeSchema = verifyOperatorCodeInputSchema.pick({ code: true });

/** The first step's fields as typed. */
export type PasswordStepValues = { email: string; password: string };
/** The second step's field as typed. */
export type CodeStepValues = { code: string };

/**
 * The sign-in's state.
 * @returns `step` ('password', then 'code'), the two forms with their submit handlers, the e-mail address as
 *   typed (to say where the code went), `formError` (a GraphQL error that names neither field), whether each
 *   step is being sent, and `startAgain` (back to the first step, keeping the address)
 */
export function useOpsSignIn() {
  const session = useOpsSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [formError, setFormError] = useState<string | null>(null);
  const [signIn, signInState] = useMutation(OperatorSignInMutation);
  const [verify, verifyState] = useMutation(VerifyOperatorCodeMutation);
  const passwordForm = useForm<PasswordStepValues, unknown, OperatorSignInParsed>({
    resolver: zodResolver(operatorSignInInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const codeForm = useForm<CodeStepValues, unknown, { code: string }>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });

  const showError = (error: unknown) => {
    const problem = readGraphQLError(error);
    if (!problem) return;
    const field = problem.extensions.field;
    if (field === 'email') passwordForm.setError('email', { type: 'server', message: problem.message });
    else if (field === 'code') codeForm.setError('code', { type: 'server', message: problem.message });
    else setFormError(problem.message);
  };

  const sendPassword = passwordForm.handleSubmit(async (input) => {
    try {
      await signIn({ variables: { input } });
      setStep('code');
    } catch (error) {
      showError(error);
    }
  });

  const sendCode = codeForm.handleSubmit(async ({ code }) => {
    try {
      // The address as typed on the first step (the server reads it with the same schema).
      const email = passwordForm.getValues('email');
      const { data } = await verify({ variables: { input: { email, code } } });
      if (!data?.verifyOperatorCode.token) return;
      await session.signIn(data.verifyOperatorCode.token);
      navigate(opsPaths.applications, { replace: true });
    } catch (error) {
      showError(error);
    }
  });

  return {
    step,
    passwordForm,
    codeForm,
    email: passwordForm.getValues('email'),
    formError,
    signingIn: signInState.loading,
    verifying: verifyState.loading,
    /** Sends the address and password, once they pass the schema. */
    submitPassword: (event?: BaseSyntheticEvent) => {
      setFormError(null);
      return sendPassword(event);
    },
    /** Sends the code, once it passes the schema. */
    submitCode: (event?: BaseSyntheticEvent) => {
      setFormError(null);
      return sendCode(event);
    },
    /** Back to the address and password (a new code is sent), with the password and code cleared. */
    startAgain: () => {
      setStep('password');
      codeForm.reset({ code: '' });
      passwordForm.reset({ email: passwordForm.getValues('email'), password: '' });
    },
  };
}
