import { describe, expect, it } from 'vitest';
import { SOURCE_KINDS } from '#domain/job-discovery';
import { discoveryMessage } from '#domain/job-discovery-messages';
import { parseSource, recogniseSource, RECOGNISE_ERRORS } from './index.ts';

// The web shows these messages in the user's language by the key the domain finds for them
// (domain/job-discovery-messages.ts): one the domain does not know would reach a Danish user in English.
describe("job discovery's messages are ones the web can translate", () => {
  it('every reason an input cannot be followed', () => {
    for (const message of Object.values(RECOGNISE_ERRORS)) {
      expect(discoveryMessage(message), message).toBeDefined();
    }
    const refused = recogniseSource('monster:acme');
    expect(refused.ok || discoveryMessage(refused.error)?.key).toBe('unknownPlatform');
  });

  it('every reason a source’s document cannot be read, with the platform named', () => {
    const documents = [
      { url: 'https://x.example/', type: 'application/json', body: '<html>down for maintenance</html>' },
      { url: 'https://x.example/', type: 'application/json', body: '{"unexpected": true}' },
      { url: 'https://x.example/', type: 'application/pdf', body: '%PDF-1.7' },
      { url: 'https://x.example/', type: 'text/html', body: '<!doctype html><h1>No jobs</h1>' },
    ];
    for (const kind of SOURCE_KINDS) {
      for (const document of documents) {
        const parsed = parseSource(kind, 'acme', document);
        if (parsed.ok) continue;
        expect(discoveryMessage(parsed.error), `${kind}: ${parsed.error}`).toBeDefined();
      }
    }
    const board = parseSource('greenhouse', 'acme', documents[0]!);
    expect(board.ok || discoveryMessage(board.error)).toEqual({
      key: 'notJson',
      values: { platform: 'Greenhouse' },
    });
  });

  it('leaves a message it does not know alone', () => {
    expect(discoveryMessage('Something new went wrong.')).toBeUndefined();
  });
});
