// A stand-in for the app in server/infra/embedded-postgres.test.ts: starts the embedded
// PostgreSQL in the folder given, says "ready" and waits to be killed (as a crash would).
import { startEmbeddedPostgres } from '../infra/embedded-postgres.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: hold-embedded-postgres.ts DIR');
const pg = await startEmbeddedPostgres({ dir });
process.stdout.write(`ready ${pg.url}\n`);
setInterval(() => undefined, 60_000);
