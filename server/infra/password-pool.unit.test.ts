import { afterAll, describe, expect, it } from 'vitest';
import { MIN_PASSWORD_SCORE, passwordStrength } from '#domain/password-strength';
import { eventLoopWhile } from '../test/event-loop.ts';
import { PasswordPool } from './password-pool.ts';

// 64 varied characters: the estimate's slowest kind (seconds on a slow machine, about 1 s on a fast one).
const SLOW = 'abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz01';

const pools: PasswordPool[] = [];
function pool(timeoutMs = 60_000, errors: Error[] = []): PasswordPool {
  const created = new PasswordPool({ timeoutMs, onError: (error) => errors.push(error) });
  pools.push(created);
  return created;
}
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

describe('PasswordPool', () => {
  it("gives the domain's verdict, from a thread of its own", { timeout: 60_000 }, async () => {
    const passwords = pool();
    for (const [password, inputs] of [
      ['password1', []],
      ['aaaaaa', []],
      ['ada.lovelace1815', ['ada.lovelace@example.com', 'Ada Lovelace']],
      ['analytical engine 1843', []],
      ['quiet orchard lantern voyage', []],
    ] as const) {
      expect(await passwords.estimate(password, inputs), password).toEqual(
        await passwordStrength(password, inputs),
      );
    }
  });

  it('leaves the event loop free while it estimates', { timeout: 60_000 }, async () => {
    const passwords = pool();
    await passwords.warm();
    // On the event loop the estimate is one synchronous run: the timer would wait for all of it.
    const { longestWait, took } = await eventLoopWhile(() => passwords.estimate(SLOW));
    expect(longestWait).toBeLessThan(took / 2);
  });

  it(
    'ends an estimate past its time limit, lets the password pass, then estimates again',
    { timeout: 60_000 },
    async () => {
      const errors: Error[] = [];
      const passwords = pool(300, errors);
      await passwords.warm();
      expect(await passwords.estimate(SLOW)).toEqual({ score: MIN_PASSWORD_SCORE, strongEnough: true });
      expect(errors.map((e) => e.message)).toEqual([
        'A password strength estimate ran past 300 ms; the password passes.',
      ]);
      // The ended thread is replaced: once its dictionaries are loaded, it judges as before.
      await passwords.warm();
      expect(await passwords.estimate('password1')).toEqual({
        score: expect.any(Number),
        strongEnough: false,
      });
    },
  );
});
