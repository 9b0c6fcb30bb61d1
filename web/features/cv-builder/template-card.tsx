import Check from 'lucide-react/icons/check';
import Heart from 'lucide-react/icons/heart';
import Lock from 'lucide-react/icons/lock';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import type { CvTemplateDefinition, TCvTemplate } from '#domain/cv-builder';
import { findTemplate } from '#domain/cv-builder/templates';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatPercent } from '../../lib/format';
import { cn } from '../../lib/utils';
import { CvThumbnail, useTemplateThumbnail } from './editor';
import { templateLock } from './access';

const THUMBNAIL_WIDTH = 220;

/** Page 1 of the template's own layout of the sample CV: the card shows the real thing. */
function TemplateThumbnail({ definition }: { definition: CvTemplateDefinition }) {
  const { i18n } = useTranslation();
  const document = useTemplateThumbnail(definition, i18n.language === 'da' ? 'da' : 'en');
  return <CvThumbnail document={document} width={THUMBNAIL_WIDTH} />;
}

type TemplateCardProps = {
  template: TCvTemplate;
  chosen: boolean;
  signedIn: boolean;
  favoriteBusy: boolean;
  onChoose: () => void;
  onFavorite: (favorite: boolean) => void;
  /** A smaller card in the recommended and popular rows. */
  compact?: boolean;
};

/** One template of the gallery (spec 001 §2): badges, the thumbnail, name, text, lock and Select. */
export function TemplateCard({
  template,
  chosen,
  signedIn,
  favoriteBusy,
  onChoose,
  onFavorite,
  compact = false,
}: TemplateCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const definition = findTemplate(template.slug);
  const lock = templateLock(template, signedIn);
  const descriptions = t('cvBuilder.templateDescriptions', { returnObjects: true }) as Record<string, string>;
  const description = descriptions[template.slug] ?? template.description ?? '';

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-xl border bg-background shadow-sm',
        chosen && 'ring-2 ring-primary',
      )}
    >
      <div className="relative flex justify-center bg-muted/60 p-3">
        <div aria-hidden="true" className="pointer-events-none overflow-hidden rounded shadow">
          {definition ? (
            <TemplateThumbnail definition={definition} />
          ) : (
            <div style={{ width: THUMBNAIL_WIDTH, aspectRatio: '210 / 297' }} className="bg-background" />
          )}
        </div>
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          <Badge variant="secondary">{t(`cvBuilder.categories.${template.category}`)}</Badge>
          {template.isPremium ? <Badge variant="brand">{t('cvBuilder.gallery.premium')}</Badge> : null}
        </div>
        {signedIn ? (
          <Button
            variant="outline"
            size="icon"
            className="absolute top-2 right-2 size-8 rounded-full bg-background hover:bg-muted"
            aria-pressed={template.favorite}
            aria-label={t('cvBuilder.gallery.favorite', { name: template.name })}
            disabled={favoriteBusy}
            onClick={() => onFavorite(!template.favorite)}
          >
            <Heart aria-hidden="true" className={cn(template.favorite && 'fill-current text-destructive')} />
          </Button>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} className="font-semibold">
          {template.name}
        </h3>
        {compact ? null : <p className="text-sm text-muted-foreground">{description}</p>}
        {template.atsSafe ? null : (
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <ShieldAlert aria-hidden="true" className="size-3.5" />
            {template.atsRecall === null
              ? t('cvBuilder.gallery.notAtsSafe')
              : t('cvBuilder.gallery.notAtsSafeMeasured', {
                  percent: formatPercent(Math.floor(template.atsRecall * 100), i18n.language),
                })}
          </p>
        )}
        {lock.kind === 'plan' ? (
          <p className="flex items-center gap-1.5 text-xs font-medium">
            <Lock aria-hidden="true" className="size-3.5" />
            {t('cvBuilder.gallery.needsPlan', { plan: t(`cvBuilder.plans.${lock.requiredPlan}`) })}
          </p>
        ) : null}
        {lock.kind === 'purchase' ? (
          <p className="flex items-center gap-1.5 text-xs font-medium">
            <Lock aria-hidden="true" className="size-3.5" />
            <Link to="/premium-templates" className="underline underline-offset-4">
              {t('cvBuilder.gallery.buy', { name: template.name })}
            </Link>
          </p>
        ) : null}
        <Button
          className="mt-auto"
          variant={chosen ? 'default' : 'outline'}
          aria-describedby={titleId}
          onClick={onChoose}
        >
          {chosen ? <Check aria-hidden="true" /> : null}
          {chosen ? t('cvBuilder.gallery.chosen') : t('cvBuilder.gallery.select')}
        </Button>
      </div>
    </article>
  );
}

/** The card's shape while the gallery loads (spec 001 §2: six of them). */
export function TemplateCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col overflow-hidden rounded-xl border">
      <div className="h-64 animate-pulse bg-muted" />
      <div className="space-y-2 p-4">
        <div className="h-5 w-32 animate-pulse rounded bg-muted" />
        <div className="h-4 w-full animate-pulse rounded bg-muted" />
        <div className="h-9 w-full animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}
