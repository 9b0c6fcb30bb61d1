import { describe, expect, it } from 'vitest';
import { en } from '../../app/locales';
import { composeReply, linkParts, replyLink } from './chat-reply';

const texts = { emptyResponse: 'EMPTY', escalation: 'NOTE' };

describe('composeReply', () => {
  it('passes the answer through, trimmed', () => {
    expect(composeReply('  Upload a PDF. ', 'Which files?', texts)).toBe('Upload a PDF.');
  });

  it('replies the "could not process" text for an empty or blank response', () => {
    expect(composeReply('', 'Hi', texts)).toBe('EMPTY');
    expect(composeReply(' \n', 'Hi', texts)).toBe('EMPTY');
  });

  it('appends the escalation note when the visitor asks for a person', () => {
    expect(composeReply('I do not know.', 'Can I speak to a real person?', texts)).toBe(
      'I do not know.\n\nNOTE',
    );
    expect(composeReply('', 'human please', texts)).toBe('EMPTY\n\nNOTE');
  });
});

describe('linkParts', () => {
  it('finds the contact path and email addresses, without a sentence-ending full stop', () => {
    expect(linkParts('Use /contact or email help@applywise.com. Thanks')).toEqual([
      { kind: 'text', text: 'Use ' },
      { kind: 'contact', text: '/contact' },
      { kind: 'text', text: ' or email ' },
      { kind: 'email', text: 'help@applywise.com' },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('leaves plain text alone', () => {
    expect(linkParts('Upload a PDF.')).toEqual([{ kind: 'text', text: 'Upload a PDF.' }]);
    expect(linkParts('')).toEqual([]);
  });
});

// Spec 000 §2, §8: the widget shows these texts verbatim.
it('carries the chat spec strings in English', () => {
  expect(en.chat.start.button).toBe('Start Chat');
  expect(en.chat.emptyResponse).toBe('Sorry, I could not process your message. Please try again.');
  expect(en.chat.connectionError).toBe(
    'Sorry, there was an error connecting to our chat service. You can also reach us via our contact form or email {{email}} for direct support.',
  );
  expect(en.chat.toast.errorTitle).toBe('Chat Error');
  expect(en.chat.toast.errorDescription).toBe(
    'Could not send message. Please try our contact form as an alternative.',
  );
  expect(en.chat.escalation).toContain('/contact');
  expect(en.chat.escalation).toContain('{{email}}');
  expect(en.chat.escalation).toContain('within 24 hours');
});

describe('replyLink', () => {
  it('keeps a link to a page of this site', () => {
    const link = { href: '/auth?tab=signup&returnTo=%2Fai-assistant', label: 'Create a free account' };
    expect(replyLink({ response: 'x', sources: [], link })).toEqual(link);
  });

  it('drops a missing, malformed or off-site link', () => {
    expect(replyLink({ response: 'x', sources: [] })).toBeUndefined();
    expect(replyLink({ link: { href: '/ai-assistant' } })).toBeUndefined();
    for (const href of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])
      expect(replyLink({ link: { href, label: 'x' } }), href).toBeUndefined();
    expect(replyLink(null)).toBeUndefined();
  });
});
