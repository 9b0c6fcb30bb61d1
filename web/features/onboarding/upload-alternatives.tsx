import ExternalLink from 'lucide-react/icons/external-link';
import PencilLine from 'lucide-react/icons/pencil-line';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { SIDEBAR_LINKS } from '../shell';

export const CV_BUILDER_PATH = '/cv-builder';

/**
 * Whether the CV builder can be opened: a screen joins the sidebar when it exists
 * (sidebar-links.ts), so until then the option says it is coming instead of opening a tab on the
 * not-found page.
 */
export const cvBuilderAvailable = (links = SIDEBAR_LINKS) =>
  links.some((link) => link.path === CV_BUILDER_PATH);

/**
 * The settings variant's ways past the upload (spec 001 §2): fill in by hand, or build a CV in
 * the CV builder, opened in a new tab so this setup stays where it is.
 */
export function UploadAlternatives({ onManual }: { onManual: () => void }) {
  const { t } = useTranslation();
  const builder = cvBuilderAvailable();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid content-between gap-3 rounded-lg border p-4">
        <p className="text-sm text-muted-foreground">{t('onboarding.settingsVariant.manualText')}</p>
        <Button type="button" variant="outline" onClick={onManual}>
          <PencilLine aria-hidden="true" />
          {t('onboarding.settingsVariant.manual')}
        </Button>
      </div>
      <div className="grid content-between gap-3 rounded-lg border p-4">
        <p className="text-sm text-muted-foreground">
          {builder
            ? t('onboarding.settingsVariant.builderText')
            : t('onboarding.settingsVariant.builderSoon')}
        </p>
        {builder ? (
          <Button asChild variant="outline">
            <a href={CV_BUILDER_PATH} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {t('onboarding.settingsVariant.builder')}
              <span className="sr-only"> ({t('onboarding.settingsVariant.newTab')})</span>
            </a>
          </Button>
        ) : (
          <Button type="button" variant="outline" disabled>
            <ExternalLink aria-hidden="true" />
            {t('onboarding.settingsVariant.builder')}
          </Button>
        )}
      </div>
    </div>
  );
}
