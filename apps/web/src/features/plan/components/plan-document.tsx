/**
 * The document itself: "Download the PDF" (the exact PDF whose fingerprint is shown) and its SHA-256 fingerprint,
 * shortened with the full value to copy or show, and a sentence saying what it is for.
 */
import { ActionIcon, Alert, Button, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { usePlanPdf } from '../hooks/use-plan-pdf';
import type { YourPlan } from '../hooks/use-your-plan';
import { shortFingerprint } from '../lib/plan-format';
import { PlanSection } from './plan-terms';

/** The download button and the fingerprint. */
export function PlanDocument({ plan }: { plan: Pick<YourPlan, 'id' | 'sha256' | 'version'> }) {
  const pdf = usePlanPdf(plan.id, plan.sha256);
  return (
    <PlanSection title="Your plan as a document" testId="plan-document">
      <Text>The PDF is the document you sign. Keep a copy for your records.</Text>
      <Button
        size="md"
        variant="light"
        leftSection={<IconDownload size={20} aria-hidden="true" />}
        loading={pdf.downloading}
        onClick={() => void pdf.download()}
        style={{ alignSelf: 'flex-start' }}
      >
        Download the PDF
      </Button>
      {pdf.error && (
        <Alert color="red" variant="light" role="alert">
          {pdf.error}
        </Alert>
      )}
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} data-testid="plan-fingerprint">
            SHA-256: <Code fz="sm">{shortFingerprint(plan.sha256)}</Code>
          </Text>
          <CopyButton value={plan.sha256}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy the full fingerprint'} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'stairway' : 'gray'}
                  size={44}
                  onClick={copy}
                  aria-label={copied ? 'Fingerprint copied' : 'Copy the full fingerprint'}
                >
                  {copied ? (
                    <IconCheck size={20} aria-hidden="true" />
                  ) : (
                    <IconCopy size={20} aria-hidden="true" />
                  )}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Text fz="sm" c="gray.7">
          This fingerprint identifies the exact document; it is recorded with your signature.
        </Text>
        <details>
          <summary style={{ cursor: 'pointer' }}>
            <Text span fz="sm">
              Show the full fingerprint
            </Text>
          </summary>
          <Code
            block
            mt="xs"
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
            data-testid="plan-sha256"
          >
            {plan.sha256}
          </Code>
        </details>
      </Stack>
    </PlanSection>
  );
}
