/**
 * robots.txt as RFC 9309 reads it, as much as a research crawler of a few pages needs: the group
 * for our product token (else the `*` group), Allow and Disallow with `*` and `$`, the longest
 * matching rule wins and Allow wins a tie. Written here rather than taken from npm: the packages
 * that do it (robots-parser) are only present as a dev tool's dependency, and this is 60 lines.
 */

interface Rule {
  allow: boolean;
  pattern: RegExp;
  length: number;
}

export interface Robots {
  /** Whether `url` (absolute) may be fetched by `agent`. */
  isAllowed(url: string): boolean;
  /** Sitemap addresses the file names (any group). */
  sitemaps: string[];
}

function patternOf(path: string): RegExp {
  const anchored = path.endsWith('$');
  const body = (anchored ? path.slice(0, -1) : path)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

/** Percent-encoding normalised the same way on both sides, so /caf%C3%A9 meets /café. */
function normalisedPath(path: string): string {
  try {
    return encodeURI(decodeURI(path));
  } catch {
    return path;
  }
}

/** Reads `text` for the crawler named `agent` (its product token, e.g. "ApplywiseBot"). */
export function parseRobots(text: string, agent: string): Robots {
  const token = agent.toLowerCase();
  const groups: { agents: string[]; rules: Rule[] }[] = [];
  const sitemaps: string[] = [];
  let current: { agents: string[]; rules: Rule[] } | undefined;
  let lastWasAgent = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const match = /^([a-z-]+)\s*:\s*(.*)$/i.exec(line);
    if (!match) continue;
    const key = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (key === 'user-agent') {
      // Consecutive user-agent lines share one group.
      if (!lastWasAgent || !current) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (key === 'sitemap' && value) sitemaps.push(value);
    else if ((key === 'allow' || key === 'disallow') && current && value) {
      const path = normalisedPath(value);
      current.rules.push({ allow: key === 'allow', pattern: patternOf(path), length: path.length });
    }
  }
  const ours = groups.filter((g) => g.agents.some((a) => a !== '*' && token.includes(a)));
  const chosen = ours.length > 0 ? ours : groups.filter((g) => g.agents.includes('*'));
  const rules = chosen.flatMap((g) => g.rules);
  return {
    sitemaps,
    isAllowed(url) {
      const parsed = new URL(url);
      const path = normalisedPath(parsed.pathname + parsed.search);
      let best: Rule | undefined;
      for (const rule of rules) {
        if (!rule.pattern.test(path)) continue;
        if (!best || rule.length > best.length || (rule.length === best.length && rule.allow)) best = rule;
      }
      return best?.allow ?? true;
    },
  };
}

/** When there is no robots.txt (4xx): everything may be fetched. */
export const ALLOW_ALL: Robots = { sitemaps: [], isAllowed: () => true };
