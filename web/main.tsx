import { followStoredLanguage, startI18n } from './lib/i18n';
import { renderedOnServer } from './lib/prerendered';
import { SHARED } from './app/locales/strings';
import './styles.css';
import { StrictMode, useEffect } from 'react';
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
  // takes over the HTML that is already on screen. Until it has, a click on a button or a key
  // typed into a form would be lost: the page stays readable but inert meanwhile.
  container.inert = true;
  const ready = () => container.removeAttribute('inert');
  await Promise.all([startI18n(SHARED), loadMatchedRoutes(window.location)]);
  hydrateRoot(container, <App router={createBrowserRouter(routes)} onRendered={ready} />);
  followStoredLanguage();
} else {
  // The router starts loading the first page's chunk at once; the strings come in parallel.
  const router = createBrowserRouter(routes);
  await startI18n(SHARED);
  createRoot(container).render(<App router={router} />);
}
