import type { LucideIcon } from 'lucide-react';
import BarChart3 from 'lucide-react/icons/chart-column';
import Briefcase from 'lucide-react/icons/briefcase';
import Headphones from 'lucide-react/icons/headphones';
import Plug from 'lucide-react/icons/plug';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import { FEATURE_REQUIRED_PLAN, type PlanId } from '#domain/plans';

/**
 * The Features page's six groups (spec 000 §2 Features). `plan` is the lowest plan that includes
 * the item: an item that is a feature of the plan catalogue reads it from there (the server's gates
 * read the same, decision 022), so the page neither sells a free feature as Premium nor the reverse.
 * Texts live in the `features.groups.*` catalogue keys.
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
      { key: 'coverLetter', plan: FEATURE_REQUIRED_PLAN.cover_letter_generation },
      { key: 'ats', plan: FEATURE_REQUIRED_PLAN.ats_optimization },
    ],
  },
  {
    key: 'applications',
    icon: Briefcase,
    items: [
      { key: 'upload', plan: 'free' },
      { key: 'multipleCvs', plan: 'free' },
      { key: 'sharing', plan: 'free' },
      { key: 'unlimited', plan: FEATURE_REQUIRED_PLAN.unlimited_applications },
      { key: 'tracking', plan: FEATURE_REQUIRED_PLAN.application_tracking },
      { key: 'templates', plan: FEATURE_REQUIRED_PLAN.premium_templates },
      { key: 'formats', plan: FEATURE_REQUIRED_PLAN.multiple_formats },
    ],
  },
  {
    key: 'analytics',
    icon: BarChart3,
    items: [
      { key: 'overview', plan: 'free' },
      { key: 'advanced', plan: FEATURE_REQUIRED_PLAN.advanced_analytics },
      { key: 'research', plan: FEATURE_REQUIRED_PLAN.advanced_research },
      { key: 'reporting', plan: FEATURE_REQUIRED_PLAN.advanced_reporting },
    ],
  },
  {
    key: 'integrations',
    icon: Plug,
    items: [
      { key: 'platforms', plan: 'free' },
      { key: 'signIn', plan: 'free' },
      { key: 'linkedin', plan: FEATURE_REQUIRED_PLAN.linkedin_integration },
      { key: 'api', plan: FEATURE_REQUIRED_PLAN.api_access },
      { key: 'custom', plan: FEATURE_REQUIRED_PLAN.custom_integrations },
    ],
  },
  {
    key: 'security',
    icon: ShieldCheck,
    items: [
      { key: 'gdpr', plan: 'free' },
      { key: 'twoFactor', plan: 'free' },
      { key: 'sessions', plan: 'free' },
      { key: 'advanced', plan: FEATURE_REQUIRED_PLAN.advanced_security },
    ],
  },
  {
    key: 'support',
    icon: Headphones,
    items: [
      { key: 'email', plan: 'free' },
      { key: 'help', plan: 'free' },
      { key: 'priority', plan: FEATURE_REQUIRED_PLAN.priority_support },
      { key: 'dedicated', plan: FEATURE_REQUIRED_PLAN.dedicated_manager },
      { key: 'sla', plan: FEATURE_REQUIRED_PLAN.sla_guarantee },
    ],
  },
] as const satisfies readonly FeatureGroup[];

export const isPremium = (item: FeatureItem) => item.plan !== 'free';
