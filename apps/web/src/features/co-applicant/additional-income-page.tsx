/**
 * The co-applicant's Additional income, /your-application/co-applicant-financial-details/additional-income
 * (spec §2; spec §4 "Additional income: done when the user said none, or a non-primary income exists"):
 * "Do you have any other income?" saved with `updateCoApplicant`. Adding the incomes themselves on this page
 * is still to come (decision 015): the page says so.
 */
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { YesNoQuestion } from '../../components/form/yes-no-question';
import { paths } from '../../lib/paths';
import { readGraphQLError } from '../../lib/server-errors';
import { UpdateOwnDetailsMutation } from './graphql/updateOwnDetails';
import { useCoApplicant } from './hooks/use-co-applicant';

/** The co-applicant's Additional income page. */
export function CoApplicantAdditionalIncomePage() {
  const { coApplicant } = useCoApplicant();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateOwnDetailsMutation);
  useEffect(() => {
    document.title = 'Additional income · Stairway';
  }, []);
  useEffect(() => {
    if (coApplicant && answer === null) setAnswer(coApplicant.hasAdditionalIncome ?? null);
  }, [coApplicant, answer]);
  if (!coApplicant) return <Stack aria-busy="true">Loading…</Stack>;

  const submit = async () => {
    setError(null);
    if (answer === null) {
      setError('Say whether you have any other income');
      return;
    }
    try {
      await save({ variables: { input: { hasAdditionalIncome: answer } } });
      if (!answer) navigate(paths.coApplicantDashboard);
    } catch (failure) {
      setError(
        readGraphQLError(failure)?.message ?? 'We couldn’t save your answer just now. Please try again.',
      );
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Additional income
      </Title>
      <Card withBorder radius="lg" p="md">
        <YesNoQuestion
          label="Do you have any other income?"
          description="For example a second job, rental income or a pension."
          name="hasAdditionalIncome"
          value={answer}
          onChange={setAnswer}
          error={error}
        />
      </Card>
      {coApplicant.hasAdditionalIncome && (
        <Alert color="orange" variant="light" title="Adding other incomes here is coming soon">
          <Text fz="sm">
            For now, e-mail the details to hello@stairway.example and we will add them for you.
          </Text>
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => navigate(paths.coApplicantDashboard)}>
          Back
        </Button>
        <Button onClick={() => void submit()} loading={loading} size="md">
          Save and continue
        </Button>
      </Group>
    </Stack>
  );
}
