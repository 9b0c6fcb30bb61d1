import Quote from 'lucide-react/icons/quote';
import Star from 'lucide-react/icons/star';
import { useTranslation } from '../../../lib/use-translation';

const KEYS = ['one', 'two', 'three'] as const;

/** Three static testimonials (spec 000 §2 Pricing). */
export function Testimonials() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('pricing.testimonials.label')} className="mt-10 grid gap-4 md:grid-cols-3">
      {KEYS.map((key) => (
        <li key={key}>
          <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
            <div aria-hidden="true" className="flex gap-0.5 text-warning">
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} className="size-4 fill-current" />
              ))}
            </div>
            <blockquote className="mt-4 flex-1 text-sm leading-relaxed">
              <Quote aria-hidden="true" className="mb-2 size-5 text-brand-300" />
              <p>{t(`pricing.testimonials.${key}.quote`)}</p>
            </blockquote>
            <figcaption className="mt-6 text-sm">
              <span className="block font-semibold">{t(`pricing.testimonials.${key}.name`)}</span>
              <span className="text-muted-foreground">{t(`pricing.testimonials.${key}.role`)}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
