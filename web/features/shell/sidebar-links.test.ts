import { Star } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { resolveSidebarLinks, SIDEBAR_LINKS, UPGRADE_PATH, type SidebarLink } from './sidebar-links';
import { summarizeUsage } from '../billing/usage';

const links: SidebarLink[] = [
  { path: '/dashboard', labelKey: 'shell.links.dashboard', icon: Star },
  { path: '/research', labelKey: 'shell.links.dashboard', icon: Star, premium: true },
  {
    path: '/advanced-features',
    labelKey: 'shell.links.dashboard',
    icon: Star,
    premium: true,
    comingSoon: true,
  },
];

describe('resolveSidebarLinks', () => {
  it('sends premium links to the upgrade page on the Free plan', () => {
    expect(resolveSidebarLinks(links, 'free').map((l) => [l.href, l.locked])).toEqual([
      ['/dashboard', false],
      [UPGRADE_PATH, true],
      [UPGRADE_PATH, true],
    ]);
  });

  it('opens premium links on paid plans but never coming-soon ones', () => {
    for (const plan of ['pro', 'elite'] as const) {
      expect(resolveSidebarLinks(links, plan).map((l) => l.href)).toEqual([
        '/dashboard',
        '/research',
        UPGRADE_PATH,
      ]);
    }
  });

  it('keeps the coming-soon billing screens behind the upgrade page on every plan', () => {
    const comingSoon = SIDEBAR_LINKS.filter((l) => l.comingSoon).map((l) => l.path);
    expect(comingSoon).toEqual(['/premium-templates', '/advanced-features']);
    for (const plan of ['free', 'pro', 'elite'] as const) {
      const resolved = resolveSidebarLinks(SIDEBAR_LINKS, plan).filter((l) => l.comingSoon);
      expect(resolved.map((l) => l.href)).toEqual([UPGRADE_PATH, UPGRADE_PATH]);
    }
  });

  it('lists only screens that exist, in the spec order', () => {
    expect(SIDEBAR_LINKS.map((l) => l.path)).toEqual([
      '/dashboard',
      '/new-job',
      '/applications',
      '/cvs',
      '/analytics',
      '/cv-builder',
      '/premium-templates',
      '/advanced-features',
      '/subscription',
      '/settings',
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
