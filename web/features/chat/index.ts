// The chat feature's public face: what other features may use. Everything else is its own.
export { OpenChatButton } from './open-chat-button';
import { chatStore } from './chat-store';
/** Opens the chat panel (its start view), e.g. from the workspace's help entry. */
export const openChat = (): void => chatStore.open();
