import { describe, expect, it } from 'vitest';
import { addTargetRole, seedTargetRoles } from './target-roles';

describe('target roles (spec 001 §5)', () => {
  it('adds trimmed, ignores blank and duplicates', () => {
    expect(addTargetRole([], '  Backend Developer ')).toEqual(['Backend Developer']);
    const roles = ['Backend Developer'];
    expect(addTargetRole(roles, '   ')).toBe(roles);
    expect(addTargetRole(roles, 'Backend Developer')).toBe(roles);
    expect(addTargetRole(roles, ' backend developer')).toBe(roles);
    expect(addTargetRole(roles, 'Data Engineer')).toEqual(['Backend Developer', 'Data Engineer']);
  });
  it('seeds from the first three technical skills', () => {
    expect(seedTargetRoles(['TypeScript', 'PostgreSQL', 'Docker', 'Kubernetes'])).toEqual([
      'TypeScript',
      'PostgreSQL',
      'Docker',
    ]);
    expect(seedTargetRoles(['Go'])).toEqual(['Go']);
  });
});
