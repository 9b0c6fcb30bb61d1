// Small helpers shared by the project scripts (start, dev, test, e2e). Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/** Runs an npm script; exits the process when it fails. */
export async function npmRun(script, extra = [], env = {}) {
  const code = await run('npm', ['run', '--silent', script, ...(extra.length ? ['--', ...extra] : [])], {
    env: { ...process.env, ...env },
  });
  if (code !== 0) {
    console.error(`\n✖ npm run ${script} failed (exit ${code})`);
    process.exit(code);
  }
}

/** The newest modification time of the files under the given paths (ignoring node_modules). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  for (const p of paths) visit(join(root, p));
  return newest;
}

/** True when `output` is missing or older than any of `inputs`. */
export function isStale(output, inputs) {
  const file = join(root, output);
  return !existsSync(file) || statSync(file).mtimeMs < newestMtime(inputs);
}
