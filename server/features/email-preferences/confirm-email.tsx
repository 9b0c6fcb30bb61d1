import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components';

/** Subject of the mail that carries a signed link when someone asked without one. */
export const CONFIRM_UNSUBSCRIBE_SUBJECT = 'Confirm your email preferences';

const text = { color: '#334155', fontSize: 15, lineHeight: '24px' } as const;
const small = { color: '#64748b', fontSize: 12, lineHeight: '18px' } as const;

/**
 * Sent when the unsubscribe page was used without a signed link: the change only happens once
 * the owner of the address opens this link, so nobody can change another person's preferences.
 * Same look as the account mails (server/infra/mail/templates.tsx), own wording for this case.
 */
export function ConfirmUnsubscribeEmail({ url }: { url: string }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{CONFIRM_UNSUBSCRIBE_SUBJECT}</Preview>
      <Body
        style={{
          backgroundColor: '#f4f6fb',
          fontFamily: 'Helvetica, Arial, sans-serif',
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container
          style={{
            backgroundColor: '#ffffff',
            borderRadius: 12,
            margin: '0 auto',
            maxWidth: 560,
            padding: '32px',
          }}
        >
          <Text style={{ color: '#2563eb', fontSize: 20, fontWeight: 700, margin: '0 0 16px' }}>
            Applywise
          </Text>
          <Heading as="h1" style={{ color: '#0f172a', fontSize: 22, margin: '0 0 12px' }}>
            {CONFIRM_UNSUBSCRIBE_SUBJECT}
          </Heading>
          <Text style={text}>
            Someone asked to change which emails Applywise sends to this address. Open the link below to
            choose what you want to stop receiving. Emails about your account, security and billing always
            arrive.
          </Text>
          <Section style={{ margin: '24px 0' }}>
            <Button
              href={url}
              style={{
                backgroundColor: '#2563eb',
                borderRadius: 8,
                color: '#ffffff',
                fontWeight: 600,
                padding: '12px 20px',
              }}
            >
              Choose your email preferences
            </Button>
            <Text style={small}>
              Or copy this link into your browser: <br />
              {url}
            </Text>
          </Section>
          <Hr />
          <Text style={small}>
            If you did not ask for this, you can ignore this message; nothing changes.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
