/**
 * "Your data" (decision 050), for every role: download everything Stairway holds about you (a ZIP with your-data.json
 * and your files, through requestDataExport's 5-minute link), and delete your account in a confirm box that says
 * exactly what is erased and what is kept, and for how long, confirmed by your password (or, for a landlord, the e-mail
 * address they sign in with). The mutations go through the Apollo client of the page's role (the applicant's, the
 * landlord's, the console's or the pipeline's). After a deletion the caller signs the person out and shows the
 * confirmation page.
 */
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { DeleteMyAccountMutation, RequestDataExportMutation } from '../../lib/graphql/your-data';
import { readGraphQLError } from '../../lib/server-errors';

/** What the retention rule keeps of an applicant's account (decision 050). */
export const APPLICANT_KEPT =
  'If you submitted an application, we keep its reference, state, dates, decision and budget, and a record of ' +
  'any fee you paid (amount, date and payment reference), for 6 years, as UK law on accounting records and ' +
  'claims requires; then we erase them. We keep no name, address, income or document.';

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
  const [requestExport, exportState] = useMutation(RequestDataExportMutation);
  const [deleteAccount, deleteState] = useMutation(DeleteMyAccountMutation);
  const [started, setStarted] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const download = async () => {
    setStarted(null);
    setExportError(null);
    try {
      const { data } = await requestExport();
      const link = data?.requestDataExport;
      if (!link) throw new Error('No download link');
      // The route answers the ZIP as an attachment: the browser saves it and this page stays.
      window.location.assign(link.url);
      setStarted(link.fileName);
    } catch (error) {
      setExportError(
        readGraphQLError(error)?.message ??
          'We couldn’t prepare your download just now. Check your connection and try again.',
      );
    }
  };

  const close = () => {
    if (deleteState.loading) return;
    setOpen(false);
    setValue('');
    setFieldError(null);
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setFormError(null);
    if (!value.trim()) {
      setFieldError(
        confirmWith === 'password'
          ? 'Enter your password to confirm.'
          : 'Type your e-mail address to confirm.',
      );
      return;
    }
    try {
      const input = confirmWith === 'password' ? { password: value } : { confirmation: value };
      const { data } = await deleteAccount({ variables: { input } });
      if (!data) throw new Error('Not deleted');
      await onDeleted({ keptUntil: data.deleteMyAccount.keptUntil ?? null });
    } catch (error) {
      const read = readGraphQLError(error);
      if (read?.code === 'BAD_USER_INPUT') setFieldError(read.message);
      else
        setFormError(
          read?.message ?? 'We couldn’t delete your account just now. Check your connection and try again.',
        );
    }
  };

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
      <Modal
        opened={open}
        onClose={close}
        title="Delete your account?"
        size="lg"
        // Above the signed-in layout's sticky top bar, which otherwise covers the box's top.
        zIndex={1000}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text fw={600}>We will erase at once:</Text>
            <List spacing={4}>
              {erased.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
            <Text fw={600}>What we keep</Text>
            <Text>{kept}</Text>
            <Text>You’ll be signed out on every device. Download your data first if you want a copy.</Text>
            {confirmWith === 'password' ? (
              <PasswordInput
                label={label}
                autoComplete="current-password"
                value={value}
                onChange={(event) => setValue(event.currentTarget.value)}
                error={fieldError}
                data-autofocus
              />
            ) : (
              <TextInput
                label={label}
                type="email"
                autoComplete="email"
                value={value}
                onChange={(event) => setValue(event.currentTarget.value)}
                error={fieldError}
                data-autofocus
              />
            )}
            {formError && (
              <Alert color="red" role="alert" title="Your account was not deleted">
                {formError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={deleteState.loading} mih={44}>
                Keep my account
              </Button>
              <Button type="submit" color="red.9" loading={deleteState.loading} mih={44}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
