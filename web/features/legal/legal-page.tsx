import ArrowUp from 'lucide-react/icons/arrow-up';
import FileText from 'lucide-react/icons/file-text';
import Printer from 'lucide-react/icons/printer';
import { Fragment, Suspense, use, useDeferredValue, useEffect } from 'react';
import { Trans, useTranslation } from '../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { Button } from '../../components/ui/button';
import { isLanguage, type Language } from '../../lib/language';
import { Seo } from '../../lib/seo';
import { DataRightsTools } from '../account';
import { parseInline } from './inline';
import { loadLegalDocument } from './load-document';
import {
  LEGAL_DOCS,
  LEGAL_LAST_UPDATED,
  LEGAL_PATHS,
  type LegalBlock,
  type LegalDocId,
  type LegalDocument,
} from './legal-types';

const linkClass =
  'font-medium text-primary underline underline-offset-2 hover:text-primary-hover print:text-foreground print:no-underline';

function Inline({ text }: { text: string }) {
  return parseInline(text).map((part, index) => {
    if (part.kind === 'bold') return <strong key={index}>{part.text}</strong>;
    if (part.kind === 'code')
      return (
        <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.875em] whitespace-nowrap">
          {part.text}
        </code>
      );
    if (part.kind === 'link')
      return (
        <Link key={index} to={part.to} className={linkClass}>
          {part.text}
        </Link>
      );
    return <Fragment key={index}>{part.text}</Fragment>;
  });
}

function Block({ block }: { block: LegalBlock }) {
  const { t } = useTranslation();
  if (block.kind === 'paragraph')
    return (
      <p>
        <Inline text={block.text} />
      </p>
    );
  if (block.kind === 'list')
    return (
      <ul className="list-disc space-y-2 pl-5 marker:text-muted-foreground">
        {block.items.map((item) => (
          <li key={item}>
            <Inline text={item} />
          </li>
        ))}
      </ul>
    );
  return (
    // Wide tables scroll sideways on phones instead of squeezing every column; focusable, so the
    // keyboard can scroll it too (WCAG 2.1.1).
    <div
      role="region"
      aria-label={t('legal.scrollableTable')}
      tabIndex={0}
      className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
        <thead>
          <tr className="border-b-2">
            {block.head.map((cell) => (
              <th key={cell} scope="col" className="py-2 pr-4 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.join('|')} className="border-b align-top">
              {row.map((cell, index) => (
                <td key={index} className="py-2.5 pr-4">
                  <Inline text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TableOfContents({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-labelledby="legal-toc"
      className="rounded-xl border bg-muted/40 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0 print:hidden"
    >
      <h2 id="legal-toc" className="text-sm font-semibold">
        {t('legal.toc')}
      </h2>
      <ol className="mt-3 gap-x-6 text-sm sm:columns-2 lg:columns-1">
        {document.sections.map((section, index) => (
          <li key={section.id} className="break-inside-avoid py-0.5">
            {/* Plain in-page anchors: the URL gets the hash, so a section can be linked to. */}
            <a
              href={`#${section.id}`}
              className="flex gap-2 rounded-md px-2 py-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground lg:-mx-2"
            >
              <span className="tabular-nums">{index + 1}.</span>
              <span>{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function DocumentBody({ docId, language }: { docId: LegalDocId; language: Language }) {
  const { t } = useTranslation();
  const document = use(loadLegalDocument(docId, language));

  // A deep link (/cookie-policy#categories) arrives before the text exists; jump once it does. A
  // router link to another part of the same page (/gdpr#data-rights) changes only the hash, which
  // the router does not scroll to by itself.
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) window.document.getElementById(id)?.scrollIntoView();
  }, [document, hash]);

  return (
    <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16 print:block">
      <div>
        <TableOfContents document={document} />
      </div>
      <div className="max-w-[70ch] min-w-0 space-y-10 text-base leading-7">
        <div className="space-y-4 text-base leading-7 text-muted-foreground sm:text-lg sm:leading-8 print:text-foreground">
          {document.intro.map((text) => (
            <p key={text}>
              <Inline text={text} />
            </p>
          ))}
        </div>
        {docId === 'gdpr' ? <DataRightsTools /> : null}
        {document.sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id} className="space-y-4">
            <h2
              id={section.id}
              tabIndex={-1}
              className="scroll-mt-24 text-xl font-semibold tracking-tight focus:outline-none sm:text-2xl print:break-after-avoid"
            >
              <span className="mr-2 text-muted-foreground tabular-nums">{index + 1}.</span>
              {section.title}
            </h2>
            {section.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} />
            ))}
          </section>
        ))}
        <p className="border-t pt-6 text-sm text-muted-foreground print:hidden">
          <Trans
            i18nKey="legal.contact"
            components={{ contact: <Link to="/contact" className={linkClass} /> }}
          />
        </p>
        <nav aria-labelledby="legal-related" className="print:hidden">
          <h2 id="legal-related" className="text-sm font-semibold">
            {t('legal.related')}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-3">
            {LEGAL_DOCS.filter((other) => other !== docId).map((other) => (
              <li key={other}>
                <Link
                  to={LEGAL_PATHS[other]}
                  className="flex h-full items-center gap-2 rounded-lg border bg-card p-3 text-sm font-medium shadow-xs transition-colors hover:bg-muted"
                >
                  <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  {t(`legal.docs.${other}.title`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <a
          href="#top"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground print:hidden"
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          {t('legal.backToTop')}
        </a>
      </div>
    </div>
  );
}

/** One legal document: title, last-updated date, table of contents and the text in the UI language. */
export function LegalPage({ docId }: { docId: LegalDocId }) {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  // While the other language's text loads, keep showing the current one instead of a spinner.
  const contentLanguage = useDeferredValue(language);
  // One date a page: built here rather than through lib/format, whose chunk (ui) this page goes without.
  const lastUpdated = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`),
  );

  return (
    <div
      id="top"
      className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 print:max-w-none print:p-0"
    >
      <Seo
        title={t(`legal.docs.${docId}.title`)}
        description={t(`legal.docs.${docId}.description`)}
        canonicalPath={LEGAL_PATHS[docId]}
        type="article"
      />
      <header className="mb-10 border-b pb-8 sm:mb-12">
        <p className="text-sm font-semibold text-primary print:hidden">{t('legal.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t(`legal.docs.${docId}.title`)}
        </h1>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            <Trans
              i18nKey="legal.lastUpdated"
              values={{ date: lastUpdated }}
              components={{ time: <time dateTime={LEGAL_LAST_UPDATED} /> }}
            />
          </p>
          <Button variant="outline" size="sm" className="print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t('legal.print')}
          </Button>
        </div>
      </header>
      <Suspense fallback={<PageLoading />}>
        <DocumentBody docId={docId} language={contentLanguage} />
      </Suspense>
    </div>
  );
}

export const PrivacyPolicyPage = () => <LegalPage docId="privacy" />;
export const TermsOfServicePage = () => <LegalPage docId="terms" />;
export const CookiePolicyPage = () => <LegalPage docId="cookies" />;
export const GdprPage = () => <LegalPage docId="gdpr" />;
