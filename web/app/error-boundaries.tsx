import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useRouteError } from 'react-router';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import Home from 'lucide-react/icons/house';
import LogOut from 'lucide-react/icons/log-out';
import RotateCw from 'lucide-react/icons/rotate-cw';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { Button } from '../components/ui/button';
import { reportBoundaryError } from '../lib/error-report';
import { PRODUCT_NAME } from '../lib/seo';

/** The innermost component named in React's component stack, for the error log's context. */
function componentFromStack(componentStack: string | null | undefined, fallback: string): string {
  const match = componentStack?.match(/^\s*(?:at\s+)?([A-Z][\w$.]*)/m);
  return match?.[1] ?? fallback;
}

/** The full-screen card both boundaries show: an icon, a title, a line of help and two actions. */
function ErrorCard({
  title,
  description,
  icon,
  tone,
  actions,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  tone: 'destructive' | 'warning';
  actions: ReactNode;
}) {
  const toneClass =
    tone === 'destructive' ? 'bg-destructive/10 text-destructive' : 'bg-warning/10 text-warning';
  return (
    <div role="alert" className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-16">
      <title>{`${title} – ${PRODUCT_NAME}`}</title>
      <div className="w-full max-w-md rounded-xl border bg-background p-8 text-center shadow-sm">
        <div className={`mx-auto mb-4 flex size-12 items-center justify-center rounded-full ${toneClass}`}>
          {icon}
        </div>
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{description}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </div>
    </div>
  );
}

function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <ErrorCard
      title={t('errors.boundary.title')}
      description={t('errors.boundary.description')}
      tone="destructive"
      icon={<AlertTriangle aria-hidden="true" className="size-6" />}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            {t('errors.boundary.reload')}
          </Button>
          <Button variant="outline" onClick={() => window.location.assign('/')}>
            <Home aria-hidden="true" />
            {t('errors.boundary.home')}
          </Button>
        </>
      }
    />
  );
}

type BoundaryState = { hasError: boolean };

/** Catches render errors below it, reports them (ERROR_BOUNDARY) and shows `fallback`. */
class ReportingBoundary extends Component<
  { children: ReactNode; fallback: ReactNode; name: string },
  BoundaryState
> {
  override state: BoundaryState = { hasError: false };

  static getDerivedStateFromError(): BoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportBoundaryError(error, componentFromStack(info.componentStack, this.props.name));
  }

  override render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}

/** Top-level boundary around the providers (spec 000 §2 "Error screens"). */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ReportingBoundary name="AppErrorBoundary" fallback={<ErrorScreen />}>
      {children}
    </ReportingBoundary>
  );
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
    // The auth client is a chunk of its own (only the account pages need it otherwise).
    void import('../lib/auth-client')
      .then(({ authClient }) => authClient.signOut())
      .catch(() => undefined)
      .finally(() => window.location.assign('/auth'));
  };
  return (
    <ErrorCard
      title={t('errors.auth.title')}
      description={t('errors.auth.description')}
      tone="warning"
      icon={<ShieldAlert aria-hidden="true" className="size-6" />}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            {t('errors.auth.reload')}
          </Button>
          <Button variant="outline" onClick={logOut}>
            <LogOut aria-hidden="true" />
            {t('errors.auth.logOut')}
          </Button>
        </>
      }
    />
  );
}

/** Boundary around the session provider (spec 000 §2: 'Authentication Error'). */
export function AuthErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ReportingBoundary name="AuthProvider" fallback={<AuthErrorScreen />}>
      {children}
    </ReportingBoundary>
  );
}
