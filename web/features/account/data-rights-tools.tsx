import { lazy, Suspense } from 'react';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-provider';
import { PageLoading } from '../../components/page-loading';
import { Button } from '../../components/ui/button';

// The export and deletion cards (with the auth client, the confirmation dialog and their forms)
// load only for a signed-in reader: the legal pages' visitors never fetch them.
const SignedInTools = lazy(() => import('./signed-in-tools').then((m) => ({ default: m.SignedInTools })));

/** The anchor the legal texts link to (`/gdpr#data-rights`). */
export const DATA_RIGHTS_ANCHOR = 'data-rights';

function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <div className="flex gap-4 rounded-xl border border-brand-200 bg-brand-50 p-5">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div>
        <h3 className="font-semibold">{t('dataRights.signedOut.title')}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('dataRights.signedOut.description')}</p>
        <Button asChild size="sm" className="mt-3">
          <Link to="/auth?tab=signin">{t('dataRights.signedOut.signIn')}</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * The data-rights tools of the GDPR page (spec 001 §2 Legal and data rights): export and account
 * deletion for a signed-in user, a sign-in prompt for a visitor (§6: the tools ask for sign-in).
 */
export function DataRightsTools() {
  const { t } = useTranslation();
  const { user, isPending } = useAuth();
  return (
    <section aria-labelledby={DATA_RIGHTS_ANCHOR} className="space-y-4 print:hidden">
      <div>
        <h2
          id={DATA_RIGHTS_ANCHOR}
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-semibold tracking-tight focus:outline-none sm:text-2xl"
        >
          {t('dataRights.title')}
        </h2>
        <p className="mt-1 text-muted-foreground">{t('dataRights.description')}</p>
      </div>
      {isPending ? (
        <PageLoading className="min-h-24" />
      ) : user ? (
        <Suspense fallback={<PageLoading className="min-h-24" />}>
          <SignedInTools />
        </Suspense>
      ) : (
        <SignInPrompt />
      )}
    </section>
  );
}
