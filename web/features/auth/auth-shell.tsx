import CircleCheck from 'lucide-react/icons/circle-check';
import LinkIcon from 'lucide-react/icons/link';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/utils';

/** The centred single-card layout of the auth screens. */
export function AuthShell({
  children,
  footer,
  className,
}: {
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <div className="flex flex-1 justify-center bg-gradient-to-b from-brand-50/70 to-background px-4 py-10 sm:py-16">
      <div className={cn('ui:w-full ui:max-w-md', className)}>
        <Card className="shadow-md">{children}</Card>
        {footer ? <div className="mt-6 text-center text-xs text-muted-foreground">{footer}</div> : null}
      </div>
    </div>
  );
}

type AuthStatusProps = {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  tone?: 'default' | 'success' | 'destructive';
};

/** Icon + title + text for result states (sent, verified, invalid link). */
export function AuthStatus({ icon, title, description, children, tone = 'default' }: AuthStatusProps) {
  return (
    <div className="flex flex-col items-center p-8 text-center">
      <span
        className={cn(
          'flex size-12 items-center justify-center rounded-full [&_svg]:size-6',
          tone === 'success' && 'bg-success/10 text-success',
          tone === 'destructive' && 'bg-destructive/10 text-destructive',
          tone === 'default' && 'bg-brand-50 text-primary',
        )}
      >
        {icon}
      </span>
      <h1 className="mt-4 text-xl font-semibold tracking-tight">{title}</h1>
      {description ? <div className="mt-2 text-sm text-muted-foreground">{description}</div> : null}
      {children ? <div className="mt-6 flex w-full flex-col gap-3">{children}</div> : null}
    </div>
  );
}

// Verify and reset pages must look alike when their emailed link worked, or when it did not.
const EMAIL_LINK_OUTCOMES = {
  success: { icon: <CircleCheck aria-hidden="true" />, tone: 'success' },
  invalid: { icon: <LinkIcon aria-hidden="true" />, tone: 'destructive' },
} as const;

/** The result of following an emailed link: it worked, or it is invalid or expired. */
export function EmailLinkStatus({
  outcome,
  ...props
}: Omit<AuthStatusProps, 'icon' | 'tone'> & { outcome: keyof typeof EMAIL_LINK_OUTCOMES }) {
  return <AuthStatus {...EMAIL_LINK_OUTCOMES[outcome]} {...props} />;
}

/** A status card's next step when it is a page to go to. */
export function AuthStatusLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild className="w-full">
      <Link to={to}>{children}</Link>
    </Button>
  );
}
