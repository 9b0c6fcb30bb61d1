import { useTranslation } from '../../lib/use-translation';
import { findTemplate } from '#domain/cv-builder/templates';
import { PageLoading } from '../../components/page-loading';
import { useAuth } from '../../lib/auth-provider';
import { Seo } from '../../lib/seo';
import { cn } from '../../lib/utils';
import { useSubscription } from '../billing';
import type { Viewer } from './access';
import { BuildStep } from './build-step';
import { TemplateGallery } from './template-gallery';
import { useBuilder } from './use-builder';
import { useCvTemplates } from './use-builder-queries';

/**
 * /cv-builder (spec 001 §2, issue 15): choose a template, then build, preview, save and export.
 * Public (spec 000): a visitor builds and previews and is asked to sign up to save or download.
 */
export function CvBuilderPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { plan } = useSubscription();
  const templates = useCvTemplates();
  const builder = useBuilder(templates.data);
  const { state, dispatch } = builder;
  const viewer: Viewer = user ? plan : 'visitor';
  const definition = state.templateSlug ? findTemplate(state.templateSlug) : undefined;

  const seo = (
    <Seo
      title={t('cvBuilder.seo.title')}
      description={t('cvBuilder.seo.description')}
      noindex={Boolean(user)}
    />
  );
  // Signed in, the workspace shell pads the page; a visitor's public layout does not.
  const frame = cn(!user && 'mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 md:py-12');

  if (!builder.ready) return <PageLoading />;

  if (state.step === 'build' && definition)
    return (
      <div className={frame}>
        {seo}
        <BuildStep
          state={state}
          dispatch={dispatch}
          definition={definition}
          listed={templates.data?.templates.find((tpl) => tpl.slug === definition.slug)}
          viewer={viewer}
          draftRestored={builder.draftRestored}
          onDismissDraftNote={builder.dismissDraftNote}
          onDiscardDraft={builder.discardDraft}
          onOpenSaved={builder.openSaved}
        />
      </div>
    );

  return (
    <div className={cn('space-y-6', frame)}>
      {seo}
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('cvBuilder.page.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('cvBuilder.page.description')}</p>
      </header>
      {builder.draftRestored && state.cv.fullName ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('cvBuilder.draft.keptForTemplate')}
        </p>
      ) : null}
      <TemplateGallery
        chosenSlug={state.templateSlug}
        signedIn={Boolean(user)}
        onChoose={(slug) => dispatch({ type: 'chooseTemplate', slug, language: builder.language })}
      />
    </div>
  );
}
