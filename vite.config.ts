import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

// The SPA lives in web/; the server serves dist/web in production and proxies nothing.
// In development Vite proxies /api to the API server started by scripts/dev.mjs.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies of every text asset, written once at build: the server picks one by
    // the browser's Accept-Encoding (with Vary) instead of compressing on every request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // after-paint.ts: the loader of a pre-rendered page's scripts (scripts/prerender.mjs).
    rollupOptions: { input: { index: 'web/index.html', 'after-paint': 'web/after-paint.ts' } },
  },
  // The password-strength worker loads its dictionaries by dynamic import: ES module workers split.
  worker: { format: 'es' },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
});
