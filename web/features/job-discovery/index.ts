/** What other features use: the generator prefills its form from a discovered posting. */
export { usePostingQuery } from './use-discovery';
