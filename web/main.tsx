import { followStoredLanguage, startI18n } from './lib/i18n';
import { renderedOnServer } from './lib/prerendered';
import { SHARED } from './app/locales/strings';
import './styles.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/error-boundaries';
import { AppProviders } from './app/providers';
import { loadMatchedRoutes, routes } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** Runs once React has committed its first render (for a pre-rendered page: hydration is done). */
function Rendered({ onRendered }: { onRendered: () => void }) {
  useEffect(onRendered, [onRendered]);
  return null;
}

function App({
  router,
  onRendered,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  onRendered?: () => void;
}) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </AppErrorBoundary>
      {onRendered ? <Rendered onRendered={onRendered} /> : null}
    </StrictMode>
  );
}

if (renderedOnServer) {
  // A pre-rendered public page (scripts/prerender.mjs): its code and strings first, then React
  // takes over the HTML that is already on screen. web/after-paint.ts made it inert till then.
  // A language chosen earlier in this browser may differ from the page's: switch once hydrated.
  const ready = () => {
    container.removeAttribute('inert');
    followStoredLanguage();
  };
  // The entry's evaluation is a long task on a phone already: the page's chunks are asked for in
  // the next one (Vite's loader adds a modulepreload link for each, about a millisecond apiece).
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.all([startI18n(SHARED), loadMatchedRoutes(window.location)]);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a tap or scroll meanwhile is not delayed).
  startTransition(() => {
    hydrateRoot(container, <App router={createBrowserRouter(routes)} onRendered={ready} />);
  });
} else {
  // The router starts loading the first page's chunk at once; the strings come in parallel.
  const router = createBrowserRouter(routes);
  await startI18n(SHARED);
  // A transition for the same reason as the hydration above: the first render of a workspace page
  // (the shell, the page, a dialog) yields every few milliseconds instead of one long task.
  const root = createRoot(container);
  startTransition(() => root.render(<App router={router} />));
}
