import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, ZChatRequest, chatReplyDelay, needsEscalation } from './chat';

describe('ZChatRequest', () => {
  it('trims the message and accepts an optional language', () => {
    expect(ZChatRequest.parse({ message: '  Hi there \n' })).toEqual({ message: 'Hi there' });
    expect(ZChatRequest.parse({ message: 'Hej', language: 'da' })).toEqual({
      message: 'Hej',
      language: 'da',
    });
  });

  it('refuses empty, whitespace-only, too long, non-string, unknown-language and extra-field bodies', () => {
    for (const body of [
      { message: '' },
      { message: ' \n\t ' },
      { message: 'x'.repeat(CHAT_MESSAGE_MAX + 1) },
      { message: 42 },
      { message: 'Hi', language: 'sv' },
      { message: 'Hi', userId: 'x' },
      {},
    ]) {
      expect(ZChatRequest.safeParse(body).success, JSON.stringify(body).slice(0, 40)).toBe(false);
    }
    expect(ZChatRequest.safeParse({ message: 'x'.repeat(CHAT_MESSAGE_MAX) }).success).toBe(true);
  });
});

describe('chatReplyDelay (spec 000 §9)', () => {
  it('is 1200 ms plus 40 ms per character between the clamps', () => {
    expect(chatReplyDelay('x'.repeat(50))).toBe(3200);
    expect(chatReplyDelay('x'.repeat(100))).toBe(5200);
  });

  it('is at least 2000 ms', () => {
    expect(chatReplyDelay('')).toBe(2000);
    expect(chatReplyDelay('x'.repeat(19))).toBe(2000); // 1960 -> 2000
    expect(chatReplyDelay('x'.repeat(20))).toBe(2000); // exactly 2000
    expect(chatReplyDelay('x'.repeat(21))).toBe(2040);
  });

  it('is at most 6000 ms', () => {
    expect(chatReplyDelay('x'.repeat(119))).toBe(5960);
    expect(chatReplyDelay('x'.repeat(120))).toBe(6000); // exactly 6000
    expect(chatReplyDelay('x'.repeat(121))).toBe(6000);
    expect(chatReplyDelay('x'.repeat(5000))).toBe(6000);
  });
});

describe('needsEscalation (spec 000 §8)', () => {
  it('finds every keyword and phrase, in any case', () => {
    for (const message of [
      'Can I talk to a human?',
      'I want a PERSON please',
      'Agent!',
      'Connect me with a representative',
      'Please escalate this',
      'I need to speak to someone',
      'Is there a real person there?',
      'Can I  speak   to\nsomeone',
    ]) {
      expect(needsEscalation(message), message).toBe(true);
    }
  });

  it('ignores the keywords inside other words', () => {
    for (const message of [
      'How do I add personal details?',
      'Does it work with recruitment agencies?',
      'What about humanities degrees?',
      'Which file types can I upload?',
    ]) {
      expect(needsEscalation(message), message).toBe(false);
    }
  });
});
