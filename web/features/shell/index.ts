// The shell feature's public face: what other features may use. Everything else is its own.
export { SIDEBAR_LINKS } from './sidebar-links';
