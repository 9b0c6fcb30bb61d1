import type { ComponentProps, ReactNode } from 'react';
import { BusyButton } from './busy-button';
import { Button } from './button';
import { DialogClose } from './dialog';

type ConfirmActionsProps = {
  cancelLabel: ReactNode;
  busy: boolean;
  busyLabel: ReactNode;
  children: ReactNode;
  /** The confirming button; `type: 'submit'` inside a form, `onClick` otherwise. */
  confirm?: Omit<ComponentProps<typeof BusyButton>, 'busy' | 'busyLabel' | 'children'>;
};

/**
 * The bottom row of a confirmation dialog: Cancel closes it (disabled while the action runs), the
 * destructive button confirms. Stacked with the action on top on phones, side by side from `sm`.
 */
export function ConfirmActions({ cancelLabel, busy, busyLabel, children, confirm }: ConfirmActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline" disabled={busy}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <BusyButton variant="destructive" busy={busy} busyLabel={busyLabel} {...confirm}>
        {children}
      </BusyButton>
    </div>
  );
}
