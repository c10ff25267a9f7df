/**
 * Carry on with a phone: on a computer (a fine pointer and a wide screen) the identity page shows the hosted check's
 * link as a QR code, so the person can scan it with their phone's camera and take the photos of their ID and the selfie
 * there, with the link as text beside it. On a phone nothing is added: the page's "Verify now" button opens the link in
 * the phone's own browser.
 */
import { Anchor, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceMobile, IconQrcode } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';

/** What counts as a computer: no coarse (touch) pointer, and a screen at least 48em (768 px) wide. */
export const DESKTOP_QUERIES = { coarsePointer: '(pointer: coarse)', wide: '(min-width: 48em)' } as const;

/**
 * Whether the page is on a computer rather than a phone or tablet ({@link DESKTOP_QUERIES}).
 * @returns false until the media queries have been read (the first render), then whether it is a computer
 */
export function useIsDesktop(): boolean {
  const coarse = useMediaQuery(DESKTOP_QUERIES.coarsePointer);
  const wide = useMediaQuery(DESKTOP_QUERIES.wide);
  return coarse === false && wide === true;
}

/**
 * The link as a QR code with its label, and the link as text.
 * @param url the hosted check's link
 */
export function IdentityLinkQrCode({ url }: { url: string }) {
  return (
    <Group gap="lg" align="flex-start" wrap="nowrap" data-testid="identity-qr">
      <Box p={8} bg="white" style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}>
        <QRCodeSVG
          value={url}
          size={152}
          level="M"
          marginSize={2}
          role="img"
          aria-label="QR code of the link to your identity check. Scan it with your phone’s camera."
          title="QR code of the link to your identity check"
        />
      </Box>
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Text>
          Point your phone’s camera at the code, then tap the link it shows to do the check on your phone.
        </Text>
        <Text fz="sm" c="gray.7">
          Or type this link into your phone’s browser:
        </Text>
        <Anchor href={url} target="_blank" rel="noopener" fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {url}
        </Anchor>
        <Text fz="sm" c="gray.7">
          The link is yours alone: don’t share it. It works for 24 hours.
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * On a computer: "Use your phone instead", with the QR code once the check's link is known, or a button that
 * starts the check (or reuses the pending one) to show it. On a phone: nothing.
 * @param url the hosted check's link once it is known on this page; null before
 * @param onShow starts (or resumes) the check to get its link, without opening a new tab
 * @param loading whether onShow is under way
 * @param disabled whether another action is under way
 */
export function IdentityPhoneHandoff({
  url,
  onShow,
  loading,
  disabled,
}: {
  url: string | null;
  onShow: () => Promise<void>;
  loading: boolean;
  disabled: boolean;
}) {
  const desktop = useIsDesktop();
  if (!desktop) return null;
  return (
    <Stack gap="sm" data-testid="identity-phone-handoff">
      <Title order={3} fz="md">
        Use your phone instead
      </Title>
      {url ? (
        <IdentityLinkQrCode url={url} />
      ) : (
        <>
          <Text fz="sm" c="gray.7">
            A phone’s camera usually takes clearer photos of your ID than a computer’s. Show a QR code to
            carry on with your phone.
          </Text>
          <Button
            variant="default"
            onClick={() => void onShow()}
            loading={loading}
            disabled={disabled}
            leftSection={<IconQrcode size={18} aria-hidden="true" />}
            rightSection={<IconDeviceMobile size={18} aria-hidden="true" />}
            style={{ alignSelf: 'flex-start' }}
          >
            Show a QR code for my phone
          </Button>
        </>
      )}
    </Stack>
  );
}
