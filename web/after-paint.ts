// Loads the app's scripts of a pre-rendered page after the browser has painted it (issue 14).
// The page is readable without them; fetched while the HTML and stylesheet are still arriving they
// compete for a slow connection and the first frame waits for their evaluation. The pre-render
// (scripts/prerender.mjs) names the entry and the chunks it imports on this script's element.
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');

function load(element: HTMLScriptElement) {
  for (const href of (element.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = element.dataset.entry!;
  script.crossOrigin = '';
  document.head.append(script);
}

if (tag) {
  // Until React has taken the page over (web/main.tsx), a click on a button or a key typed into a
  // form would be lost: the page stays readable but inert meanwhile.
  document.getElementById('root')?.setAttribute('inert', '');
  // requestAnimationFrame runs just before the next paint; the timeout after it, once it is done.
  requestAnimationFrame(() => setTimeout(() => load(tag), 0));
}
