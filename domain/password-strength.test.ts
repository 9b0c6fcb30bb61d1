import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_SCORE, passwordStrength } from './password-strength.ts';

// The first estimate loads five languages' dictionaries: seconds on a busy machine.
describe('passwordStrength (issue 13, item 8)', { timeout: 30_000 }, () => {
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

  it('estimates only the first 64 characters of a very long password', async () => {
    const head = `${'x'.repeat(50)}${'ab!c'.repeat(3)}xx`;
    expect(head).toHaveLength(64);
    const a = await passwordStrength(`${head}${'Qz#8-vulkan-'.repeat(10)}`);
    const b = await passwordStrength(`${head}${'1'.repeat(120)}`);
    expect(a).toEqual(b);
    // Weak in its first 64 characters, weak however it goes on.
    expect((await passwordStrength(`${'a'.repeat(64)}Tr0ub4dor&3-sesam-42`)).strongEnough).toBe(false);
  });
});
