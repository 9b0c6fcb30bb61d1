import { useMutation } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Eye from 'lucide-react/icons/eye';
import FolderOpen from 'lucide-react/icons/folder-open';
import Lock from 'lucide-react/icons/lock';
import Save from 'lucide-react/icons/save';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import X from 'lucide-react/icons/x';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import type {
  CvTemplateDefinition,
  TBuilderCv,
  TBuilderExportRequest,
  TCvTemplate,
} from '#domain/cv-builder';
import { defaultCustomization } from '#domain/cv-builder/layout';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  SheetContent,
} from '../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../lib/toast';
import { useMediaQuery } from '../../lib/use-media-query';
import { CustomizePanel, CvForm, CvPreview, useCvLayout } from './editor';
import { templateLock, type Viewer } from './access';
import { checkRoundTrip } from './builder-api';
import type { BuilderAction, BuilderState } from './builder-state';
import { DownloadMenu } from './download-menu';
import { exportRequest } from './export-request';
import { suggestedCvName } from './export-file';
import { ImportMenu } from './import-menu';
import { RoundTripPanel } from './round-trip-panel';
import { SaveDialog } from './save-dialog';
import { SavedCvsDialog } from './saved-cvs-dialog';
import { useLoginRequired } from './use-login-required';

/** Two columns from here; below it, the form and the preview are tabs. */
const WIDE_QUERY = '(min-width: 1024px)';

type BuildStepProps = {
  state: BuilderState;
  dispatch: (action: BuilderAction) => void;
  definition: CvTemplateDefinition;
  /** The template as the server lists it for this user (access, favourite), once known. */
  listed: TCvTemplate | undefined;
  viewer: Viewer;
  draftRestored: boolean;
  onDismissDraftNote: () => void;
  onDiscardDraft: () => void;
  onOpenSaved: (id: string) => void;
};

function SaveStatus({ state }: { state: BuilderState }) {
  const { t } = useTranslation();
  const key = state.savedId === null ? 'notSaved' : state.dirty ? 'unsaved' : 'saved';
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {t(`cvBuilder.status.${key}`)}
    </p>
  );
}

