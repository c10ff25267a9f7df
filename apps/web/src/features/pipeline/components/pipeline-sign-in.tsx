/**
 * The pipeline's sign-in (spec §6; spec §7 checkPipelinePassword): e-mail and password; when the check fails
 * or answers no token, the toast 'Sorry we couldn't verify your password' (spec §8), for 4 seconds.
 */
import { useMutation } from '@apollo/client/react';
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { PIPELINE_SIGN_IN_FAILED } from '@stairway/domain/pipeline';
import { type FormEvent, useState } from 'react';
import { PasswordInput } from '../../../components/form/password-input';
import { LegalLinks } from '../../../components/legal-links';
import { CheckPipelinePasswordMutation } from '../graphql/checkPipelinePassword';

/** The sign-in card; calls onSignedIn with the token. */
export function PipelineSignIn({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [check, { loading }] = useMutation(CheckPipelinePasswordMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failed = () =>
      notifications.show({
        id: 'pipeline-sign-in',
        color: 'red',
        title: PIPELINE_SIGN_IN_FAILED,
        message: 'Check the e-mail address and password, then try again.',
        autoClose: TOAST_DURATION_MS,
      });
    try {
      const result = await check({ variables: { input: { email, password } } });
      const token = result.data?.checkPipelinePassword.token;
      if (token) {
        // A failed attempt's toast says nothing true any more.
        notifications.hide('pipeline-sign-in');
        onSignedIn(token);
      } else failed();
    } catch {
      failed();
    }
  };

  return (
    <Paper maw={420} mx="auto" mt="xl" p="xl" radius="md" withBorder>
      <form onSubmit={submit} aria-label="Sign in to the pipeline">
        <fieldset disabled={loading} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Title order={1} fz={26}>
              Investor pipeline
            </Title>
            <Text c="gray.7">
              For Stairway’s investors and partners. Sign in with the e-mail address and password the Stairway
              team gave you.
            </Text>
            <TextInput
              label="E-mail address"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              visibilityToggleButtonProps={{ 'aria-label': 'Show the typed characters' }}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" loading={loading} fullWidth>
              Sign in
            </Button>
            <LegalLinks action="sign-in" />
          </Stack>
        </fieldset>
      </form>
    </Paper>
  );
}
