import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCvEntry } from '#domain/cv';
import { getCv, updateCv } from '../../cvs';
import { invalidateCvs } from '../../cvs';
import { entryUnchanged, withDraft, type FactDraft } from './fact-edit-rules';
import { factsPreviewKey } from './use-facts-preview';

/** The entry is not what the form started from any more (edited elsewhere or re-read meanwhile). */
export class EntryChangedError extends Error {
  constructor() {
    super('The CV entry changed since the form was opened');
    this.name = 'EntryChangedError';
  }
}

type FactEdit = {
  entry: TCvEntry;
  /** The entry's values when the form opened. */
  initial: FactDraft;
  draft: FactDraft;
};

/**
 * Saves a correction made in the facts review to the CV's extracted data (`PATCH /api/cvs/:id`):
 * the CV as the server has it now, with only this entry changed, so an edit made meanwhile in
 * another tab is not overwritten; if that edit was to this very entry, nothing is saved and the
 * user is told. It settles once the review shows the corrected facts.
 */
export function useFactEditMutation(cvId: string) {
  const client = useQueryClient();
  const refresh = async () => {
    await Promise.all([invalidateCvs(client), client.invalidateQueries({ queryKey: factsPreviewKey })]);
  };
  return useMutation({
    mutationFn: async ({ entry, initial, draft }: FactEdit) => {
      const { extractedData: current } = await getCv(cvId);
      const extractedData =
        current && entryUnchanged(current, entry, initial) ? withDraft(current, entry, draft) : null;
      if (!extractedData) throw new EntryChangedError();
      return updateCv(cvId, { extractedData });
    },
    onSuccess: refresh,
    // The next Edit starts from what is saved now.
    onError: (error) => (error instanceof EntryChangedError ? refresh() : undefined),
  });
}
