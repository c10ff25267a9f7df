/**
 * "Upload your statements" on the bank statements page: choose or drop files (PDF, JPEG, PNG or WebP up to
 * 20 MB each), see them upload, and the list of statements with Remove. The state and actions come from
 * useStatementUploads.
 */
import { Button, FileButton, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  BANK_STATEMENT_MONTHS,
  DOCUMENT_ACCEPT,
  DOCUMENT_KINDS_TEXT,
  DOCUMENT_MAX_BYTES,
  formatFileSize,
} from '@stairway/domain/documents';
import { IconAlertTriangle, IconFileUpload } from '@tabler/icons-react';
import type { Application } from '../../hooks/use-application';
import { type PendingUpload, useStatementUploads } from '../../hooks/use-statement-uploads';
import { CheckCardHeading } from '../check-card-heading';
import { FormCard } from '../form-card';
import { StatusAlert } from '../status-alert';
import classes from '../verification.module.css';
import { StatementList } from './statement-list';

/** One upload under way (its name, share done and progress bar), or its error with a close button. */
function UploadProgress({ upload, onDismiss }: { upload: PendingUpload; onDismiss: () => void }) {
  if (upload.error) {
    return (
      <StatusAlert
        tone="error"
        role="alert"
        icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        withCloseButton
        closeButtonLabel={`Dismiss the message about ${upload.name}`}
        onClose={onDismiss}
        data-testid="upload-error"
      >
        {upload.error}
      </StatusAlert>
    );
  }
  return (
    <Stack gap={4}>
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
  );
}

/** Upload statements: choose or drop files, see them upload, the list of statements with Remove. */
export function StatementUploadCard({
  application,
}: {
  application: Pick<Application, 'submitted' | 'bankStatementsManualUpload'>;
}) {
  const upload = useStatementUploads(application);
  const { documents, statements } = upload;

  return (
    <FormCard>
      <Stack gap="md" component="section" aria-labelledby="upload-title">
        <CheckCardHeading
          id="upload-title"
          icon={<IconFileUpload size={22} />}
          title="Upload your statements"
        />
        <Text>
          One statement for each of the last {BANK_STATEMENT_MONTHS} months from the account your pay goes
          into. {DOCUMENT_KINDS_TEXT} files, up to {formatFileSize(DOCUMENT_MAX_BYTES)} each.
        </Text>

        {/* Dropping files is a pointer-only extra; the "Choose files" button inside is the control for everyone. */}
        <div
          className={`${classes.dropzone} ${upload.dragging ? classes.dropzoneActive : ''}`}
          {...upload.dropzone}
          data-testid="statement-dropzone"
        >
          <Stack gap="xs" align="center">
            <Text c="gray.7" visibleFrom="sm">
              Drag your files here, or
            </Text>
            <FileButton
              onChange={(files) => void upload.handleFiles(files)}
              accept={DOCUMENT_ACCEPT}
              multiple
              disabled={upload.disabled}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  loading={upload.uploading}
                  leftSection={<IconFileUpload size={18} aria-hidden="true" />}
                >
                  Choose files
                </Button>
              )}
            </FileButton>
          </Stack>
        </div>

        {upload.uploads.length > 0 && (
          <Stack gap="sm" data-testid="uploads-in-progress">
            {upload.uploads.map((pending) => (
              <UploadProgress
                key={pending.id}
                upload={pending}
                onDismiss={() => upload.dismiss(pending.id)}
              />
            ))}
          </Stack>
        )}

        <div role="status" aria-live="polite">
          <VisuallyHidden>{upload.announcement}</VisuallyHidden>
        </div>

        <StatementList
          documents={documents}
          statements={statements}
          disabled={upload.disabled}
          onRemoved={upload.setAnnouncement}
        />
      </Stack>
    </FormCard>
  );
}
