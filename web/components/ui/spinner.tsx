import LoaderCircle from 'lucide-react/icons/loader-circle';
import { cn } from '../../lib/utils';

/** Decorative: pair it with visible or screen-reader text. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('ui:size-4 ui:animate-spin', className)} />;
}
