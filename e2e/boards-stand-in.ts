// Started by Playwright (e2e/playwright.config.ts) before the app: the job boards' stand-in, which
// the app fetches instead of the internet (JOB_BOARDS_STAND_IN_PORT), as the integration tests do.
import { startStandInBoards } from '../server/features/job-discovery/stand-in-boards.ts';

const boards = await startStandInBoards({ port: Number(process.env.BOARDS_PORT) });
console.log(`Job boards stand-in on 127.0.0.1:${boards.port}`);
process.on('SIGTERM', () => void boards.close().then(() => process.exit(0)));
process.on('SIGINT', () => void boards.close().then(() => process.exit(0)));
