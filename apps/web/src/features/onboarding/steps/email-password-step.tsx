/**
 * Onboarding step 6, /onboard/email-password (spec §2; §3 "User: email"): the e-mail address and a
 * password, then "Create account" sends every answer to the `onboard` mutation. On success the session
 * starts, the draft is cleared, `onboarding_completed` is reported and the applicant lands on /dashboard.
 * A BAD_USER_INPUT error is shown next to its field when the field is on this step, otherwise in an alert
 * naming the step with a link back to it; nothing typed is lost.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, List, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../app/session';
import { analytics } from '../../../lib/analytics';
import { inputWrapperOrder } from '../../../lib/field-props';
import { getServerFieldErrors, isGraphQLError } from '../../../lib/server-errors';
import { PasswordRules } from '../components/password-rules';
import { StepForm } from '../components/step-form';
import { OnboardMutation } from '../graphql/onboard';
import { toOnboardInput } from '../lib/draft';
import { type StepInput, type StepOutput, stepForField, stepIndex, stepSchemas } from '../lib/steps';
import { useStepNavigation, useStepSync } from '../lib/use-step';
import { useOnboarding } from '../onboarding-context';

/**
 * Step 6 of onboarding (spec §2 "/onboard/email-password"): "E-mail address", "Password" (with its rules)
 * and the "Create account" button, which calls `onboard` with all the answers (money in whole pounds).
 */
export function EmailPasswordStep() {
  const session = useSession();
  const navigate = useNavigate();
  const { draft, updateDraft, password, setPassword, serverErrors, setServerErrors, finish } =
    useOnboarding();
  const { goBack } = useStepNavigation('email-password');
  const [onboard, { loading }] = useMutation(OnboardMutation);
  const [finishing, setFinishing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<StepInput<'email-password'>, unknown, StepOutput<'email-password'>>({
    resolver: zodResolver(stepSchemas['email-password']),
    mode: 'onTouched',
    defaultValues: { email: draft.email ?? '', password },
  });
  useStepSync('email-password', form, (values) => {
    // The password stays in memory only (never in the saved draft).
    setPassword(values.password ?? '');
    return { email: values.email ?? undefined };
  });
  const typedPassword = useWatch({ control: form.control, name: 'password' }) ?? '';
  const { errors } = form.formState;

  const otherStepErrors = serverErrors.filter((error) => stepForField(error.field)?.id !== 'email-password');

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    updateDraft({ email: values.email });
    const input = toOnboardInput(draft, values);
    if (!input) {
      setServerErrors([{ field: 'depositSource', message: 'Choose where your deposit is coming from' }]);
      return;
    }
    try {
      const { data } = await onboard({ variables: { input } });
      const token = data?.onboard.token;
      if (!token) throw new Error('The account was created without a session token');
      setFinishing(true);
      setServerErrors([]);
      analytics.track('onboarding_completed', {
        jointApplication: draft.jointApplication ?? false,
        depositSource: draft.depositSource,
        preferredLocationsCount: draft.preferredLocations?.length ?? 0,
        utmSource: draft.utmSource ?? null,
      });
      finish();
      await session.signIn(token);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setFinishing(false);
      const fieldErrors = getServerFieldErrors(error);
      if (fieldErrors.length > 0) {
        setServerErrors(fieldErrors);
        return;
      }
      // A network error also shows the toast 'Sorry, there was a network error' (spec §8); this says what
      // to do next, next to the button.
      setFormError(
        isGraphQLError(error)
          ? "Something went wrong on our side and your account wasn't created. Please try again in a moment; your answers are kept."
          : "We couldn't reach Stairway, so your account wasn't created. Check your connection and try again; your answers are kept.",
      );
    }
  });

  return (
    <StepForm
      step="email-password"
      intro="Last step. You'll use these to sign in and come back to your application."
      onBack={goBack}
      onSubmit={submit}
      submitLabel="Create account"
      busy={loading || finishing}
      alert={
        <>
          {otherStepErrors.length > 0 && (
            <Alert
              color="red"
              variant="light"
              title="Please check some of your answers"
              icon={<IconAlertCircle aria-hidden="true" />}
              role="alert"
            >
              <List spacing="xs" size="sm">
                {otherStepErrors.map((error) => {
                  const step = stepForField(error.field);
                  return (
                    <List.Item key={error.field}>
                      {step ? (
                        <>
                          <Text span fw={600} fz="sm">
                            Step {stepIndex(step.id) + 1}, {step.name}:
                          </Text>{' '}
                          {error.message}{' '}
                          <Anchor component={Link} to={step.path} fz="sm" fw={600}>
                            Go to {step.name.toLowerCase()}
                          </Anchor>
                        </>
                      ) : (
                        error.message
                      )}
                    </List.Item>
                  );
                })}
              </List>
            </Alert>
          )}
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
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          description={<PasswordRules password={typedPassword} />}
          inputWrapperOrder={inputWrapperOrder}
          error={errors.password?.message}
          {...form.register('password')}
        />
      </Stack>
    </StepForm>
  );
}
