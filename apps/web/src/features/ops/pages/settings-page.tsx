/**
 * /ops/settings: maintenance mode (spec §1 "A maintenance-mode flag switches the submit-a-home feature on or
 * off"). The switch calls setMaintenanceMode, the settings service that writes an audit row. And the
 * skip-identity setting (skipIdv), switched after a confirmation (components/skip-idv-switch.tsx); and the repair
 * targets (components/repair-targets-section.tsx), which new reports take.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Card, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { readGraphQLError } from '../../../lib/server-errors';
import { LoadFailed, loadFailed } from '../components/load-failed';
import { OpsYourData } from '../components/ops-your-data';
import { RepairTargetsSection } from '../components/repair-targets-section';
import { SkipIdvSwitch } from '../components/skip-idv-switch';
import { OperatorSettingsQuery } from '../graphql/operatorSettings';
import { SetMaintenanceModeMutation } from '../graphql/setMaintenanceMode';
import { formatDateTime } from '../lib/format';

/** The maintenance switch and the identity-checks switch. */
export function SettingsPage() {
  const { data, loading, error, refetch } = useQuery(OperatorSettingsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [save, saveState] = useMutation(SetMaintenanceModeMutation);
  const [saveError, setSaveError] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Settings · Stairway operators';
  }, []);
  const settings = data?.operatorSettings;

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} fz="h2">
        Settings
      </Title>
      {!settings && loading ? (
        <Loader role="status" aria-label="Loading the settings" />
      ) : loadFailed({ error, data }) ? (
        <LoadFailed what="settings" onRetry={refetch} />
      ) : settings ? (
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} fz="h3">
              Maintenance
            </Title>
            {saveError && (
              <Alert color="red" variant="light" role="alert">
                {saveError}
              </Alert>
            )}
            <Switch
              size="md"
              label="Maintenance mode"
              description="On pauses submitting homes for every applicant; off lets them submit again. Takes effect at once."
              checked={!settings.submitHomeEnabled}
              disabled={saveState.loading}
              onChange={async (event) => {
                setSaveError(null);
                try {
                  await save({ variables: { input: { submitHomeEnabled: !event.currentTarget.checked } } });
                } catch (problem) {
                  setSaveError(readGraphQLError(problem)?.message ?? 'The setting was not saved. Try again.');
                }
              }}
            />
            <Text fz="sm" c="gray.7" aria-live="polite">
              Submitting homes is {settings.submitHomeEnabled ? 'on' : 'paused for maintenance'}. Last changed{' '}
              {formatDateTime(settings.updatedAt)}.
            </Text>
          </Stack>
        </Card>
      ) : null}
      {settings && (
        <Card withBorder padding="lg">
          <SkipIdvSwitch skipIdv={settings.skipIdv} />
        </Card>
      )}
      <Card withBorder padding="lg">
        <RepairTargetsSection />
      </Card>
      <OpsYourData />
    </Stack>
  );
}
