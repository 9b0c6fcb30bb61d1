import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from '../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { parseAuthTab, type AuthTab } from '#domain/auth';
import { CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import {
  chosenPlanFrom,
  forgetChosenPlan,
  forgetReturnPath,
  rememberChosenPlan,
  rememberReturnPath,
  returnPathFrom,
} from '../../lib/chosen-plan';
import { Seo } from '../../lib/seo';
import { toast } from '../../lib/toast';
import { failedSocialProvider, socialErrorKey } from './auth-errors';
import { AuthShell } from './auth-shell';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { OrDivider, SocialButtons } from './social-buttons';
import { TwoFactorForm } from './two-factor-form';

const linkClass = 'rounded-sm font-medium text-primary hover:underline';

/** One tab of /auth: social sign-in, then the email form, then the way to the other tab. */
function AuthTabPanel({
  value,
  title,
  description,
  form,
  switchPrompt,
  switchLabel,
  switchHref,
}: {
  value: AuthTab;
  title: string;
  description: string;
  form: ReactNode;
  switchPrompt: string;
  switchLabel: string;
  switchHref: string;
}) {
  return (
    <TabsContent value={value} className="mt-0">
      <CardHeader className="px-0 pt-6 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="px-0">
        <SocialButtons />
        <OrDivider />
        {form}
        <p className="mt-6 text-center text-sm text-muted-foreground">
          {switchPrompt}{' '}
          <Link to={switchHref} preventScrollReset className={linkClass}>
            {switchLabel}
          </Link>
        </p>
      </CardContent>
    </TabsContent>
  );
}

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

  // A paid plan chosen on /pricing (?plan=pro[&billing=yearly]) is kept until its checkout starts:
  // through sign-up, sign-in and the verification link, which opens in another tab.
  // Sign-up without a plan (Free, or from elsewhere) drops an older choice.
  const chosen = chosenPlanFrom(searchParams);
  const chosenPlan = chosen?.plan;
  const chosenCycle = chosen?.cycle;
  const signUpWithoutPlan = tab === 'signup' && !chosen;
  useEffect(() => {
    if (chosenPlan && chosenCycle) rememberChosenPlan({ plan: chosenPlan, cycle: chosenCycle });
    else if (signUpWithoutPlan) forgetChosenPlan();
  }, [chosenPlan, chosenCycle, signUpWithoutPlan]);
  // The page that sent the visitor here to sign up (?returnTo=/cv-builder) is where they go back.
  const returnTo = returnPathFrom(searchParams);
  useEffect(() => {
    if (returnTo) rememberReturnPath(returnTo);
    else forgetReturnPath();
  }, [returnTo]);

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

          <AuthTabPanel
            value="signin"
            title={t('auth.signIn.title')}
            description={t('auth.signIn.description')}
            form={<SignInForm onTwoFactor={() => setStep('two-factor')} />}
            switchPrompt={t('auth.signIn.noAccount')}
            switchLabel={t('auth.signIn.createAccount')}
            switchHref={tabHref('signup')}
          />
          <AuthTabPanel
            value="signup"
            title={t('auth.signUp.title')}
            description={t('auth.signUp.description')}
            form={<SignUpForm />}
            switchPrompt={t('auth.signUp.haveAccount')}
            switchLabel={t('auth.signUp.signIn')}
            switchHref={tabHref('signin')}
          />
        </Tabs>
      )}
    </AuthShell>
  );
}
