/** @jsxRuntime automatic @jsxImportSource react */
/** The shared layout of every Stairway e-mail (react-email components). */
import { Body, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

const brand = '#0F6E5A';

/** Wraps an e-mail's content with the Stairway header and footer. */
export function EmailLayout(props: { preview: string; title: string; children: ReactNode }) {
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: '#f4f6f5', fontFamily: 'Inter, Arial, sans-serif', margin: 0 }}>
        <Container style={{ backgroundColor: '#ffffff', maxWidth: 560, margin: '24px auto', padding: 32 }}>
          <Text style={{ color: brand, fontWeight: 700, fontSize: 20, margin: 0 }}>Stairway</Text>
          <Heading as="h1" style={{ fontSize: 22, color: '#1a1a1a', margin: '24px 0 8px' }}>
            {props.title}
          </Heading>
          <Section>{props.children}</Section>
          <Hr style={{ borderColor: '#e5e7eb', margin: '32px 0 16px' }} />
          <Text style={{ color: '#6b7280', fontSize: 12 }}>
            Stairway: rent today, own tomorrow. You are receiving this because you created a Stairway account.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The brand colour, for buttons. */
export const emailBrandColour = brand;
