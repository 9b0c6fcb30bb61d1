import { defineConfig } from '@playwright/test';
export default defineConfig({ testDir: '.', use: { launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] } } });
