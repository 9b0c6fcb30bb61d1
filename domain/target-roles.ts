// Target roles (spec 001 §5): the rules the onboarding, the settings' chip input and the profile's
// schema share. Without zod, so that a page showing the chip input does not load it.

/** How many technical skills seed the target roles (spec 001 §5). */
export const TARGET_ROLE_SEED_COUNT = 3;

const sameRole = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * Adds a typed role: trimmed, blank ignored, a duplicate (ignoring case, so "Developer" and
 * "developer" are one role) ignored. Returns the same array when nothing changed.
 */
export function addTargetRole(roles: readonly string[], input: string): readonly string[] {
  const role = input.trim();
  if (!role || roles.some((existing) => sameRole(existing, role))) return roles;
  return [...roles, role];
}

/** Target roles seeded from the CV's first three technical skills (spec 001 §5). */
export function seedTargetRoles(technicalSkills: readonly string[]): string[] {
  return technicalSkills
    .reduce<readonly string[]>((roles, skill) => addTargetRole(roles, skill), [])
    .slice(0, TARGET_ROLE_SEED_COUNT);
}
