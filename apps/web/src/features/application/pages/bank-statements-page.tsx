/**
 * Your bank statements (/your-application/bank-statements/applicant-bank-statements; spec §2, §4 step 7, §7
 * sendOpenBankingLink, setOpenBankingRequested, checkOpenBanking, getPreSignedUploadUrl,
 * setDocumentManualUpload, uploadDocument, deleteDocument, getApplicantDocuments). Two ways to share them:
 * connect the bank with open banking (read-only, on the provider's hosted page in a new tab or from an
 * e-mailed link), or upload statements (PDF, JPEG, PNG or WebP up to 20 MB each). Either completes the step.
 *
 * States: locked until the personal and financial sections are done and identity verification is done or
 * skipped (spec §4); to do; done (connected, or at least one statement uploaded).
 */
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  Progress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { APPLICATION_STEP_PATHS } from '@stairway/domain/application-progress';
import {
  checkDocumentFile,
  DOCUMENT_ACCEPT,
  DOCUMENT_KINDS_TEXT,
  DOCUMENT_MAX_BYTES,
  formatFileSize,
} from '@stairway/domain/documents';
import {
  IconAlertTriangle,
  IconBuildingBank,
  IconCircleCheck,
  IconClockHour4,
  IconFileText,
  IconFileUpload,
  IconTrash,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { openConfirmModal } from '../../../components/confirm-modal';
import type { ApplicantDocumentFieldsFragment } from '../../../gql/graphql';
import { readGraphQLError } from '../../../lib/server-errors';
import { ApplicationPageLoading, ApplicationPageShell, FormCard } from '../components/application-page-shell';
import { HostedCheckActions, HostedCheckPanel } from '../components/hosted-check';
import { LockedStep } from '../components/locked-step';
import { StatusAlert } from '../components/status-alert';
import classes from '../components/verification.module.css';
import { CheckOpenBankingMutation } from '../graphql/checkOpenBanking';
import { DeleteDocumentMutation } from '../graphql/deleteDocument';
import { GetApplicantDocumentsQuery } from '../graphql/getApplicantDocuments';
import { GetPreSignedUploadUrlMutation } from '../graphql/getPreSignedUploadUrl';
import { SendOpenBankingLinkMutation } from '../graphql/sendOpenBankingLink';
import { SetDocumentManualUploadMutation } from '../graphql/setDocumentManualUpload';
import { SetOpenBankingRequestedMutation } from '../graphql/setOpenBankingRequested';
import { UploadDocumentMutation } from '../graphql/uploadDocument';
import { type Application, useApplication } from '../hooks/use-application';
import { useHostedCheck } from '../hooks/use-hosted-check';
import { UploadError, uploadFile } from '../lib/upload-file';

const STEP = 'applicant-bank-statements';
const PATH = APPLICATION_STEP_PATHS[STEP];
/** The variables that start the check or send its link: the provider's page sends the applicant back here. */
const RETURN_HERE = { variables: { input: { returnPath: PATH } } };
const TITLE = 'Your bank statements';

type ApplicantDocument = ApplicantDocumentFieldsFragment;

/** The "Your bank statements" page. */
export function BankStatementsPage() {
  const { application, user, error, refetch } = useApplication();
  if (!application || !user) {
    return <ApplicationPageLoading title={TITLE} error={error} onRetry={() => void refetch()} />;
  }
  const locked = application.steps.find((s) => s.id === STEP)?.status === 'Locked';
  return (
    <ApplicationPageShell
      application={application}
      path={PATH}
      section="Checks"
      title={TITLE}
      description="We look at your last 3 months of bank statements to confirm your income and spending. Choose the way that suits you."
      nextTo={locked && !application.submitted ? (application.nextStep.path ?? undefined) : undefined}
      nextLabel={locked && !application.submitted ? 'Finish the earlier steps' : undefined}
      nextVariant={application.steps.find((s) => s.id === STEP)?.status === 'Todo' ? 'default' : 'filled'}
    >
      {locked ? (
        <LockedStep
          application={application}
          stepId={STEP}
          title="Finish the earlier steps first"
          why="Bank statements open once your personal and financial details are complete and you have verified your identity (or chosen to do it later)."
        />
      ) : (
        <Stack gap="lg">
          <DoneBanner application={application} />
          {/* Once the bank is connected there is nothing more to do; statements uploaded before stay listed. */}
          {!application.openBankingConnected && (
            <OpenBankingCard application={application} email={user.email} />
          )}
          {!application.openBankingConnected && (
            <div className={classes.or} aria-hidden="true">
              or
            </div>
          )}
          {(!application.openBankingConnected || application.documentsUploaded) && (
            <UploadCard application={application} />
          )}
        </Stack>
      )}
    </ApplicationPageShell>
  );
}

/** Says the step is done, and how. */
function DoneBanner({ application }: { application: Application }) {
  if (!application.openBankingConnected && !application.documentsUploaded) return null;
  return (
    <StatusAlert
      tone="success"
      icon={<IconCircleCheck size={20} aria-hidden="true" />}
      title={application.openBankingConnected ? 'Your bank is connected' : 'Your statements are uploaded'}
      data-testid="bank-statements-done"
    >
      {application.openBankingConnected
        ? `We can see your ${application.openBankingBankName ?? 'bank'} statements with open banking. It’s read-only: we can never move money. You can continue.`
        : 'Thank you. Add more if you need to, or continue.'}
    </StatusAlert>
  );
}

/** A card's heading with its icon. */
function CardHeading({
  id,
  icon,
  title,
  badge,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  badge?: string;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Title order={2} fz="lg" style={{ flex: 1 }} id={id}>
        {title}
      </Title>
      {badge && (
        <Badge variant="light" color="stairway" tt="none" radius="sm">
          {badge}
        </Badge>
      )}
    </Group>
  );
}

/** The open banking connection's state, when there is something to say. */
function ConnectionState({ application }: { application: Application }) {
  const status = application.openBankingStatus;
  const props = { 'data-testid': 'open-banking-status', 'data-status': status } as const;
  if (status === 'Connected') {
    return (
      <StatusAlert
        tone="success"
        {...props}
        icon={<IconCircleCheck size={20} aria-hidden="true" />}
        title="Bank connected"
      >
        {application.openBankingBankName ?? 'Your bank'} is connected, read-only. We can’t move money.
      </StatusAlert>
    );
  }
  if (status === 'Pending') {
    return (
      <StatusAlert
        tone="info"
        {...props}
        icon={<IconClockHour4 size={20} aria-hidden="true" />}
        title="Connection started"
      >
        Finish it in the other tab, or from the link we e-mailed you. Then choose “I’ve finished: check my
        connection”.
      </StatusAlert>
    );
  }
  if (status === 'Cancelled') {
    return (
      <StatusAlert
        tone="warning"
        {...props}
        icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        title="Connection cancelled"
      >
        Nothing was shared. You can try again, or upload your statements instead.
      </StatusAlert>
    );
  }
  if (status === 'Expired') {
    return (
      <StatusAlert
        tone="warning"
        {...props}
        icon={<IconClockHour4 size={20} aria-hidden="true" />}
        title="Your link has expired"
      >
        Links work for 24 hours. Choose “Connect your bank” to start again.
      </StatusAlert>
    );
  }
  return null;
}

/** Connect your bank (open banking, read-only). */
function OpenBankingCard({ application, email }: { application: Application; email: string }) {
  const [start] = useMutation(SetOpenBankingRequestedMutation);
  const [send] = useMutation(SendOpenBankingLinkMutation);
  const [check] = useMutation(CheckOpenBankingMutation);
  const hosted = useHostedCheck();
  const pending = application.openBankingStatus === 'Pending';

  const connect = () =>
    hosted.open(async () => (await start(RETURN_HERE)).data?.setOpenBankingRequested.url, {
      opening: 'Opening open banking…',
      blocked: 'Your browser stopped the new tab from opening. Use this link instead:',
    });

  const sendLink = () =>
    hosted.sendLink(
      async () => (await send(RETURN_HERE)).data?.sendOpenBankingLink.sentTo ?? email,
      (sentTo) => `We’ve sent the link to ${sentTo}. Open it on the phone where your banking app is.`,
    );

  const checkConnection = () =>
    hosted.check(async () => (await check()).data?.checkOpenBanking.openBankingStatus, {
      // Connected: the card gives way to the "Your bank is connected" banner.
      connected: {
        toast: { title: 'Bank connected', message: 'Thank you: that’s your bank statements done.' },
      },
      pending: { notice: 'Your bank isn’t connected yet. If you’ve finished, wait a moment and try again.' },
    });

  return (
    <FormCard>
      <Stack gap="md" component="section" aria-labelledby="open-banking-title">
        <CardHeading
          id="open-banking-title"
          icon={<IconBuildingBank size={22} />}
          title="Connect your bank"
          badge="Quickest"
        />
        <Text>
          Share 12 months of transactions securely with open banking. You sign in with your bank as usual; we
          get read-only access and can never move money.
        </Text>
        <HostedCheckPanel
          hosted={hosted}
          status={<ConnectionState application={application} />}
          noticeTestId="open-banking-notice"
          fallbackLabel="Connect your bank"
        >
          {!application.openBankingConnected && (
            <HostedCheckActions
              hosted={hosted}
              checkLabel={pending ? 'I’ve finished: check my connection' : null}
              onCheck={checkConnection}
              openLabel={pending ? 'Open it again' : 'Connect your bank'}
              openVariant={pending || application.documentsUploaded ? 'default' : 'filled'}
              onOpen={connect}
              onSend={sendLink}
            />
          )}
        </HostedCheckPanel>
      </Stack>
    </FormCard>
  );
}

/** A file on its way up, or one that could not be uploaded. */
type PendingUpload = { id: number; name: string; progress: number; error: string | null };

/** Upload statements: choose or drop files, see them upload, the list of statements with Remove. */
function UploadCard({ application }: { application: Application }) {
  const documents = useQuery(GetApplicantDocumentsQuery, { fetchPolicy: 'network-only' });
  const [getUploadUrl] = useMutation(GetPreSignedUploadUrlMutation);
  const [recordDocument] = useMutation(UploadDocumentMutation);
  const [setManualUpload] = useMutation(SetDocumentManualUploadMutation);
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);
  const nextId = useRef(0);
  const disabled = application.submitted;

  const update = (id: number, change: Partial<PendingUpload>) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const uploadOne = async (file: File) => {
    nextId.current += 1;
    const id = nextId.current;
    const problem = checkDocumentFile(file);
    setUploads((list) => [...list, { id, name: file.name, progress: 0, error: problem?.message ?? null }]);
    if (problem) return;
    try {
      const { data } = await getUploadUrl();
      if (!data) throw new UploadError('We couldn’t start the upload. Please try again.');
      const { url, key } = data.getPreSignedUploadUrl;
      await uploadFile(url, file, (share) => update(id, { progress: share }));
      await recordDocument({
        variables: { input: { key, fileName: file.name, documentType: 'BankStatement' } },
        refetchQueries: [GetApplicantDocumentsQuery],
        awaitRefetchQueries: true,
      });
      setUploads((list) => list.filter((u) => u.id !== id));
      setAnnouncement(`“${file.name}” uploaded.`);
    } catch (caught) {
      const message =
        caught instanceof UploadError
          ? caught.message
          : (readGraphQLError(caught)?.message ?? 'The upload failed. Please try again.');
      update(id, { error: `“${file.name}”: ${message}` });
    }
  };

  const handleFiles = async (files: File[]) => {
    if (files.length === 0 || disabled) return;
    setAnnouncement('');
    setUploads((list) => list.filter((u) => !u.error));
    if (!application.bankStatementsManualUpload) {
      void setManualUpload({ variables: { input: { bankStatementsManualUpload: true } } }).catch(
        () => undefined,
      );
    }
    for (const file of files) await uploadOne(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void handleFiles([...event.dataTransfer.files]);
  };

  const statements = (documents.data?.getApplicantDocuments ?? []).filter(
    (d) => d.documentType === 'BankStatement',
  );
  const uploading = uploads.some((u) => !u.error);

  return (
    <FormCard>
      <Stack gap="md" component="section" aria-labelledby="upload-title">
        <CardHeading id="upload-title" icon={<IconFileUpload size={22} />} title="Upload your statements" />
        <Text>
          Your last 3 months of statements from the account your pay goes into. {DOCUMENT_KINDS_TEXT} files,
          up to {formatFileSize(DOCUMENT_MAX_BYTES)} each.
        </Text>

        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer-only extra; the
            "Choose files" button inside is the control for everyone */}
        <div
          className={`${classes.dropzone} ${dragging ? classes.dropzoneActive : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="statement-dropzone"
        >
          <Stack gap="xs" align="center">
            <Text c="gray.7" visibleFrom="sm">
              Drag your files here, or
            </Text>
            <FileButton
              onChange={(files) => void handleFiles(files)}
              accept={DOCUMENT_ACCEPT}
              multiple
              disabled={disabled}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  loading={uploading}
                  leftSection={<IconFileUpload size={18} aria-hidden="true" />}
                >
                  Choose files
                </Button>
              )}
            </FileButton>
          </Stack>
        </div>

        {uploads.length > 0 && (
          <Stack gap="sm" data-testid="uploads-in-progress">
            {uploads.map((upload) =>
              upload.error ? (
                <StatusAlert
                  tone="error"
                  key={upload.id}
                  role="alert"
                  icon={<IconAlertTriangle size={20} aria-hidden="true" />}
                  withCloseButton
                  closeButtonLabel={`Dismiss the message about ${upload.name}`}
                  onClose={() => setUploads((list) => list.filter((u) => u.id !== upload.id))}
                  data-testid="upload-error"
                >
                  {upload.error}
                </StatusAlert>
              ) : (
                <Stack key={upload.id} gap={4}>
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Text fz="sm" fw={500} className={classes.documentName}>
                      {upload.name}
                    </Text>
                    <Text fz="sm" c="gray.7" className="tabular-nums">
                      {Math.round(upload.progress * 100)}%
                    </Text>
                  </Group>
                  <Progress value={upload.progress * 100} size="sm" aria-label={`Uploading ${upload.name}`} />
                </Stack>
              ),
            )}
          </Stack>
        )}

        <div role="status" aria-live="polite">
          <VisuallyHidden>{announcement}</VisuallyHidden>
        </div>

        <Stack gap={4}>
          <Title order={3} fz="md">
            Your statements
          </Title>
          {documents.loading && !documents.data ? (
            <Stack gap="sm" aria-busy="true" aria-label="Loading your statements">
              <Skeleton height={52} />
              <Skeleton height={52} />
            </Stack>
          ) : documents.error && !documents.data ? (
            <StatusAlert tone="error" title="We couldn’t load your statements">
              <Button variant="white" color="red" onClick={() => void documents.refetch()}>
                Try again
              </Button>
            </StatusAlert>
          ) : statements.length === 0 ? (
            <Text c="gray.7" fz="sm" data-testid="no-statements">
              None yet. Upload one file per month, or one file covering all 3 months.
            </Text>
          ) : (
            <ul className={classes.documents} data-testid="statement-list">
              {statements.map((document) => (
                <StatementRow
                  key={document.id}
                  document={document}
                  disabled={disabled}
                  onRemoved={setAnnouncement}
                />
              ))}
            </ul>
          )}
        </Stack>
      </Stack>
    </FormCard>
  );
}

/** One uploaded statement: its name, file, size and date, View and Remove (with confirmation). */
function StatementRow({
  document,
  disabled,
  onRemoved,
}: {
  document: ApplicantDocument;
  disabled: boolean;
  onRemoved: (announcement: string) => void;
}) {
  const [remove, removing] = useMutation(DeleteDocumentMutation);
  const [error, setError] = useState<string | null>(null);
  const confirmRemove = () =>
    openConfirmModal({
      title: 'Remove this statement?',
      children: <Text>“{document.displayName}” will be deleted. You can upload it again at any time.</Text>,
      confirmLabel: 'Remove',
      destructive: true,
      onConfirm: async () => {
        setError(null);
        try {
          await remove({
            variables: { input: { id: document.id } },
            refetchQueries: [GetApplicantDocumentsQuery],
            awaitRefetchQueries: true,
          });
          onRemoved(`“${document.displayName}” removed.`);
        } catch (caught) {
          setError(readGraphQLError(caught)?.message ?? null);
        }
      },
    });

  return (
    <li className={classes.document} data-testid="statement">
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <ThemeIcon size={36} radius="md" variant="light" color="gray" aria-hidden="true">
          <IconFileText size={20} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} className={classes.documentName}>
            {document.displayName}
          </Text>
          <Text fz="sm" c="gray.7" className={classes.documentName}>
            {document.fileName} · {formatFileSize(document.size)} · Uploaded{' '}
            {dayjs(document.dateUploaded).format('D MMM YYYY')}
          </Text>
          <Group gap="md" mt={4}>
            <Anchor href={document.url} target="_blank" rel="noopener" fz="sm" fw={500}>
              View<VisuallyHidden> {document.displayName} (opens in a new tab)</VisuallyHidden>
            </Anchor>
          </Group>
          {error && (
            <Text fz="sm" c="red.8" role="alert">
              {error}
            </Text>
          )}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red.8"
          size={44}
          aria-label={`Remove ${document.displayName}`}
          onClick={confirmRemove}
          loading={removing.loading}
          disabled={disabled}
        >
          <IconTrash size={20} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </li>
  );
}
