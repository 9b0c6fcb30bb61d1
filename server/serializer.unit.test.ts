import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { ZApplication, ZApplicationList } from '#domain/applications';
import { ZCvDetail, ZCvSummary, emptyCvData } from '#domain/cv';
import { ZApiError } from '#domain/errors';
import { encodesAsIs, serializerCompiler } from './serializer.ts';

const serializer = (schema: unknown) =>
  serializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const summary = {
  id: '2f0cde9e-e7e5-4648-a9af-0e2142f12573',
  name: 'My CV',
  fileName: 'cv.docx',
  format: 'docx',
  sizeBytes: 7858,
  source: 'upload',
  extractionStatus: 'completed',
  extractionError: null,
  isDefault: true,
  detectedLanguage: 'en',
  createdAt: '2026-11-25T12:23:49.683Z',
  updatedAt: '2026-11-25T12:23:49.683Z',
} as const;

describe('the response serialiser', () => {
  it('takes the fast path for the schemas of the hot reads, and leaves values that change on the way out to zod', () => {
    for (const schema of [ZCvDetail, ZCvSummary, ZApplication, ZApplicationList, ZApiError]) {
      expect(encodesAsIs(schema)).toBe(true);
    }
    expect(encodesAsIs(z.object({ at: z.date() }))).toBe(false);
    expect(encodesAsIs(z.object({ n: z.string().transform(Number) }))).toBe(false);
    expect(encodesAsIs(z.object({ n: z.number().default(1) }))).toBe(false);
    type Tree = { children: Tree[] };
    const ZTree: z.ZodType<Tree> = z.object({ children: z.array(z.lazy(() => ZTree)) });
    expect(encodesAsIs(ZTree)).toBe(false);
  });

  it('writes what zod encode and JSON.stringify wrote, without the keys the schema does not declare', () => {
    const detail = {
      cv: {
        ...summary,
        storageKey: 'user/secret-key',
        extractedData: { ...emptyCvData(), summary: 'Developer', internal: 'not for the client' },
        languageConfidence: 0.93,
      },
    };
    const schema = z.object({ cv: ZCvDetail });
    const written = serializer(schema)(detail);
    expect(written).toBe(JSON.stringify(schema.encode(detail as never)));
    expect(written).not.toContain('secret-key');
    expect(written).not.toContain('not for the client');
    expect(JSON.parse(written)).toEqual({
      cv: {
        ...summary,
        extractedData: { ...emptyCvData(), summary: 'Developer' },
        languageConfidence: 0.93,
      },
    });
  });

  it('writes null where a nullable object is null', () => {
    const schema = z.object({ cv: ZCvDetail });
    const detail = { cv: { ...summary, extractedData: null, languageConfidence: null } };
    expect(serializer(schema)(detail)).toBe(JSON.stringify(detail));
  });

  it('refuses a reply without a required property, as zod did', () => {
    const { name: _name, ...withoutName } = summary;
    expect(() => serializer(ZCvSummary)(withoutName)).toThrow(ResponseSerializationError);
  });

  it('still encodes through zod where the schema changes values', () => {
    const schema = z.object({
      when: z.codec(z.iso.datetime(), z.date(), {
        decode: (s) => new Date(s),
        encode: (d) => d.toISOString(),
      }),
    });
    const when = new Date('2026-11-25T12:00:00.000Z');
    expect(serializer(schema)({ when, extra: 1 })).toBe('{"when":"2026-11-25T12:00:00.000Z"}');
    expect(() => serializer(schema)({ when: 'not a date' })).toThrow(ResponseSerializationError);
  });
});
