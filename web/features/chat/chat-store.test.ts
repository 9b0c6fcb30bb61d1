import { expect, it, vi } from 'vitest';
import { chatStore } from './chat-store';

it('opens at the start view, leaves an open chat alone and notifies subscribers of changes only', () => {
  const listener = vi.fn();
  const unsubscribe = chatStore.subscribe(listener);
  expect(chatStore.getView()).toBe('closed');
  chatStore.open();
  expect(chatStore.getView()).toBe('start');
  chatStore.setView('chat');
  chatStore.open();
  expect(chatStore.getView()).toBe('chat');
  chatStore.setView('chat');
  expect(listener).toHaveBeenCalledTimes(2);
  chatStore.setView('closed');
  unsubscribe();
});
