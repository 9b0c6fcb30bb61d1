import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { readAd } from './routes.ts';

describe('reading a fetched page', () => {
  it('reports a page the engine refuses as 422 JOB_AD_FETCH_FAILED with the reason', () => {
    const read = () =>
      readAd({
        url: 'https://jobs.example.com/1',
        type: 'text/html',
        body: `<html><body>${'<span>x</span>'.repeat(25_000)}</body></html>`,
      });
    expect(read).toThrow(AppError);
    expect(read).toThrow(
      expect.objectContaining({
        code: 'JOB_AD_FETCH_FAILED',
        message: 'We could not read a job ad from that page. Paste the text instead.',
        fields: { url: 'The page is too complex to read.' },
      }),
    );
  });
});
