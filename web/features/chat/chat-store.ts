import { useSyncExternalStore } from 'react';

/** Which view of the chat widget shows (spec 000 §4): the button, the start view or the chat. */
export type ChatView = 'closed' | 'start' | 'chat';

let view: ChatView = 'closed';
const listeners = new Set<() => void>();

/**
 * The widget's view lives outside the component so that other parts of the site (the help page's
 * "live chat" card, for one) can open it without a shared parent.
 */
export const chatStore = {
  getView: () => view,
  setView(next: ChatView) {
    if (next === view) return;
    view = next;
    for (const listener of listeners) listener();
  },
  /** Opens the widget at its start view (or leaves an open chat as it is). */
  open() {
    if (view === 'closed') chatStore.setView('start');
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useChatView(): ChatView {
  return useSyncExternalStore(chatStore.subscribe, chatStore.getView, chatStore.getView);
}
