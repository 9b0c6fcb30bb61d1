import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { AlertTriangle, Home, LogOut, RotateCw, ShieldAlert } from 'lucide-react';
import { Button } from '../components/ui/button';
import { authClient } from '../lib/auth-client';
import { reportBoundaryError } from '../lib/error-report';
import { PRODUCT_NAME } from '../lib/seo';

/** The innermost component named in React's component stack, for the error log's context. */
function componentFromStack(componentStack: string | null | undefined, fallback: string): string {
  const match = componentStack?.match(/^\s*(?:at\s+)?([A-Z][\w$.]*)/m);
  return match?.[1] ?? fallback;
}

function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-16">
      <title>{`${t('errors.boundary.title')} – ${PRODUCT_NAME}`}</title>
      <div className="w-full max-w-md rounded-xl border bg-background p-8 text-center shadow-sm">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <AlertTriangle aria-hidden="true" className="size-6" />
        </div>
        <h1 className="text-xl font-semibold">{t('errors.boundary.title')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('errors.boundary.description')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            {t('errors.boundary.reload')}
          </Button>
          <Button variant="outline" onClick={() => window.location.assign('/')}>
            <Home aria-hidden="true" />
            {t('errors.boundary.home')}
          </Button>
        </div>
      </div>
    </div>
  );
}

type BoundaryState = { error: unknown; hasError: boolean };

/** Top-level boundary around the providers (spec 000 §2 "Error screens"). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportBoundaryError(error, componentFromStack(info.componentStack, 'AppErrorBoundary'));
  }

  override render() {
    return this.state.hasError ? <ErrorScreen /> : this.props.children;
  }
}

const reported = new WeakSet<object>();

/** The router's errorElement: render and loading errors of any route. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    // StrictMode runs effects twice; log each error once.
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    reportBoundaryError(error, 'RouteErrorBoundary');
  }, [error]);
  return <ErrorScreen />;
}

function AuthErrorScreen() {
  const { t } = useTranslation();
  const logOut = () => {
    try {
      window.localStorage.clear();
      window.sessionStorage.clear();
    } catch {
      // Storage may be unavailable; going to /auth still helps.
    }
    void authClient
      .signOut()
      .catch(() => undefined)
      .finally(() => window.location.assign('/auth'));
  };
  return (
    <div role="alert" className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-16">
      <title>{`${t('errors.auth.title')} – ${PRODUCT_NAME}`}</title>
      <div className="w-full max-w-md rounded-xl border bg-background p-8 text-center shadow-sm">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-warning/10 text-warning">
          <ShieldAlert aria-hidden="true" className="size-6" />
        </div>
        <h1 className="text-xl font-semibold">{t('errors.auth.title')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('errors.auth.description')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            {t('errors.auth.reload')}
          </Button>
          <Button variant="outline" onClick={logOut}>
            <LogOut aria-hidden="true" />
            {t('errors.auth.logOut')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Boundary around the session provider (spec 000 §2: 'Authentication Error'). */
export class AuthErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportBoundaryError(error, componentFromStack(info.componentStack, 'AuthProvider'));
  }

  override render() {
    return this.state.hasError ? <AuthErrorScreen /> : this.props.children;
  }
}
