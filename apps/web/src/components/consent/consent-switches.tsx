/**
 * The two optional uses, each with its own switch (decision 049): used by the consent banner's "Choose" and by
 * Settings' "Privacy choices" (features/settings/components/privacy-choices-section.tsx).
 */
import { Stack, Switch } from '@mantine/core';
import type { ConsentChoice } from '../../lib/consent';

/** What each switch says. */
export const CONSENT_USES = [
  {
    key: 'analytics',
    label: 'Analytics',
    description:
      'Which pages are visited and which buttons are used, through PostHog, to see what to improve. Never what you type.',
  },
  {
    key: 'sessionReplay',
    label: 'Session replay',
    description:
      'A recording of the page when something goes wrong, through Sentry, with all text and images hidden.',
  },
] as const satisfies ReadonlyArray<{ key: keyof ConsentChoice; label: string; description: string }>;

/**
 * The switches.
 * @param choice what is switched on now
 * @param onChange called with the whole choice after each switch
 */
export function ConsentSwitches({
  choice,
  onChange,
}: {
  choice: ConsentChoice;
  onChange: (choice: ConsentChoice) => void;
}) {
  return (
    <Stack gap="sm">
      {CONSENT_USES.map((use) => (
        <Switch
          key={use.key}
          label={use.label}
          description={use.description}
          checked={choice[use.key]}
          onChange={(event) => onChange({ ...choice, [use.key]: event.currentTarget.checked })}
          size="md"
        />
      ))}
    </Stack>
  );
}
