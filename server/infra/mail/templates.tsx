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
import { render } from '@react-email/render';
import type { ReactElement, ReactNode } from 'react';
import { mailTexts, type MailLanguage, type MailTexts } from './texts.ts';

const PRODUCT = 'Applywise';

const styles = {
  body: {
    backgroundColor: '#f4f6fb',
    fontFamily: 'Helvetica, Arial, sans-serif',
    margin: 0,
    padding: '24px 0',
  },
  container: {
    backgroundColor: '#ffffff',
    borderRadius: 12,
    margin: '0 auto',
    maxWidth: 560,
    padding: '32px',
  },
  brand: { color: '#2563eb', fontSize: 20, fontWeight: 700, margin: '0 0 16px' },
  heading: { color: '#0f172a', fontSize: 22, margin: '0 0 12px' },
  text: { color: '#334155', fontSize: 15, lineHeight: '24px' },
  button: {
    backgroundColor: '#2563eb',
    borderRadius: 8,
    color: '#ffffff',
    fontWeight: 600,
    padding: '12px 20px',
  },
  small: { color: '#64748b', fontSize: 12, lineHeight: '18px' },
} as const;

function Layout({
  preview,
  title,
  children,
  footer,
  texts = mailTexts('en'),
}: {
  preview: string;
  title: string;
  children: ReactNode;
  footer?: string | undefined;
  texts?: MailTexts;
}) {
  return (
    <Html lang={texts.htmlLang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{PRODUCT}</Text>
          <Heading as="h1" style={styles.heading}>
            {title}
          </Heading>
          {children}
          <Hr />
          <Text style={styles.small}>{footer ?? texts.defaultFooter}</Text>
        </Container>
      </Body>
    </Html>
  );
}

function Action({
  href,
  label,
  texts = mailTexts('en'),
}: {
  href: string;
  label: string;
  texts?: MailTexts;
}) {
  return (
    <Section style={{ margin: '24px 0' }}>
      <Button href={href} style={styles.button}>
        {label}
      </Button>
      <Text style={styles.small}>
        {texts.copyLink} <br />
        {href}
      </Text>
    </Section>
  );
}

export function WelcomeEmail({ name, dashboardUrl }: { name: string; dashboardUrl: string }) {
  return (
    <Layout preview={`Welcome to ${PRODUCT}`} title={`Welcome to ${PRODUCT}, ${name}!`}>
      <Text style={styles.text}>
        Your free account is ready. Upload your CV, paste a job ad, and get a tailored, ATS-optimized
        application in under 60 seconds. Your Free plan includes 3 AI applications every month.
      </Text>
      <Action href={dashboardUrl} label="Go to your dashboard" />
    </Layout>
  );
}

export function VerifyEmail({ name, url }: { name: string; url: string }) {
  return (
    <Layout preview="Confirm your email address" title="Confirm your email address">
      <Text style={styles.text}>
        Hi {name}, please confirm that this is your email address. The link is valid for 24 hours.
      </Text>
      <Action href={url} label="Confirm email address" />
    </Layout>
  );
}

export function ResetPasswordEmail({ name, url }: { name: string; url: string }) {
  return (
    <Layout preview="Reset your password" title="Reset your password">
      <Text style={styles.text}>
        Hi {name}, we received a request to reset the password of your {PRODUCT} account. The link is valid
        for one hour. If you did not ask for this, your password stays unchanged.
      </Text>
      <Action href={url} label="Choose a new password" />
    </Layout>
  );
}

/** Renders an email component to the HTML and plain-text parts of a message. */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

/**
 * A contact-form message forwarded to support (spec 000 §2 Help and contact). Its own frame, not
 * Layout: the recipient is our support team, not an account holder.
 */
export function ContactMessageEmail({
  name,
  email,
  phone,
  subject,
  message,
  sentAt,
}: {
  name: string;
  email: string;
  phone?: string | undefined;
  subject?: string | undefined;
  message: string;
  sentAt: string;
}) {
  const label = { ...styles.small, margin: '0' };
  const value = { ...styles.text, margin: '0 0 12px' };
  return (
    <Html lang="en">
      <Head />
      <Preview>{`${name}: ${message.slice(0, 80)}`}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{PRODUCT}</Text>
          <Heading as="h1" style={styles.heading}>
            New contact message
          </Heading>
          <Section>
            <Text style={label}>From</Text>
            <Text style={value}>
              {name} &lt;{email}&gt;
            </Text>
            {phone ? (
              <>
                <Text style={label}>Phone</Text>
                <Text style={value}>{phone}</Text>
              </>
            ) : null}
            <Text style={label}>Subject</Text>
            <Text style={value}>{subject || '(none)'}</Text>
          </Section>
          <Hr />
          <Text style={{ ...styles.text, whiteSpace: 'pre-wrap' }}>{message}</Text>
          <Hr />
          <Text style={styles.small}>
            Sent with the contact form on {sentAt}. Reply to this email to answer {name} directly; please
            respond within 24 hours on weekdays.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** Subject of the mail that carries a signed link when someone asked to unsubscribe without one. */
export const CONFIRM_UNSUBSCRIBE_SUBJECT = 'Confirm your email preferences';

/**
 * Sent when the unsubscribe page was used without a signed link: the change only happens once
 * the owner of the address opens this link, so nobody can change another person's preferences.
 */
export function ConfirmUnsubscribeEmail({ url }: { url: string }) {
  return (
    <Layout
      preview={CONFIRM_UNSUBSCRIBE_SUBJECT}
      title={CONFIRM_UNSUBSCRIBE_SUBJECT}
      footer="If you did not ask for this, you can ignore this message; nothing changes."
    >
      <Text style={styles.text}>
        Someone asked to change which emails {PRODUCT} sends to this address. Open the link below to choose
        what you want to stop receiving. Emails about your account, security and billing always arrive.
      </Text>
      <Action href={url} label="Choose your email preferences" />
    </Layout>
  );
}

/**
 * An in-app notification's email twin (CV processed, application generated, plan changes,
 * security alerts), the subscription emails and the weekly digest: a title, a message and an
 * optional link.
 */
export function NotificationEmail({
  name,
  title,
  message,
  action,
  more,
  footer,
  language = 'en',
}: {
  name: string;
  title: string;
  message: string;
  action?: { href: string; label: string } | undefined;
  /** Further buttons after `action` (a reminder's one-click links). */
  more?: { href: string; label: string }[] | undefined;
  footer?: string | undefined;
  /** The recipient's language: greeting, link hint and footer follow it (texts.ts). */
  language?: MailLanguage;
}) {
  const texts = mailTexts(language);
  return (
    <Layout preview={title} title={title} footer={footer} texts={texts}>
      <Text style={styles.text}>{texts.greeting(name)}</Text>
      <Text style={{ ...styles.text, whiteSpace: 'pre-wrap' }}>{message}</Text>
      {action ? <Action href={action.href} label={action.label} texts={texts} /> : null}
      {more?.map((extra) => (
        <Action key={extra.href} href={extra.href} label={extra.label} texts={texts} />
      ))}
    </Layout>
  );
}
