import { DeleteAccountCard } from './delete-account-card';
import { ExportDataCard } from './export-data-card';

/** The data-rights tools of a signed-in user: export, then deletion. */
export function SignedInTools() {
  return (
    <div className="grid gap-4">
      <ExportDataCard />
      <DeleteAccountCard />
    </div>
  );
}
