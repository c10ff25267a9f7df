/**
 * The co-applicant's permission, /your-application/co-applicant-personal-details/permission (spec §2; spec §4
 * "Co-applicant permission: complete when Yes"; spec §7 `grantPermission`): they agree that Stairway assesses
 * them together with the applicant, and the application's coApplicantPermission becomes Yes.
 */
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { readGraphQLError } from '../../lib/server-errors';
import { CoApplicantLoadState } from './components/load-state';
import { GrantPermissionMutation } from './graphql/grantPermission';
import { useCoApplicant } from './hooks/use-co-applicant';

/** The permission page. */
export function CoApplicantPermissionPage() {
  const { coApplicant, error: loadError, refetch } = useCoApplicant();
  const navigate = useNavigate();
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [grant, { loading }] = useMutation(GrantPermissionMutation);
  useEffect(() => {
    document.title = 'Your permission · Stairway';
  }, []);
  if (!coApplicant) {
    return (
      <CoApplicantLoadState
        error={loadError}
        retry={refetch}
        loading="Loading…"
        failed="We couldn’t load this page"
      />
    );
  }
  const main = coApplicant.mainApplicantFirstName;

  const submit = async () => {
    setError(null);
    if (!ticked) {
      setError('Tick the box to give your permission');
      return;
    }
    try {
      await grant({ variables: { input: { hasGrantedPermission: true } } });
      navigate(paths.coApplicantDashboard);
    } catch (failure) {
      setError(readGraphQLError(failure)?.message ?? 'We couldn’t save this just now. Please try again.');
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Your permission
      </Title>
      <Card withBorder radius="lg" p="md">
        <Stack gap="md">
          <Text>
            {main} has asked you to buy a home with them through Stairway. To work out what you can afford
            together, we assess both of you: your income, your address history, your identity and your bank
            statements.
          </Text>
          <Text>
            {main} sees the progress of your steps and your details as the joint application needs them, never
            your documents. You can ask us to remove you at any time before the application is submitted.
          </Text>
          {coApplicant.hasGrantedPermission ? (
            <Alert color="stairway" variant="light" title="Thank you">
              You gave your permission on{' '}
              {new Date(coApplicant.hasGrantedPermissionDate ?? Date.now()).toLocaleDateString('en-GB', {
                day: 'numeric',
                month: 'long',
                year: 'numeric',
              })}
              .
            </Alert>
          ) : (
            <Checkbox
              checked={ticked}
              onChange={(event) => {
                setTicked(event.currentTarget.checked);
                // "Tick the box…" is answered by ticking it.
                if (event.currentTarget.checked) setError(null);
              }}
              label={`I agree to apply with ${main} and for Stairway to assess us together`}
              error={error ?? undefined}
            />
          )}
        </Stack>
      </Card>
      {!coApplicant.hasGrantedPermission && (
        <Button onClick={() => void submit()} loading={loading} size="md" style={{ alignSelf: 'flex-start' }}>
          Give my permission
        </Button>
      )}
      <Button
        variant="default"
        onClick={() => navigate(paths.coApplicantDashboard)}
        style={{ alignSelf: 'flex-start' }}
      >
        Back to your progress
      </Button>
    </Stack>
  );
}
