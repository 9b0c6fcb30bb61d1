// The contact feature's public face: what other features may use. Everything else is its own.
export { ContactForm } from './contact-form';
