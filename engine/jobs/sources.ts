import type { SourceKind } from '#domain/job-discovery';

/**
 * What the user typed to follow (a careers page, a job board's page or API address, "lever:acme",
 * a feed address) → which kind of source it is and the address to fetch. Pure: the server checks
 * the address against its SSRF policy when it fetches.
 */

export interface JobSource {
  kind: SourceKind;
  /** The board's name on its platform ("acme"); for feeds and careers pages, the host name. */
  board: string;
  /** What the list shows ("Greenhouse · acme", "karriere.nordlys.dk/jobs"). */
  label: string;
  /** The address the server fetches. */
  fetchUrl: string;
}

export type Recognised = { ok: true; source: JobSource } | { ok: false; error: string };

const BOARD_NAME = /^[a-z0-9][a-z0-9_.-]{0,99}$/i;

const PLATFORM_LABEL: Record<SourceKind, string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  workable: 'Workable',
  recruitee: 'Recruitee',
  personio: 'Personio',
  teamtailor: 'Teamtailor',
  feed: 'Feed',
  'careers-page': 'Careers page',
};

/** The public API address of a board on its platform. */
function boardSource(kind: SourceKind, board: string, region = ''): JobSource {
  const name = encodeURIComponent(board);
  const fetchUrl = {
    greenhouse: `https://boards-api.greenhouse.io/v1/boards/${name}/jobs?content=true`,
    lever: `https://api${region}.lever.co/v0/postings/${name}?mode=json`,
    ashby: `https://api.ashbyhq.com/posting-api/job-board/${name}?includeCompensation=true`,
    workable: `https://apply.workable.com/api/v1/widget/accounts/${name}?details=true`,
    recruitee: `https://${name}.recruitee.com/api/offers/`,
    personio: `https://${name}.jobs.personio.de/xml`,
    teamtailor: `https://${name}.teamtailor.com/jobs.rss`,
    feed: '',
    'careers-page': '',
  }[kind];
  return { kind, board, label: `${PLATFORM_LABEL[kind]} · ${board}`, fetchUrl };
}

const BOARD_KINDS = [
  'greenhouse',
  'lever',
  'ashby',
  'workable',
  'recruitee',
  'personio',
  'teamtailor',
] as const;

/** The first path segment, when it is a board name. */
const firstSegment = (url: URL) => {
  const segment = decodeURIComponent(url.pathname.split('/').filter(Boolean)[0] ?? '');
  return BOARD_NAME.test(segment) ? segment : undefined;
};
/** The segment after `marker` in the path ("/v1/boards/acme/jobs" with "boards" → "acme"). */
const segmentAfter = (url: URL, marker: string) => {
  const parts = url.pathname.split('/').filter(Boolean);
  const at = parts.indexOf(marker);
  const segment = at >= 0 ? decodeURIComponent(parts[at + 1] ?? '') : '';
  return BOARD_NAME.test(segment) ? segment : undefined;
};
/** The subdomain before `suffix` ("acme.recruitee.com" with ".recruitee.com" → "acme"). */
const subdomain = (host: string, suffix: string) => {
  if (!host.endsWith(suffix)) return undefined;
  const name = host.slice(0, -suffix.length);
  return BOARD_NAME.test(name) && !name.includes('.') ? name : undefined;
};

/** A board on a platform's own host, or undefined when the host is no platform's. */
function platformBoard(url: URL): JobSource | undefined {
  const host = url.hostname.toLowerCase();
  const board = (kind: SourceKind, name: string | undefined, region = '') =>
    name ? boardSource(kind, name, region) : undefined;
  if (host === 'boards-api.greenhouse.io') return board('greenhouse', segmentAfter(url, 'boards'));
  if (/^(job-)?boards(\.eu)?\.greenhouse\.io$/.test(host)) return board('greenhouse', firstSegment(url));
  const lever = /^(jobs|api)(\.eu)?\.lever\.co$/.exec(host);
  if (lever) {
    const name = lever[1] === 'api' ? segmentAfter(url, 'postings') : firstSegment(url);
    return board('lever', name, lever[2] ?? '');
  }
  if (host === 'jobs.ashbyhq.com') return board('ashby', firstSegment(url));
  if (host === 'api.ashbyhq.com') return board('ashby', segmentAfter(url, 'job-board'));
  if (host === 'apply.workable.com') {
    return board('workable', segmentAfter(url, 'accounts') ?? firstSegment(url));
  }
  if (host.endsWith('.recruitee.com')) return board('recruitee', subdomain(host, '.recruitee.com'));
  for (const suffix of ['.jobs.personio.de', '.jobs.personio.com']) {
    if (host.endsWith(suffix)) return board('personio', subdomain(host, suffix));
  }
  if (host.endsWith('.teamtailor.com')) return board('teamtailor', subdomain(host, '.teamtailor.com'));
  return undefined;
}

const PLATFORM_HOSTS =
  /(^|\.)(greenhouse\.io|lever\.co|ashbyhq\.com|workable\.com|recruitee\.com|personio\.(de|com)|teamtailor\.com)$/;
/** Feed addresses by their look: the content type decides when the server reads it. */
const FEED_PATH = /(\.(rss|atom)$|\/(feed|rss|atom)(\/|\.xml)?$|\.xml$)/i;

export const RECOGNISE_ERRORS = {
  empty: 'Enter a careers page, job board or feed address.',
  notWeb: 'Only http and https addresses can be followed.',
  unknownPlatform:
    'Name the board as platform:name, for example greenhouse:acme. Platforms: greenhouse, lever, ashby, workable, recruitee, personio, teamtailor.',
  badBoard: 'That is not a board name on this platform: use the name in the board’s address.',
  notAddress: 'Enter a full web address (https://…) or a board as platform:name, for example lever:acme.',
} as const;

/** What the user entered → the source to follow, or why it cannot be followed. */
export function recogniseSource(rawInput: string): Recognised {
  const input = rawInput.trim();
  if (!input) return { ok: false, error: RECOGNISE_ERRORS.empty };

  // "greenhouse:acme" / "lever acme" / "Ashby: acme"
  const named = /^([a-z]+)\s*[: ]\s*([^\s/:]+)$/i.exec(input);
  if (named && !/^https?$/i.test(named[1]!)) {
    const kind = BOARD_KINDS.find((k) => k === named[1]!.toLowerCase());
    if (!kind) return { ok: false, error: RECOGNISE_ERRORS.unknownPlatform };
    if (!BOARD_NAME.test(named[2]!)) return { ok: false, error: RECOGNISE_ERRORS.badBoard };
    return { ok: true, source: boardSource(kind, named[2]!) };
  }

  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(input);
  let url: URL;
  try {
    url = new URL(hasScheme ? input : `https://${input}`);
  } catch {
    return { ok: false, error: RECOGNISE_ERRORS.notAddress };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, error: RECOGNISE_ERRORS.notWeb };
  if (!url.hostname.includes('.') && !hasScheme) return { ok: false, error: RECOGNISE_ERRORS.notAddress };
  url.hash = '';

  const board = platformBoard(url);
  if (board) return { ok: true, source: board };
  if (PLATFORM_HOSTS.test(url.hostname.toLowerCase())) return { ok: false, error: RECOGNISE_ERRORS.badBoard };

  const where = `${url.hostname}${url.pathname === '/' ? '' : url.pathname}`;
  const kind: SourceKind = FEED_PATH.test(url.pathname) ? 'feed' : 'careers-page';
  return {
    ok: true,
    source: {
      kind,
      board: url.hostname,
      label: `${PLATFORM_LABEL[kind]} · ${where}`,
      fetchUrl: url.toString(),
    },
  };
}
