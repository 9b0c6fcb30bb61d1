// Every feature's English strings in one module, so one file: the workspace shows nearly all of
// them, and each file more was a round trip more before a workspace page could show. Read as
// text (`?raw`), these are copies bundled here, apart from the one-file-per-folder chunks the
// public pages load (strings.ts).
export default Object.values(
  import.meta.glob<string>('../../features/**/locales/en.json', {
    eager: true,
    import: 'default',
    query: '?raw',
  }),
).map((text): object => JSON.parse(text));
