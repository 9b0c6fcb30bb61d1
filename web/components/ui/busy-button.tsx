import type { ComponentProps, ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

type BusyButtonProps = Omit<ComponentProps<typeof Button>, 'asChild' | 'disabled'> & {
  busy: boolean;
  /** Replaces the label while busy: the spinner is decorative, so the text carries the state. */
  busyLabel: ReactNode;
};

/** A button whose action may be in flight; while it is, the button is disabled and says so. */
export function BusyButton({ busy, busyLabel, children, ...props }: BusyButtonProps) {
  return (
    <Button disabled={busy} {...props}>
      {busy ? <Spinner /> : null}
      {busy ? busyLabel : children}
    </Button>
  );
}
