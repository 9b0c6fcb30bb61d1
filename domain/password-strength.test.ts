import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_SCORE, passwordStrength } from './password-strength.ts';

describe('passwordStrength (issue 13, item 8)', () => {
  it.each([
    ['six spaces', '      '],
    ['one letter repeated', 'aaaaaa'],
    ['a digit pattern', '135790'],
    ['a breach-list favourite', 'password123'],
    ['an English word', 'sunshine'],
    ['a German word with a year', 'sommer2024'],
    ['a French word with digits', 'Bonjour123'],
    ['a Spanish word with digits', 'contraseña1'],
    ['a Danish password word', 'kodeord1'],
    ['a Danish word list entry', 'kaerlighed'],
    ['a Danish place with a year', 'københavn2024'],
    ['six random characters', 'xk7#qz'],
  ])('refuses %s', async (_what, password) => {
    const strength = await passwordStrength(password);
    expect(strength.score).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(strength.strongEnough).toBe(false);
  });

  it.each(['correct horse battery', 'Sesam-åbn-dig-42', 'a brand new secret', 'Tr0ub4dor&3'])(
    'accepts %s',
    async (password) => {
      expect(await passwordStrength(password)).toMatchObject({ strongEnough: true });
    },
  );

  it("counts the account's own email address and name as easy guesses", async () => {
    const own = ['grethe.vestergaard@example.com', 'Grethe Vestergaard'];
    for (const password of ['GretheVestergaard', 'Vestergaard1960']) {
      expect((await passwordStrength(password)).strongEnough).toBe(true);
      expect((await passwordStrength(password, own)).strongEnough).toBe(false);
    }
  });

  it('estimates a very long password quickly (only its first 64 characters)', async () => {
    await passwordStrength('warm-up');
    const started = performance.now();
    const strength = await passwordStrength(`${'x'.repeat(50)}${'ab!c'.repeat(19)}`);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(strength.score).toBeGreaterThanOrEqual(0);
  });
});
