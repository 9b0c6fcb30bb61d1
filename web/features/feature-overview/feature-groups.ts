import { BarChart3, Briefcase, Headphones, Plug, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';
import type { PlanId } from '#domain/plans';

/**
 * The Features page's six groups (spec 000 §2 Features). `plan` is the lowest plan that includes
 * the item; pro and elite items follow the feature lists of spec 000 §6 (e.g. cover_letter_generation,
 * ats_optimization and application_tracking are Pro; api_access and sla_guarantee are Elite), so the
 * page never promises a paid feature as free. Texts live in the `features.groups.*` catalogue keys.
 */
export type FeatureItem = { key: string; plan: PlanId };
export type FeatureGroup = { key: string; icon: LucideIcon; items: FeatureItem[] };

export const FEATURE_GROUPS = [
  {
    key: 'ai',
    icon: Sparkles,
    items: [
      { key: 'generator', plan: 'free' },
      { key: 'language', plan: 'free' },
      { key: 'builder', plan: 'free' },
      { key: 'assistant', plan: 'free' },
      { key: 'coverLetter', plan: 'pro' },
      { key: 'ats', plan: 'pro' },
    ],
  },
  {
    key: 'applications',
    icon: Briefcase,
    items: [
      { key: 'upload', plan: 'free' },
      { key: 'multipleCvs', plan: 'free' },
      { key: 'sharing', plan: 'free' },
      { key: 'unlimited', plan: 'pro' },
      { key: 'tracking', plan: 'pro' },
      { key: 'templates', plan: 'pro' },
      { key: 'formats', plan: 'pro' },
    ],
  },
  {
    key: 'analytics',
    icon: BarChart3,
    items: [
      { key: 'overview', plan: 'free' },
      { key: 'advanced', plan: 'pro' },
      { key: 'research', plan: 'pro' },
      { key: 'reporting', plan: 'elite' },
    ],
  },
  {
    key: 'integrations',
    icon: Plug,
    items: [
      { key: 'platforms', plan: 'free' },
      { key: 'signIn', plan: 'free' },
      { key: 'linkedin', plan: 'pro' },
      { key: 'api', plan: 'elite' },
      { key: 'custom', plan: 'elite' },
    ],
  },
  {
    key: 'security',
    icon: ShieldCheck,
    items: [
      { key: 'gdpr', plan: 'free' },
      { key: 'twoFactor', plan: 'free' },
      { key: 'sessions', plan: 'free' },
      { key: 'advanced', plan: 'elite' },
    ],
  },
  {
    key: 'support',
    icon: Headphones,
    items: [
      { key: 'email', plan: 'free' },
      { key: 'help', plan: 'free' },
      { key: 'priority', plan: 'pro' },
      { key: 'dedicated', plan: 'elite' },
      { key: 'sla', plan: 'elite' },
    ],
  },
] as const satisfies readonly FeatureGroup[];

export const isPremium = (item: FeatureItem) => item.plan !== 'free';
