/**
 * The current plan version on a purchase case's page (components/purchase-plan-card.tsx): when it was prepared, its
 * key facts, the SHA-256 of its PDF (short, the full value copyable), the PDF to download, and each signer: when they
 * first opened it and their signature (name, when, from which IP address, the SHA-256 signed and whether they
 * confirmed taking advice).
 */
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Code,
  CopyButton,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import type { PurchasePlanFieldsFragment } from '../../../gql/graphql';
import { usePlanPdf } from '../hooks/use-plan-pdf';
import { formatDateTime } from '../lib/format';

/** A plan version as the page shows it. */
export type PurchasePlan = PurchasePlanFieldsFragment;

/** Someone who must sign the plan, with their signature once they have signed. */
export type PurchasePlanSigner = PurchasePlan['signers'][number];

/** The first 12 hexadecimal digits of a SHA-256, enough to tell two documents apart at a glance. */
export function shortSha256(sha256: string): string {
  return sha256.slice(0, 12);
}

/**
 * A signer's signature in words, e.g. "Signed by Jane Smith on 1 Dec 2026, 10:00 from 203.0.113.7, SHA-256
 * 9f86d081884c…, after confirming advice", or "Not signed yet".
 */
export function describeSignature(signer: PurchasePlanSigner): string {
  if (!signer.signedAt) return 'Not signed yet';
  const by = signer.name ? ` by ${signer.name}` : '';
  const from = signer.ipAddress ? ` from ${signer.ipAddress}` : '';
  const sha = signer.sha256 ? `, SHA-256 ${shortSha256(signer.sha256)}…` : '';
  const advice =
    signer.tookAdvice === true
      ? ', after confirming advice'
      : signer.tookAdvice === false
        ? ', after the review window'
        : '';
  return `Signed${by} on ${formatDateTime(signer.signedAt)}${from}${sha}${advice}`;
}

/** Label and value lists (`<dl>`): a label above or beside its value. */
const listStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: 'var(--mantine-spacing-md)',
  rowGap: 6,
  margin: 0,
} as const;

/** The key facts: each label and its value. */
function KeyFacts({ facts }: { facts: PurchasePlan['keyFacts'] }) {
  return (
    <Box component="dl" style={listStyle} aria-label="Key facts">
      {facts.map((fact) => (
        <Box key={fact.label} display="contents">
          <Text component="dt" fz="sm" c="gray.7">
            {fact.label}
          </Text>
          <Text
            component="dd"
            fz="sm"
            fw={600}
            m={0}
            ta="right"
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {fact.value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

/** The PDF's SHA-256: the first digits shown, the whole value in a tooltip and copied by the button. */
function Sha256({ sha256 }: { sha256: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text fz="sm">
        SHA-256{' '}
        <Code title={sha256} data-testid="plan-sha256">
          {shortSha256(sha256)}…
        </Code>
      </Text>
      <CopyButton value={sha256}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy the full SHA-256'} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal.9' : 'gray.7'}
              onClick={copy}
              aria-label={copied ? 'Copied the full SHA-256' : 'Copy the full SHA-256'}
            >
              {copied ? (
                <IconCheck size={16} aria-hidden="true" />
              ) : (
                <IconCopy size={16} aria-hidden="true" />
              )}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** Each signer: their role, when they first opened this version, and their signature. */
function Signers({ plan }: { plan: PurchasePlan }) {
  return (
    <Box component="dl" m={0} aria-label="Signatures">
      {plan.signers.map((signer) => (
        <Box key={signer.role} mb="xs">
          <Text component="dt" fw={600}>
            {signer.role}
          </Text>
          <Text component="dd" fz="sm" c="gray.7" m={0}>
            {signer.firstOpenedAt ? `Opened on ${formatDateTime(signer.firstOpenedAt)}` : 'Not opened yet'}
          </Text>
          <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {describeSignature(signer)}
          </Text>
          {signer.sha256 && signer.sha256 !== plan.sha256 && (
            <Text component="dd" fz="sm" c="red.9" m={0}>
              The SHA-256 signed is not this version’s.
            </Text>
          )}
        </Box>
      ))}
    </Box>
  );
}

/**
 * The current version: when it was prepared, its key facts, its SHA-256, the PDF's download and the signers.
 * @param plan the case's current plan version
 */
export function PurchasePlanVersion({ plan }: { plan: PurchasePlan }) {
  const pdf = usePlanPdf(plan.id);
  return (
    <Stack gap="md">
      <Text>
        Version {plan.version}, prepared on {formatDateTime(plan.createdAt)}
      </Text>
      <KeyFacts facts={plan.keyFacts} />
      <Group justify="space-between" gap="sm">
        <Sha256 sha256={plan.sha256} />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={pdf.downloading}
          onClick={pdf.download}
        >
          Download the PDF
        </Button>
      </Group>
      {pdf.problem && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {pdf.problem}
        </Alert>
      )}
      <Stack gap={4}>
        <Title order={3} fz="md">
          Signatures
        </Title>
        <Signers plan={plan} />
      </Stack>
    </Stack>
  );
}
