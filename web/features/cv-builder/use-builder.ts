import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import type { TBuilderCv, TCvCustomization, TCvTemplateList } from '#domain/cv-builder';
import { findTemplate } from '#domain/cv-builder/templates';
import { useAuth } from '../../lib/auth-provider';
import { getCv, listCvs } from '../cvs';
import { useProfileQuery } from '../profile';
import {
  builderReducer,
  draftOf,
  initialBuilderState,
  isPristine,
  type BuilderAction,
} from './builder-state';
import { adoptVisitorDraft, browserStorage, clearDraft, readDraft, writeDraft } from './draft-storage';
import { resolveTemplateParam } from './gallery-filter';
import { startingCv, startingCvId } from './start-cv';
import { useOpenBuilderCv } from './use-builder-queries';

/** Long enough to not write on every keystroke, short enough that a closed tab loses a word at most. */
const AUTOSAVE_MS = 600;

const reduce = (state: ReturnType<typeof initialBuilderState>, action: BuilderAction) =>
  builderReducer(state, action);

const cvLanguage = (language: string): TCvCustomization['language'] =>
  language.startsWith('da') ? 'da' : 'en';

/**
 * The builder's state and where it comes from: the URL (`?template=`, `?cv=`), the draft this
 * browser kept (restored, autosaved), and what we know of a signed-in user to start a new CV from.
 */
export function useBuilder(templates: TCvTemplateList | undefined) {
  const { i18n } = useTranslation();
  const { user, isPending } = useAuth();
  const owner = user?.id ?? 'visitor';
  const [params, setParams] = useSearchParams();
  const [state, dispatch] = useReducer(reduce, undefined, () => initialBuilderState());
  const [draftRestored, setDraftRestored] = useState(false);
  /** Whose draft the state holds, and a saved CV still to open; null until the session is known. */
  const [init, setInit] = useState<{ owner: string; openId: string | null } | null>(null);
  /** The `?template=` already applied, so it is applied once. */
  const [appliedTemplate, setAppliedTemplate] = useState<string | null>(null);
  const open = useOpenBuilderCv();
  const openSaved = open.mutate;
  const language = cvLanguage(i18n.language);
  const ready = init?.owner === owner;

  const loadSaved = useCallback(
    (id: string) =>
      openSaved(id, {
        onSuccess: (detail) => {
          dispatch({ type: 'loadSaved', detail });
          setDraftRestored(false);
        },
      }),
    [openSaved],
  );

  // Restore (or adopt, after signing up) the draft as soon as the session is known: during render,
  // so the first thing shown is the user's work, not an empty builder.
  if (!isPending && !ready) {
    const storage = browserStorage();
    const draft = user ? adoptVisitorDraft(storage, user.id) : readDraft(storage, 'visitor');
    const wanted = user ? params.get('cv') : null;
    // Unsaved work on the very CV asked for is newer than the server's copy.
    const keep = draft !== null && (!wanted || (draft.savedId === wanted && draft.dirty));
    dispatch(keep ? { type: 'restore', draft } : { type: 'discard' });
    setDraftRestored(keep);
    setInit({ owner, openId: wanted && !keep ? wanted : null });
  }
  const openId = ready ? (init?.openId ?? null) : null;
  useEffect(() => {
    if (openId) loadSaved(openId);
  }, [openId, loadSaved]);

  // `?template=` starts on the build step with that template (spec 001 §2), by slug or by the id
  // /premium-templates knows a premium template by (which needs the list).
  const templateParam = params.get('template');
  const cvParam = params.get('cv');
  const templateSlug = templateParam
    ? (findTemplate(templateParam)?.slug ?? resolveTemplateParam(templates, templateParam))
    : undefined;
  const templateSettled = templateParam !== null && (templateSlug !== undefined || templates !== undefined);
  if (ready && templateParam && templateParam !== appliedTemplate && templateSettled) {
    setAppliedTemplate(templateParam);
    if (templateSlug) dispatch({ type: 'chooseTemplate', slug: templateSlug, language });
  }
  if (!templateParam && appliedTemplate !== null) setAppliedTemplate(null);

  // Once applied, the URL is left to the state (the draft remembers the template and saved CV).
  const waiting = templateParam !== null && templateParam !== appliedTemplate;
  useEffect(() => {
    if (!ready || waiting || (!templateParam && !cvParam)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('template');
        next.delete('cv');
        return next;
      },
      { replace: true },
    );
  }, [ready, waiting, templateParam, cvParam, setParams]);

  // Autosave: every change, a moment later, to this browser.
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => writeDraft(browserStorage(), owner, draftOf(state)), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [state, owner, ready]);
  // Leaving the page (or the tab) does not wait for the timer.
  const latest = useRef({ state, owner, ready: false });
  useEffect(() => {
    latest.current = { state, owner, ready };
  });
  useEffect(() => {
    const flush = () => {
      const { state: now, owner: who, ready: known } = latest.current;
      if (known) writeDraft(browserStorage(), who, draftOf(now));
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  useStartFromWhatWeKnow(state, dispatch, ready && Boolean(user));

  const discardDraft = () => {
    clearDraft(browserStorage(), owner);
    setDraftRestored(false);
    if (state.savedId) loadSaved(state.savedId);
    else dispatch({ type: 'discard' });
  };

  return {
    state,
    dispatch,
    ready: ready && !open.isPending,
    draftRestored,
    dismissDraftNote: () => setDraftRestored(false),
    discardDraft,
    openSaved: loadSaved,
    language,
  };
}

/**
 * A new CV on the build step starts from the default CV's extracted data, or else the profile
 * (issue 15). Asked once per page; what the user has typed meanwhile is never overwritten.
 */
function useStartFromWhatWeKnow(
  state: ReturnType<typeof initialBuilderState>,
  dispatch: (action: BuilderAction) => void,
  signedIn: boolean,
) {
  const profile = useProfileQuery();
  const asked = useRef(false);
  const pristine = isPristine(state);
  const onBuildStep = state.step === 'build';
  const profileSettled = !profile.isPending || profile.isError;
  const latestPristine = useRef(pristine);
  useEffect(() => {
    latestPristine.current = pristine;
  });

  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  useEffect(() => {
    if (!signedIn || !onBuildStep || !pristine || asked.current || !profileSettled) return;
    asked.current = true;
    void (async () => {
      let extracted = null;
      try {
        const id = startingCvId(await listCvs());
        if (id) extracted = (await getCv(id)).extractedData;
      } catch {
        // Without the CV list the profile still helps.
      }
      const cv: TBuilderCv | null = startingCv({ extracted, profile: profile.data ?? null });
      if (cv && alive.current && latestPristine.current) dispatch({ type: 'fill', cv });
    })();
  }, [signedIn, onBuildStep, pristine, profileSettled, profile.data, dispatch]);
}
