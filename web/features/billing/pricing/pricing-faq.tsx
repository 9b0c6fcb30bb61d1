import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { cn } from '../../../lib/utils';

/** The FAQ claims of spec 000 §2 Pricing, plus the free-start promise of §1. */
const ITEMS = [
  'moneyBack',
  'dataAfterCancel',
  'cancellationFees',
  'changes',
  'taxes',
  'payment',
  'free',
] as const;
type Item = (typeof ITEMS)[number];

/** An accordion: one answer open at a time; opening another closes it, and it can be closed again. */
export function PricingFaq() {
  const { t } = useTranslation();
  const baseId = useId();
  const [open, setOpen] = useState<Item | null>(null);
  return (
    <div className="mx-auto mt-10 max-w-3xl divide-y rounded-xl border bg-card shadow-sm">
      {ITEMS.map((item) => {
        const expanded = open === item;
        const buttonId = `${baseId}-${item}-button`;
        const panelId = `${baseId}-${item}-panel`;
        return (
          <div key={item}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : item)}
                className="flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left font-medium transition-colors hover:bg-muted/40 focus-visible:outline-offset-[-2px]"
              >
                {t(`pricing.faq.${item}.question`)}
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 text-muted-foreground transition-transform',
                    expanded && 'rotate-180',
                  )}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-sm leading-relaxed text-muted-foreground"
            >
              {t(`pricing.faq.${item}.answer`)}
            </div>
          </div>
        );
      })}
    </div>
  );
}
