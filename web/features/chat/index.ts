// The chat feature's public face: what other features may use. Everything else is its own.
export { OpenChatButton } from './open-chat-button';
