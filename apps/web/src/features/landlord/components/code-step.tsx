/**
 * The second step of a landlord's sign-up or sign-in (spec §7 verifyLandlordToken, resendLandlordOtpCode):
 * the 6-digit code e-mailed to them, with "Send me a new code". On success the landlord's token is stored
 * (the session) and `onSignedIn` runs.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { OTP_TTL_MINUTES, otpCodeInputSchema } from '@stairway/domain/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmailCodeForm } from '../../../components/form/email-code-form';
import { readGraphQLError } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { ResendLandlordOtpCodeMutation } from '../graphql/resendLandlordOtpCode';
import { VerifyLandlordTokenMutation } from '../graphql/verifyLandlordToken';

type Form = z.input<typeof otpCodeInputSchema>;
type Values = z.output<typeof otpCodeInputSchema>;

/** Asks for the code sent to `email`; `onChangeEmail` goes back to the first step. */
export function CodeStep({
  email,
  onSignedIn,
  onChangeEmail,
}: {
  email: string;
  onSignedIn: () => void;
  onChangeEmail: () => void;
}) {
  const session = useSession();
  const [verify, verifying] = useMutation(VerifyLandlordTokenMutation);
  const [resend, resending] = useMutation(ResendLandlordOtpCodeMutation);
  const [resent, setResent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Form, unknown, Values>({
    resolver: zodResolver(otpCodeInputSchema),
    defaultValues: { code: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { data } = await verify({ variables: { input: { email, code: values.code } } });
      if (!data) return;
      await session.signIn(data.verifyLandlordToken.token);
      onSignedIn();
    } catch (error) {
      const found = readGraphQLError(error);
      if (found) form.setError('code', { type: 'server', message: found.message }, { shouldFocus: true });
      else setProblem("We couldn't check your code just now. Check your connection and try again.");
    }
  });

  const sendAgain = async () => {
    setResent(null);
    setProblem(null);
    try {
      await resend({ variables: { input: { email } } });
      form.setValue('code', '');
      form.clearErrors('code');
      setResent(`We've sent a new code to ${email}.`);
    } catch (error) {
      setProblem(
        readGraphQLError(error)?.message ?? "We couldn't send a new code just now. Please try again.",
      );
    }
  };

  return (
    <Stack gap="md">
      <Text>
        We've e-mailed a 6-digit code to <strong>{email}</strong>. It works for {OTP_TTL_MINUTES} minutes.{' '}
        <Anchor component="button" type="button" onClick={onChangeEmail}>
          Use another e-mail address
        </Anchor>
      </Text>
      <EmailCodeForm
        kind="code"
        field={form.register('code')}
        label="Your code"
        description="The 6 digits from the e-mail, for example 123 456"
        error={form.formState.errors.code?.message}
        onSubmit={submit}
        submitLabel="Sign in"
        busy={verifying.loading}
        problem={problem}
        size="md"
        after={
          <Button variant="subtle" type="button" onClick={sendAgain} loading={resending.loading}>
            Send me a new code
          </Button>
        }
      >
        {resent && (
          <Alert color="stairway" role="status">
            {resent}
          </Alert>
        )}
      </EmailCodeForm>
    </Stack>
  );
}
