import Star from 'lucide-react/icons/star';
import { describe, expect, it } from 'vitest';
import { resolveSidebarLinks, SIDEBAR_LINKS, UPGRADE_PATH, type SidebarLink } from './sidebar-links';
import { summarizeUsage } from '../billing/usage';

const links: SidebarLink[] = [
  { path: '/dashboard', labelKey: 'shell.links.dashboard', icon: Star },
  { path: '/research', labelKey: 'shell.links.dashboard', icon: Star, premium: true },
];

describe('resolveSidebarLinks', () => {
  it('sends premium links to the upgrade page on the Free plan', () => {
    expect(resolveSidebarLinks(links, 'free').map((l) => [l.href, l.locked])).toEqual([
      ['/dashboard', false],
      [UPGRADE_PATH, true],
    ]);
  });

  it('opens premium links on paid plans', () => {
    for (const plan of ['pro', 'elite'] as const) {
      expect(resolveSidebarLinks(links, plan).map((l) => [l.href, l.locked])).toEqual([
        ['/dashboard', false],
        ['/research', false],
      ]);
    }
  });

  it('lists the spec 001 §2 links in its order, premium-marked as it says', () => {
    expect(SIDEBAR_LINKS.map((l) => [l.path, Boolean(l.premium)])).toEqual([
      ['/dashboard', false],
      ['/new-job', false],
      ['/applications', false],
      ['/cvs', false],
      ['/ai-assistant', false],
      ['/analytics', false],
      ['/research', true],
      ['/cv-builder', true],
      ['/premium-templates', true],
      ['/advanced-features', true],
      ['/subscription', false],
      ['/settings', false],
      ['/help', false],
      ['/pricing', false],
    ]);
  });

  it('on Free leads every premium item to the subscription page, and nothing else', () => {
    const free = resolveSidebarLinks(SIDEBAR_LINKS, 'free');
    expect(free.filter((l) => l.href === UPGRADE_PATH).map((l) => l.path)).toEqual([
      '/research',
      '/cv-builder',
      '/premium-templates',
      '/advanced-features',
      '/subscription',
    ]);
  });
});

describe('summarizeUsage', () => {
  it('computes the share of the monthly limit', () => {
    expect(summarizeUsage(1, 3)).toEqual({ used: 1, limit: 3, percent: 33 });
    expect(summarizeUsage(5, 3)).toEqual({ used: 5, limit: 3, percent: 100 });
    expect(summarizeUsage(0, 0)).toEqual({ used: 0, limit: 0, percent: 100 });
  });

  it('treats -1 as unlimited', () => {
    expect(summarizeUsage(12, -1)).toEqual({ used: 12, limit: undefined, percent: 0 });
  });
});
