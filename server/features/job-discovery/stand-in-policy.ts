import { STRICT_POLICY, type FetchPolicy } from '../job-ads/fetch-page.ts';

/**
 * Where the fetcher may go when the job boards are a loopback stand-in (stand-in-boards.ts): that
 * server only (127.0.0.1, its port), with every made-up host name resolving to it, and the board
 * platforms' https API addresses moved to it. Integration tests set it on the app they build; the
 * e2e server gets it from `JOB_BOARDS_STAND_IN_PORT`. Never used otherwise.
 */
export function standInPolicy(port: number): FetchPolicy {
  return {
    ...STRICT_POLICY,
    timeoutMs: 1500,
    maxBytes: 512 * 1024,
    allowAddress: (address) => address === '127.0.0.1',
    allowPort: (p) => p === port,
    // Every made-up host is this server; any other name resolves for real (and is refused).
    resolve: async (hostname) =>
      /\.(example|io|co|com|de)$/.test(hostname) ? ['127.0.0.1'] : STRICT_POLICY.resolve(hostname),
  };
}

/** A board platform's https API address, moved to the stand-in. */
export function standInBoardApiUrl(port: number) {
  return (url: string) => {
    const moved = new URL(url);
    moved.protocol = 'http:';
    moved.port = String(port);
    return moved.toString();
  };
}
