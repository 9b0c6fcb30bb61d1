/**
 * The messages job discovery's server sends a user — why a source cannot be followed
 * (`fields.input`), why its last fetch failed (`lastError`), why a search cannot be saved
 * (`fields.name`) — are English, as every server message of the app is; the web shows each in the
 * user's language by its key here (`discovery.serverMessages.<key>` in the feature's locales) and a
 * message it does not know as sent. Tests check that what the server sends is known here.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exact = (text: string) => new RegExp(`^${escape(text)}$`);

export const DISCOVERY_MESSAGES = {
  // What the user entered (engine/jobs/sources.ts, the request's contract).
  empty: /^Enter a careers page, job board or feed address\.?$/,
  notWeb: exact('Only http and https addresses can be followed.'),
  unknownPlatform: /^Name the board as platform:name, for example greenhouse:acme\. Platforms: /,
  badBoard: exact('That is not a board name on this platform: use the name in the board’s address.'),
  notAddress: exact(
    'Enter a full web address (https://…) or a board as platform:name, for example lever:acme.',
  ),
  alreadyFollowed: exact('You already follow this source.'),
  tooManySources: /^You can follow up to (?<max>\d+) sources\. Unfollow one to add another\.$/,
  tooManySearches: /^You can keep up to (?<max>\d+) searches\. Delete one to save another\.$/,
  // The SSRF-safe fetcher (server/features/job-ads/fetch-page.ts) and the service around it.
  notFetchable: exact('This address cannot be fetched.'),
  httpOnly: exact('Only http and https addresses can be fetched.'),
  credentials: exact('Addresses with a user name or password are not fetched.'),
  port: exact('Only the standard web ports (80 and 443) can be fetched.'),
  privateAddress: exact('Private, local and reserved network addresses cannot be fetched.'),
  fullAddress: exact('Enter a full web address starting with https://.'),
  siteNotFound: exact('The site could not be found.'),
  encoding: exact('The page was sent in an encoding we cannot read.'),
  tooLarge: exact('The page is too large.'),
  notWebPage: exact('The address is not a web page.'),
  redirects: exact('The page redirects too often.'),
  status: /^The site answered with status (?<status>\d+)\.$/,
  timeout: exact('The page did not answer in time.'),
  pageFailed: exact('The page could not be loaded.'),
  sourceFailed: exact('The source could not be loaded.'),
  // What a source sent (engine/jobs/parse.ts); the platform is the first word ("Greenhouse board").
  notJson: /^The (?<platform>\S+) .*did not answer with readable JSON\.$/,
  noJobList: /^The (?<platform>\S+) .*answered without a list of jobs\.$/,
  personio: exact('The Personio feed did not answer with its XML list of positions.'),
  notFeed: exact('The feed is not an RSS or Atom feed.'),
  noJobPosting: /^No job postings found on this page: it has no schema\.org JobPosting data\./,
  unreadable: exact('The source sent something we could not read.'),
} as const satisfies Record<string, RegExp>;

export type DiscoveryMessageKey = keyof typeof DISCOVERY_MESSAGES;
/** The parts of a message that vary, named as the patterns' groups. */
export type DiscoveryMessageValues = { max?: string; status?: string; platform?: string };

/** The key and the values (a number, a platform) of a message the server sent, when it is known. */
export function discoveryMessage(
  message: string,
): { key: DiscoveryMessageKey; values: DiscoveryMessageValues } | undefined {
  for (const [key, pattern] of Object.entries(DISCOVERY_MESSAGES)) {
    const found = pattern.exec(message);
    if (found) return { key: key as DiscoveryMessageKey, values: { ...found.groups } };
  }
  return undefined;
}
