/**
 * A returning landlord's sign-in, first step (spec §7 resendLandlordOtpCode): their e-mail address; a code is
 * e-mailed if it has an account (the answer is the same either way).
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { landlordEmailInputSchema } from '@stairway/domain/landlord';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmailCodeForm } from '../../../components/form/email-code-form';
import { formProblem } from '../../../lib/server-errors';
import { ResendLandlordOtpCodeMutation } from '../graphql/resendLandlordOtpCode';

type Form = z.input<typeof landlordEmailInputSchema>;
type Values = z.output<typeof landlordEmailInputSchema>;

/** Asks for the e-mail address; `onSent` gets it, normalised, once a code is on its way. */
export function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const [send, sending] = useMutation(ResendLandlordOtpCodeMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Form, unknown, Values>({
    resolver: zodResolver(landlordEmailInputSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { data } = await send({ variables: { input: values } });
      if (data) onSent(data.resendLandlordOtpCode.email);
    } catch (error) {
      setProblem(
        formProblem(
          error,
          form.setError,
          ['email'],
          "We couldn't send a code just now. Check your connection and try again.",
        ),
      );
    }
  });
  return (
    <EmailCodeForm
      kind="email"
      field={form.register('email')}
      label="E-mail address"
      error={form.formState.errors.email?.message}
      onSubmit={submit}
      submitLabel="E-mail me a sign-in code"
      busy={sending.loading}
      problem={problem}
      size="md"
    />
  );
}
