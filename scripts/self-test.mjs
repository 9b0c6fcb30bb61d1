// Proves that the test stages can fail: runs a deliberately failing integration test (with the
// embedded PostgreSQL up, whose exit hook once turned failures into exit 0) and a deliberately
// failing Playwright spec, and fails unless each run exits non-zero for that test.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const title = 'self-test: fails on purpose';
const runs = [
  {
    name: 'integration (Vitest + embedded PostgreSQL)',
    command: ['npx', 'vitest', 'run', '--project', 'integration', 'server/test/self-test/must-fail.test.ts'],
  },
  {
    name: 'end-to-end (Playwright + built app)',
    command: ['node', 'scripts/e2e.mjs', 'e2e/self-test.spec.ts', '--retries=0'],
  },
];

/** Runs a command with the self-test flag; resolves with its exit code and output. */
function capture([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, APPLYWISE_SELF_TEST: 'fail', FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

let failed = false;
for (const { name, command } of runs) {
  const { code, output } = await capture(command);
  if (code !== 0 && output.includes(title)) {
    console.log(`  ✔ a failing ${name} test exits ${code}`);
  } else {
    failed = true;
    console.error(output);
    console.error(
      code === 0
        ? `  ✖ a failing ${name} test exited 0: failures in this stage go unseen`
        : `  ✖ the ${name} self-test exited ${code} without running "${title}"`,
    );
  }
}
process.exit(failed ? 1 : 0);
