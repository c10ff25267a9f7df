/**
 * Onboarding step 6, /onboard/email-password (spec §2; §3 "User: email"): the e-mail address and a
 * password, then "Create account" sends every answer to the `onboard` mutation. On success the session
 * starts, the draft is cleared, `onboarding_completed` is reported and the applicant lands on /dashboard.
 * A BAD_USER_INPUT error is shown next to its field when the field is on this step, otherwise in an alert
 * naming the step with a link back to it; nothing typed is lost. When the address already had an account, "Check your
 * e-mail" says what happens next instead. The state is useCreateAccount's.
 */
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { inputWrapperOrder } from '../../../components/form/field-props';
import { NewPasswordField } from '../../../components/form/new-password-field';
import { LegalLinks } from '../../../components/legal-links';
import { paths } from '../../../lib/paths';
import { OtherStepErrors } from '../components/other-step-errors';
import { StepForm } from '../components/step-form';
import { useCreateAccount } from '../hooks/use-create-account';

/**
 * Step 6 of onboarding (spec §2 "/onboard/email-password"): "E-mail address", "Password" (with its strength meter, packages/domain/src/password.ts)
 * and the "Create account" button, which calls `onboard` with all the answers (money in whole pounds).
 */
export function EmailPasswordStep() {
  const { form, typedPassword, goBack, submit, busy, otherStepErrors, formError, checkEmail, editEmail } =
    useCreateAccount();
  const { errors } = form.formState;

  if (checkEmail) return <CheckYourEmail email={checkEmail} onEdit={editEmail} />;

  return (
    <StepForm
      step="email-password"
      intro="Last step. You'll use these to sign in and come back to your application."
      onBack={goBack}
      onSubmit={submit}
      submitLabel="Create account"
      busy={busy}
      alert={
        <>
          <OtherStepErrors errors={otherStepErrors} />
          {formError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {formError}
            </Alert>
          )}
        </>
      }
    >
      <Stack gap="md">
        <TextInput
          label="E-mail address"
          description="We'll send you a link to confirm it's yours."
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          inputWrapperOrder={inputWrapperOrder}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <NewPasswordField
          label="Password"
          password={typedPassword}
          userInputs={[form.watch('email')]}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <LegalLinks action="sign-up" />
      </Stack>
    </StepForm>
  );
}

/**
 * What the page says when the address already had an account and the password typed was not its: the
 * answer does not say so outright; the e-mail to the address tells its owner how to sign in. Offers sign-in, a new
 * password, and going back to use another address.
 */
function CheckYourEmail({ email, onEdit }: { email: string; onEdit: () => void }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = 'Check your e-mail · Stairway';
    titleRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Stack gap="md" aria-labelledby="onboarding-check-email">
      <IconMailForward size={36} aria-hidden="true" color="var(--mantine-primary-color-filled)" />
      <Title order={1} id="onboarding-check-email" ref={titleRef} tabIndex={-1} fz={{ base: 26, sm: 30 }}>
        Check your e-mail
      </Title>
      <Text>
        We have sent an e-mail to{' '}
        <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
        . This address may already have a Stairway account: if it does, the e-mail says how to sign in, and no
        new account was made.
      </Text>
      <Text c="gray.7" fz="sm">
        Nothing there after a few minutes? Check your spam folder. Your answers are kept on this device.
      </Text>
      <Group gap="sm">
        <Button component={Link} to={paths.login}>
          Sign in
        </Button>
        <Button component={Link} to={paths.forgotPassword} variant="light">
          Reset your password
        </Button>
        <Button variant="subtle" onClick={onEdit}>
          Use another e-mail address
        </Button>
      </Group>
    </Stack>
  );
}
