/**
 * /landlord/sign-up (spec §2; §7 landlordSignUp, verifyLandlordToken): a landlord gives their name and e-mail
 * address, then types the 6-digit code e-mailed to them, and lands on their listings.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { landlordSignUpInputSchema } from '@stairway/domain/landlord';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import type { z } from 'zod';
import { TextField } from '../../components/form/text-field';
import { LegalLinks } from '../../components/legal-links';
import { paths } from '../../lib/paths';
import { formProblem } from '../../lib/server-errors';
import { useSession } from '../../lib/session';
import { CodeStep } from './components/code-step';
import { LandlordSignUpMutation } from './graphql/landlordSignUp';

type Form = z.input<typeof landlordSignUpInputSchema>;
type Values = z.output<typeof landlordSignUpInputSchema>;

/** The sign-up page. */
export function LandlordSignUpPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [signUp, signingUp] = useMutation(LandlordSignUpMutation);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Form, unknown, Values>({
    resolver: zodResolver(landlordSignUpInputSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  useEffect(() => {
    document.title = 'List your property · Stairway';
  }, []);

  if (session.landlordToken && !sentTo) return <Navigate to={paths.landlord.listings} replace />;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { data } = await signUp({ variables: { input: values } });
      if (data) setSentTo(data.landlordSignUp.email);
    } catch (error) {
      setProblem(
        formProblem(
          error,
          form.setError,
          ['firstName', 'lastName', 'email'],
          "We couldn't sign you up just now. Check your connection and try again.",
        ),
      );
    }
  });

  return (
    <Stack maw={480} mx="auto" gap="lg">
      <Stack gap={6}>
        <Title order={1}>List your property with Stairway</Title>
        <Text c="dimmed">
          Get a free rent and value estimate, and show your home to people saving to buy in its area. There is
          no password: we e-mail you a code each time you sign in.
        </Text>
      </Stack>
      <Card withBorder radius="lg" p="lg">
        {sentTo ? (
          <CodeStep
            email={sentTo}
            onSignedIn={() => navigate(paths.landlord.listings, { replace: true })}
            onChangeEmail={() => setSentTo(null)}
          />
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Group grow align="flex-start" wrap="wrap">
                <TextField
                  control={form.control}
                  name="firstName"
                  label="First name"
                  autoComplete="given-name"
                />
                <TextField
                  control={form.control}
                  name="lastName"
                  label="Last name"
                  autoComplete="family-name"
                />
              </Group>
              <TextField
                control={form.control}
                name="email"
                label="E-mail address"
                type="email"
                autoComplete="email"
                description="We'll e-mail you a 6-digit code to sign in."
              />
              {problem && (
                <Alert color="red" role="alert">
                  {problem}
                </Alert>
              )}
              <Button type="submit" size="md" loading={signingUp.loading}>
                Sign up
              </Button>
              <LegalLinks action="sign-up" />
            </Stack>
          </form>
        )}
      </Card>
      <Text ta="center">
        Already listed with us?{' '}
        <Anchor component={Link} to={paths.landlord.listings}>
          Sign in
        </Anchor>
      </Text>
    </Stack>
  );
}