/** Step 2 (spec 001 §2): the form beside a sticky live preview, and the builder's actions. */
export function BuildStep({
  state,
  dispatch,
  definition,
  listed,
  viewer,
  draftRestored,
  onDismissDraftNote,
  onDiscardDraft,
  onOpenSaved,
}: BuildStepProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE_QUERY);
  const loginRequired = useLoginRequired();
  const [dialog, setDialog] = useState<'saved' | 'save' | 'customize' | 'preview' | null>(null);
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const signedIn = viewer !== 'visitor';
  const customization = useMemo(
    () => state.customization ?? defaultCustomization(definition),
    [state.customization, definition],
  );
  const document = useCvLayout(state.cv, definition, customization);
  const roundTrip = useMutation({ mutationFn: checkRoundTrip });

  const lock = templateLock(listed, signedIn);
  const lockText =
    lock.kind === 'plan'
      ? t('cvBuilder.lock.plan', { name: definition.name, plan: t(`cvBuilder.plans.${lock.requiredPlan}`) })
      : lock.kind === 'purchase'
        ? t('cvBuilder.lock.purchase', { name: definition.name })
        : null;

  const onCv = useCallback((cv: TBuilderCv) => dispatch({ type: 'editCv', cv }), [dispatch]);
  const onCustomization = useCallback(
    (next: typeof customization) => dispatch({ type: 'editCustomization', customization: next }),
    [dispatch],
  );
  const onDownloaded = (request: TBuilderExportRequest) => {
    if (request.format === 'pdf' || request.format === 'docx')
      roundTrip.mutate({ ...request, format: request.format });
  };
  const checkNow = () => {
    if (!signedIn) return loginRequired();
    const request = exportRequest(state, 'pdf');
    if (request) roundTrip.mutate(request);
  };
  const openSave = () => {
    if (!signedIn) return loginRequired();
    if (lockText) return void toast.error(lockText, { id: 'cv-builder-save' });
    setDialog('save');
  };
  const openPreview = () => {
    setDialog('preview');
    toast.success(t('cvBuilder.toasts.preview'), { id: 'cv-builder-preview' });
  };

  const form = (
    <CvForm
      value={state.cv}
      onChange={onCv}
      customization={customization}
      onCustomizationChange={onCustomization}
      template={definition}
    />
  );
  const preview = (
    <div className="space-y-4 lg:sticky lg:top-6">
      <section
        aria-label={t('cvBuilder.build.livePreview')}
        className="overflow-auto rounded-xl border bg-muted/60 p-3"
      >
        <CvPreview document={document} />
      </section>
      <RoundTripPanel
        report={roundTrip.data}
        busy={roundTrip.isPending}
        failed={roundTrip.isError}
        onCheck={checkNow}
      />
    </div>
  );

  return (
    <div className="space-y-6">
      <header className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('cvBuilder.page.title')}</h1>
            <p className="mt-1 text-muted-foreground">
              {t('cvBuilder.build.template', { name: definition.name })}
            </p>
            <SaveStatus state={state} />
          </div>
          <Button variant="ghost" onClick={() => dispatch({ type: 'backToTemplates' })}>
            <ArrowLeft aria-hidden="true" />
            {t('cvBuilder.build.back')}
          </Button>
        </div>
        <div role="toolbar" aria-label={t('cvBuilder.build.actions')} className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => (signedIn ? setDialog('saved') : loginRequired())}>
            <FolderOpen aria-hidden="true" />
            {t('cvBuilder.build.savedCvs')}
          </Button>
          <ImportMenu signedIn={signedIn} onImported={(cv) => dispatch({ type: 'fill', cv })} />
          <Button variant="outline" onClick={() => setDialog('customize')}>
            <SlidersHorizontal aria-hidden="true" />
            {t('cvBuilder.build.customize')}
          </Button>
          <Button variant="outline" onClick={openPreview}>
            <Eye aria-hidden="true" />
            {t('cvBuilder.build.preview')}
          </Button>
          <DownloadMenu
            viewer={viewer}
            requestFor={(format) => exportRequest(state, format)}
            blockedReason={lockText}
            onDownloaded={onDownloaded}
          />
          <Button onClick={openSave}>
            <Save aria-hidden="true" />
            {state.savedId ? t('cvBuilder.build.update') : t('cvBuilder.build.save')}
          </Button>
        </div>
      </header>

      {draftRestored ? (
        <Alert role="status" className="flex flex-wrap items-center gap-3">
          <AlertDescription className="flex-1">{t('cvBuilder.draft.restored')}</AlertDescription>
          <Button size="sm" variant="outline" onClick={onDiscardDraft}>
            {t('cvBuilder.draft.discard')}
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={t('cvBuilder.draft.dismiss')}
            onClick={onDismissDraftNote}
          >
            <X aria-hidden="true" />
          </Button>
        </Alert>
      ) : null}
      {lockText ? (
        <Alert className="flex flex-wrap items-center gap-3">
          <Lock aria-hidden="true" />
          <AlertDescription className="flex-1">{lockText}</AlertDescription>
          <Button asChild size="sm" variant="outline">
            <Link to={lock.kind === 'purchase' ? '/premium-templates' : '/subscription'}>
              {lock.kind === 'purchase' ? t('cvBuilder.lock.buy') : t('cvBuilder.lock.upgrade')}
            </Link>
          </Button>
        </Alert>
      ) : null}

      {wide ? (
        <div className="grid grid-cols-2 items-start gap-6">
          <section aria-label={t('cvBuilder.build.editTab')}>{form}</section>
          {preview}
        </div>
      ) : (
        <Tabs defaultValue="edit">
          <TabsList className="w-full">
            <TabsTrigger value="edit">{t('cvBuilder.build.editTab')}</TabsTrigger>
            <TabsTrigger value="preview">{t('cvBuilder.build.previewTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="edit">{form}</TabsContent>
          <TabsContent value="preview">{preview}</TabsContent>
        </Tabs>
      )}

      <Dialog open={dialog === 'customize'} onOpenChange={closeDialog}>
        <SheetContent className="right-0 left-auto w-96 max-w-[92vw] overflow-y-auto border-r-0 border-l p-5">
          <DialogTitle>{t('cvBuilder.customize.title')}</DialogTitle>
          <DialogDescription className="mb-4">{t('cvBuilder.customize.description')}</DialogDescription>
          <CustomizePanel value={customization} onChange={onCustomization} template={definition} />
          {/* Every change applies at once; this only closes the sheet, which on a phone covers the page. */}
          <DialogClose asChild>
            <Button className="sticky bottom-0 mt-6 w-full shadow-md">{t('cvBuilder.customize.done')}</Button>
          </DialogClose>
        </SheetContent>
      </Dialog>
      <Dialog open={dialog === 'preview'} onOpenChange={closeDialog}>
        <DialogContent className="max-h-[92dvh] max-w-4xl overflow-y-auto">
          <DialogTitle>{t('cvBuilder.previewDialog.title', { name: definition.name })}</DialogTitle>
          <DialogDescription>{t('cvBuilder.previewDialog.description')}</DialogDescription>
          <CvPreview document={document} />
        </DialogContent>
      </Dialog>
      {signedIn ? (
        <>
          <SaveDialog
            open={dialog === 'save'}
            onOpenChange={closeDialog}
            savedId={state.savedId}
            initialName={state.name || suggestedCvName(state.cv.fullName, definition.name)}
            payload={(name) => ({ name, templateSlug: definition.slug, content: state.cv, customization })}
            onSaved={(detail) => dispatch({ type: 'loadSaved', detail })}
          />
          <SavedCvsDialog
            open={dialog === 'saved'}
            onOpenChange={closeDialog}
            currentId={state.savedId}
            onOpen={onOpenSaved}
            onDeletedCurrent={() => dispatch({ type: 'forgetSaved' })}
          />
        </>
      ) : null}
    </div>
  );
}
