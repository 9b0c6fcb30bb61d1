import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ParseKeys } from 'i18next';
import { I18n } from './i18n-core';
import { I18nProvider, Trans, useTranslation } from './use-translation';

const i18n = new I18n('en');
i18n.addStrings('en', {
  legalTest: 'Read the <terms>terms</terms> and the <privacy>policy</privacy>, updated {{date}}.<br/>',
  plainTest: 'Nothing to link',
});
i18n.addStrings('da', { legalTest: 'Læs <terms>vilkårene</terms>.' });
const key = (k: string) => k as ParseKeys;
const render = (node: React.ReactNode, instance = i18n) =>
  renderToStaticMarkup(<I18nProvider i18n={instance}>{node}</I18nProvider>);

describe('Trans', () => {
  it('renders each tag of the string as the element named for it, with the tag’s text inside', () => {
    const html = render(
      <Trans
        i18nKey={key('legalTest')}
        values={{ date: '1 May' }}
        components={{ terms: <a href="/terms" />, privacy: <a href="/privacy" />, br: <br /> }}
      />,
    );
    expect(html).toBe(
      'Read the <a href="/terms">terms</a> and the <a href="/privacy">policy</a>, updated 1 May.<br/>',
    );
  });

  it('leaves text without tags, and a tag it has no element for, as written', () => {
    expect(render(<Trans i18nKey={key('plainTest')} components={{}} />)).toBe('Nothing to link');
    expect(render(<Trans i18nKey={key('legalTest')} values={{ date: 'x' }} components={{}} />)).toContain(
      '&lt;terms&gt;terms&lt;/terms&gt;',
    );
  });

  it('speaks the language of the nearest instance', () => {
    const html = render(
      <Trans i18nKey={key('legalTest')} components={{ terms: <a href="/terms" /> }} />,
      i18n.cloneInstance('da'),
    );
    expect(html).toBe('Læs <a href="/terms">vilkårene</a>.');
  });
});

describe('useTranslation', () => {
  function Fixed() {
    const { t } = useTranslation({ lng: 'da' });
    return <>{(t as unknown as (k: string) => string)('legalTest')}</>;
  }
  it('gives a t in a fixed language when asked', () => {
    expect(render(<Fixed />)).toBe('Læs &lt;terms&gt;vilkårene&lt;/terms&gt;.');
  });
});
