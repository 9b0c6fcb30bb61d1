import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { TBuilderCvSave, TCvTemplateList } from '#domain/cv-builder';
import { useAuth } from '../../lib/auth-provider';
import { toast } from '../../lib/toast';
import { invalidateCvs, listCvs } from '../cvs';
import {
  createBuilderCv,
  deleteBuilderCv,
  duplicateBuilderCv,
  fetchCvTemplates,
  getBuilderCv,
  setFavorite,
  updateBuilderCv,
} from './builder-api';

export const cvTemplatesKey = ['cv-templates'] as const;
const templatesKey = (userId: string | undefined) => [...cvTemplatesKey, userId] as const;
const savedKey = (userId: string | undefined) => ['cv-builder', 'saved', userId] as const;

/** The gallery (public); per user once signed in, as favourites and access are theirs. */
export function useCvTemplates() {
  const { user } = useAuth();
  return useQuery({ queryKey: templatesKey(user?.id), queryFn: ({ signal }) => fetchCvTemplates(signal) });
}

/** Spec 001 §6 favourites: the star turns at once and turns back if the server refuses. */
export function useFavoriteMutation() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const client = useQueryClient();
  const key = templatesKey(user?.id);
  const mark = (slug: string, favorite: boolean) =>
    client.setQueryData<TCvTemplateList>(key, (list) =>
      list
        ? {
            ...list,
            templates: list.templates.map((tpl) => (tpl.slug === slug ? { ...tpl, favorite } : tpl)),
          }
        : list,
    );
  return useMutation({
    mutationFn: ({ slug, favorite }: { slug: string; favorite: boolean }) => setFavorite(slug, favorite),
    onMutate: ({ slug, favorite }) => mark(slug, favorite),
    onError: (_error, { slug, favorite }) => {
      mark(slug, !favorite);
      toast.error(t('cvBuilder.toasts.favoriteFailed'), { id: 'cv-template-favorite' });
    },
  });
}

/** "Gemte CV'er": the user's builder CVs, from the list of all their CVs. */
export function useSavedBuilderCvs(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: savedKey(user?.id),
    queryFn: ({ signal }) => listCvs(signal),
    select: (cvs) => cvs.filter((cv) => cv.source === 'builder'),
    enabled: enabled && Boolean(user),
    meta: {
      errorToast: {
        title: 'cvBuilder.toasts.loadSavedFailed.title',
        description: 'cvBuilder.toasts.loadSavedFailed.description',
      },
    },
  });
}

/** Opens a saved builder CV (`?cv=<id>`, or "Gemte CV'er"): 'CV indlæst!' once it is here. */
export function useOpenBuilderCv() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (id: string) => getBuilderCv(id),
    onSuccess: () => toast.success(t('cvBuilder.toasts.loaded'), { id: 'cv-builder-open' }),
    onError: () => toast.error(t('cvBuilder.toasts.openFailed'), { id: 'cv-builder-open' }),
  });
}

/** Everything that lists CVs (here, /cvs, the generator's picker) asks again after a change. */
function useRefreshCvLists() {
  const { user } = useAuth();
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: savedKey(user?.id) });
    void invalidateCvs(client);
  };
}

/** Save (a new CV, or a copy) or update (the one being edited); the spec's toasts either way. */
export function useSaveBuilderCv() {
  const { t } = useTranslation();
  const refresh = useRefreshCvLists();
  return useMutation({
    mutationFn: ({ id, save }: { id: string | null; save: TBuilderCvSave }) =>
      id ? updateBuilderCv(id, save) : createBuilderCv(save),
    onSuccess: (saved, { id }) => {
      const done = id ? 'updated' : 'saved';
      toast.success(t(`cvBuilder.toasts.${done}.title`), {
        id: 'cv-builder-save',
        description: t(`cvBuilder.toasts.${done}.description`),
      });
      refresh();
    },
    onError: (_error, { id }) => {
      const failed = id ? 'updateFailed' : 'saveFailed';
      toast.error(t(`cvBuilder.toasts.${failed}.title`), {
        id: 'cv-builder-save',
        description: t(`cvBuilder.toasts.${failed}.description`),
      });
    },
  });
}

export function useDuplicateBuilderCv() {
  const { t } = useTranslation();
  const refresh = useRefreshCvLists();
  return useMutation({
    mutationFn: duplicateBuilderCv,
    onSuccess: (copy) => {
      toast.success(t('cvBuilder.toasts.duplicated'), { id: 'cv-builder-saved', description: copy.name });
      refresh();
    },
    onError: () => toast.error(t('cvBuilder.toasts.duplicateFailed'), { id: 'cv-builder-saved' }),
  });
}

export function useDeleteBuilderCv() {
  const { t } = useTranslation();
  const refresh = useRefreshCvLists();
  return useMutation({
    mutationFn: deleteBuilderCv,
    onSuccess: () => {
      toast.success(t('cvBuilder.toasts.deleted.title'), {
        id: 'cv-builder-saved',
        description: t('cvBuilder.toasts.deleted.description'),
      });
      refresh();
    },
    onError: () =>
      toast.error(t('cvBuilder.toasts.deleteFailed.title'), {
        id: 'cv-builder-saved',
        description: t('cvBuilder.toasts.deleteFailed.description'),
      }),
  });
}
