// The testing page's public face (decision 024).
export { TestingPage } from './testing-page';
