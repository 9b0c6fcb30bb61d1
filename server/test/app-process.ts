// A second app process for the integration tests (server/jobs.test.ts): the app assembled as the
// harness does, on DATABASE_URL and DATA_DIR, listening on a free loopback port. It prints JSON log
// lines, among them {"msg":"app process ready","port":…}. TEST_JOBS (JSON) overrides config.jobs.
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { connect } from '../db/client.ts';
import { assembleApp } from '../runtime.ts';

const config = loadConfig(process.env);
const overrides = JSON.parse(process.env.TEST_JOBS ?? '{}') as Partial<typeof config.jobs>;
config.jobs = {
  ...config.jobs,
  ...overrides,
  schedules: { ...config.jobs.schedules, ...overrides.schedules },
};
if (!config.databaseUrl) throw new Error('app-process needs DATABASE_URL');
const log = pino({ level: config.logLevel });
const database = connect(config.databaseUrl);
const app = await assembleApp(config, database, log);
await app.listen({ port: 0, host: '127.0.0.1' });
log.info({ port: (app.server.address() as AddressInfo).port }, 'app process ready');
