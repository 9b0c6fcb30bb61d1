import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type ContentProps = ComponentProps<typeof DialogPrimitive.Content>;

/** Whether an event outside the dialog happened in the toasts (web/lib/toast.tsx). */
const inToaster = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[data-sonner-toaster]') !== null;

/**
 * The portal, overlay and content every modal surface shares; only their looks differ. A toast
 * shown over a dialog stays usable: the toaster takes pointer events again (the modal turns them
 * off for the page) and pressing in it neither closes the dialog nor counts as outside.
 */
function ModalContent({
  overlayClassName,
  onPointerDownOutside,
  onInteractOutside,
  ...props
}: ContentProps & { overlayClassName: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content
        onPointerDownOutside={(event) => {
          if (inToaster(event.target)) event.preventDefault();
          else onPointerDownOutside?.(event);
        }}
        onInteractOutside={(event) => {
          if (inToaster(event.target)) event.preventDefault();
          else onInteractOutside?.(event);
        }}
        {...props}
      />
    </DialogPrimitive.Portal>
  );
}

export function DialogContent({ className, ...props }: ContentProps) {
  return (
    <ModalContent
      overlayClassName="fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px]"
      className={cn(
        'ui:fixed ui:top-1/2 ui:left-1/2 ui:z-50 ui:grid ui:w-[calc(100%-2rem)] ui:max-w-md ui:-translate-x-1/2 ui:-translate-y-1/2 ui:gap-4 ui:rounded-xl ui:border ui:bg-background ui:p-6 ui:shadow-lg ui:focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}

/** A panel sliding from the left edge: the sidebar below 768 px. */
export function SheetContent({ className, ...props }: ContentProps) {
  return (
    <ModalContent
      overlayClassName="fixed inset-0 z-50 bg-black/40"
      className={cn(
        'ui:fixed ui:inset-y-0 ui:left-0 ui:z-50 ui:flex ui:w-72 ui:max-w-[85vw] ui:flex-col ui:border-r ui:bg-background ui:shadow-xl ui:focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('ui:text-lg ui:font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('ui:text-sm ui:text-muted-foreground', className)}
      {...props}
    />
  );
}
