// The LinkedIn analysis feature's public face: what other features may use. Everything else is its own.
export { LinkedinAnalysisPage } from './linkedin-page';
