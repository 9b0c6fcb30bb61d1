import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { parseAuthTab, type AuthTab } from '#domain/auth';
import { CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { Seo } from '../../lib/seo';
import { toast } from '../../lib/toast';
import { failedSocialProvider, socialErrorKey } from './auth-errors';
import { AuthShell } from './auth-shell';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { OrDivider, SocialButtons } from './social-buttons';
import { TwoFactorForm } from './two-factor-form';

const linkClass = 'rounded-sm font-medium text-primary hover:underline';

export function AuthPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = parseAuthTab(searchParams.get('tab')) ?? 'signin';
  const [step, setStep] = useState<'credentials' | 'two-factor'>('credentials');
  const failedProvider = failedSocialProvider(searchParams.getAll('error'));

  // A social sign-in that failed comes back as /auth?tab=signin&error=<provider>.
  useEffect(() => {
    if (!failedProvider) return;
    toast.error(t(socialErrorKey(failedProvider)), { id: 'social-error' });
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('error');
        next.delete('error_description');
        return next;
      },
      { replace: true },
    );
  }, [failedProvider, setSearchParams, t]);

  // Only `tab` changes; other parameters (e.g. ?plan=pro from pricing) stay.
  const tabHref = (next: AuthTab) => {
    const params = new URLSearchParams(searchParams);
    params.set('tab', next);
    return `/auth?${params.toString()}`;
  };
  const selectTab = (next: string) => {
    const parsed = parseAuthTab(next);
    if (!parsed) return;
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('tab', parsed);
        return params;
      },
      { preventScrollReset: true },
    );
  };

  const legal = (
    <Trans
      i18nKey="auth.legal"
      components={{
        terms: <Link to="/terms" className="underline underline-offset-2 hover:text-foreground" />,
        privacy: <Link to="/privacy" className="underline underline-offset-2 hover:text-foreground" />,
      }}
    />
  );

  return (
    <AuthShell footer={legal}>
      <Seo
        title={tab === 'signup' ? t('seo.auth.signUpTitle') : t('seo.auth.signInTitle')}
        description={t('seo.auth.description')}
        canonicalPath="/auth"
        noindex
      />
      {step === 'two-factor' ? (
        <TwoFactorForm onCancel={() => setStep('credentials')} />
      ) : (
        <Tabs value={tab} onValueChange={selectTab} className="p-6 pb-0">
          <TabsList aria-label={t('auth.tabsLabel')} className="w-full">
            <TabsTrigger value="signin">{t('auth.tabSignIn')}</TabsTrigger>
            <TabsTrigger value="signup">{t('auth.tabSignUp')}</TabsTrigger>
          </TabsList>

          <TabsContent value="signin" className="mt-0">
            <CardHeader className="px-0 pt-6 text-center">
              <h1 className="text-2xl font-semibold tracking-tight">{t('auth.signIn.title')}</h1>
              <CardDescription>{t('auth.signIn.description')}</CardDescription>
            </CardHeader>
            <CardContent className="px-0">
              <SocialButtons />
              <OrDivider />
              <SignInForm onTwoFactor={() => setStep('two-factor')} />
              <p className="mt-6 text-center text-sm text-muted-foreground">
                {t('auth.signIn.noAccount')}{' '}
                <Link to={tabHref('signup')} preventScrollReset className={linkClass}>
                  {t('auth.signIn.createAccount')}
                </Link>
              </p>
            </CardContent>
          </TabsContent>

          <TabsContent value="signup" className="mt-0">
            <CardHeader className="px-0 pt-6 text-center">
              <h1 className="text-2xl font-semibold tracking-tight">{t('auth.signUp.title')}</h1>
              <CardDescription>{t('auth.signUp.description')}</CardDescription>
            </CardHeader>
            <CardContent className="px-0">
              <SocialButtons />
              <OrDivider />
              <SignUpForm />
              <p className="mt-6 text-center text-sm text-muted-foreground">
                {t('auth.signUp.haveAccount')}{' '}
                <Link to={tabHref('signin')} preventScrollReset className={linkClass}>
                  {t('auth.signUp.signIn')}
                </Link>
              </p>
            </CardContent>
          </TabsContent>
        </Tabs>
      )}
    </AuthShell>
  );
}
