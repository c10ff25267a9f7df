/**
 * "Your data" (decision 050), for every role: download everything Stairway holds about you (a ZIP with your-data.json
 * and your files, through requestDataExport's 5-minute link), and delete your account in a confirm box that says
 * exactly what is erased and what is kept, and for how long, confirmed by your password (or, for a landlord, the e-mail
 * address they sign in with). The mutations go through the Apollo client of the page's role (the applicant's, the
 * landlord's, the console's or the pipeline's). After a deletion the caller signs the person out and shows the
 * confirmation page.
 */
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { DeleteAccountModal } from './delete-account-modal';
import { useYourData } from './use-your-data';

/** What the retention rule keeps of an applicant's account (decision 050). */
export const APPLICANT_KEPT =
  'If you submitted an application, we keep its reference, state, dates, decision and budget, and a record of ' +
  'any fee or other card payment you made (amount, date and payment reference), for 6 years, as UK law on ' +
  'accounting records and claims requires; then we erase them. We keep no name, address, income or document.';

/** What the retention rule keeps of every other role's account: nothing. */
export const NOTHING_KEPT = 'We keep nothing else about you.';

/** What a deletion did, for the confirmation page. */
export type AccountDeletedResult = { keptUntil: string | null };

type Props = {
  /** How the person confirms: their password, or (a landlord) the e-mail address they sign in with. */
  confirmWith: 'password' | 'email';
  /** What is erased, one item a line. */
  erased: string[];
  /** What is kept and for how long (APPLICANT_KEPT or NOTHING_KEPT). */
  kept: string;
  /** Signs the person out and shows the confirmation page. */
  onDeleted: (result: AccountDeletedResult) => void | Promise<void>;
  /** The heading's level: 2 on a page of sections (default), 3 inside one. */
  headingOrder?: 2 | 3;
};

/** The "Your data" section: download, and delete with a confirm box. */
export function YourDataSection({ confirmWith, erased, kept, onDeleted, headingOrder = 2 }: Props) {
  const state = useYourData(confirmWith, onDeleted);
  const { exportState, started, exportError, setOpen, download } = state;

  const label = confirmWith === 'password' ? 'Your password' : 'The e-mail address you sign in with';
  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="your-data-title"
    >
      <Stack gap="md">
        <Title order={headingOrder} fz={20} id="your-data-title">
          Your data
        </Title>
        <Text>
          Download everything Stairway holds about you: a ZIP file with your details as JSON, and the
          documents and photos you uploaded.
        </Text>
        <Group>
          <Button variant="light" onClick={() => void download()} loading={exportState.loading} mih={44}>
            Download your data
          </Button>
        </Group>
        <div aria-live="polite">
          {exportState.loading && <Text fz="sm">Preparing your download…</Text>}
          {started && (
            // No Alert title: Mantine's light title colour on its tint is below 4.5:1 (axe color-contrast).
            <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />}>
              <Text span fw={700} fz="sm">
                Your download has started.
              </Text>{' '}
              Your browser is saving {started}. The link works for 5 minutes: if nothing arrives, download
              again.
            </Alert>
          )}
        </div>
        {exportError && (
          <Alert color="red" role="alert" title="Your download didn’t start">
            {exportError}
          </Alert>
        )}
        <Text>Delete your account and everything we hold about you. This can’t be undone.</Text>
        <Group>
          <Button color="red.9" variant="outline" onClick={() => setOpen(true)} mih={44}>
            Delete your account
          </Button>
        </Group>
      </Stack>
      <DeleteAccountModal confirmWith={confirmWith} erased={erased} kept={kept} label={label} state={state} />
    </Card>
  );
}
