import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

type BusyButtonProps = Omit<ComponentProps<typeof Button>, 'asChild' | 'disabled'> & {
  busy: boolean;
  /** Replaces the label while busy: the spinner is decorative, so the text carries the state. */
  busyLabel: ReactNode;
  /** Disabled for another reason than being busy (e.g. the form is incomplete). */
  disabled?: boolean;
};

/** A button whose action may be in flight; while it is, the button is disabled and says so. */
export function BusyButton({ busy, busyLabel, disabled, children, ...props }: BusyButtonProps) {
  return (
    <Button disabled={busy || disabled} {...props}>
      {busy ? <Spinner /> : null}
      {busy ? busyLabel : children}
    </Button>
  );
}
