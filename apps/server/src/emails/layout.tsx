/** @jsxRuntime automatic @jsxImportSource react */
/** The shared layout of every Stairway e-mail (react-email components). */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

const brand = '#0F6E5A';

/** Why the person gets e-mails from Stairway, as the footer says it, unless an e-mail says otherwise. */
const DEFAULT_REASON = 'You are receiving this because you created a Stairway account.';

/**
 * Wraps an e-mail's content with the Stairway header and footer.
 * @param props.reason the footer's "why you are receiving this" sentence (default: you created an account)
 */
export function EmailLayout(props: { preview: string; title: string; reason?: string; children: ReactNode }) {
  return (
    <Html lang="en-GB">
      <Head>
        {/* Phones lay the message out at their own width: the container is at most 560 px and shrinks. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: '#f4f6f5', fontFamily: 'Inter, Arial, sans-serif', margin: 0 }}>
        <Container
          style={{
            backgroundColor: '#ffffff',
            maxWidth: 560,
            width: '100%',
            margin: '24px auto',
            padding: '32px 24px',
          }}
        >
          <Text style={{ color: brand, fontWeight: 700, fontSize: 20, margin: 0 }}>Stairway</Text>
          <Heading as="h1" style={{ fontSize: 22, color: '#1a1a1a', margin: '24px 0 8px' }}>
            {props.title}
          </Heading>
          <Section>{props.children}</Section>
          <Hr style={{ borderColor: '#e5e7eb', margin: '32px 0 16px' }} />
          <Text style={{ color: '#6b7280', fontSize: 12 }}>
            Stairway: rent today, own tomorrow. {props.reason ?? DEFAULT_REASON}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The brand colour, for buttons. */
export const emailBrandColour = brand;

/** A call-to-action button in the brand colour (each e-mail also writes the link out, for when buttons fail). */
export function EmailButton(props: { href: string; children: ReactNode }) {
  return (
    <Button
      href={props.href}
      style={{ backgroundColor: brand, color: '#ffffff', padding: '12px 20px', borderRadius: 8 }}
    >
      {props.children}
    </Button>
  );
}
