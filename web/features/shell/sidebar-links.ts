import type { ParseKeys } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import Bot from 'lucide-react/icons/bot';
import Briefcase from 'lucide-react/icons/briefcase';
import Building2 from 'lucide-react/icons/building-complex';
import ChartColumn from 'lucide-react/icons/chart-column';
import CircleHelp from 'lucide-react/icons/circle-question-mark';
import CreditCard from 'lucide-react/icons/credit-card';
import FilePenLine from 'lucide-react/icons/file-pen-line';
import FilePlus from 'lucide-react/icons/file-plus';
import FileText from 'lucide-react/icons/file-text';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import Settings from 'lucide-react/icons/settings';
import Sparkles from 'lucide-react/icons/sparkles';
import Tags from 'lucide-react/icons/tags';
import type { PlanId } from '#domain/plans';

export type SidebarLink = {
  path: string;
  labelKey: ParseKeys;
  icon: LucideIcon;
  /** Needs a paid plan; on Free the link leads to the upgrade page instead. */
  premium?: boolean;
};

export type ResolvedSidebarLink = SidebarLink & { href: string; locked: boolean };

/** Spec 001 §2: premium items redirect here when the plan is free. */
export const UPGRADE_PATH = '/subscription';

/**
 * Spec 001 §2, in its order: /dashboard, /new-job, /applications, /cvs, /ai-assistant, /analytics,
 * /research (premium), /cv-builder (premium), /premium-templates (premium, coming soon),
 * /advanced-features (premium, coming soon), /subscription, /settings, /help, /pricing.
 * The two "coming soon" screens are built (the template shop, the Elite upgrade gate), so they open
 * like the other premium items (decision 023).
 */
export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { path: '/dashboard', labelKey: 'shell.links.dashboard', icon: LayoutDashboard },
  { path: '/new-job', labelKey: 'shell.links.newJob', icon: FilePlus },
  { path: '/applications', labelKey: 'shell.links.applications', icon: Briefcase },
  { path: '/cvs', labelKey: 'shell.links.cvs', icon: FileText },
  { path: '/ai-assistant', labelKey: 'shell.links.assistant', icon: Bot },
  { path: '/analytics', labelKey: 'shell.links.analytics', icon: ChartColumn },
  // Company research is Pro's advanced_research (decision 022).
  { path: '/research', labelKey: 'shell.links.research', icon: Building2, premium: true },
  // Premium-marked (spec 001); Free reaches the builder from /cvs and the dashboard (decision 021).
  { path: '/cv-builder', labelKey: 'cvBuilder.links.nav', icon: FilePenLine, premium: true },
  {
    path: '/premium-templates',
    labelKey: 'billing.nav.premiumTemplates',
    icon: LayoutTemplate,
    premium: true,
  },
  {
    path: '/advanced-features',
    labelKey: 'billing.nav.advancedFeatures',
    icon: Sparkles,
    premium: true,
  },
  { path: '/subscription', labelKey: 'billing.nav.subscription', icon: CreditCard },
  { path: '/settings', labelKey: 'shell.links.settings', icon: Settings },
  { path: '/help', labelKey: 'shell.links.help', icon: CircleHelp },
  { path: '/pricing', labelKey: 'shell.links.pricing', icon: Tags },
];

export function resolveSidebarLinks(links: readonly SidebarLink[], plan: PlanId): ResolvedSidebarLink[] {
  return links.map((link) => {
    const locked = Boolean(link.premium) && plan === 'free';
    return { ...link, href: locked ? UPGRADE_PATH : link.path, locked };
  });
}
