import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCvDetail } from '#domain/cv';
import { ApiError } from '../../lib/api';
import { MAX_POLL_FAILURES, pollUntilSettled } from './poll-cv';

const cv = (extractionStatus: TCvDetail['extractionStatus']) =>
  ({ id: 'cv1', extractionStatus }) as TCvDetail;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pollUntilSettled', () => {
  it('asks every interval until the CV is no longer pending', async () => {
    const fetchCv = vi
      .fn()
      .mockResolvedValueOnce(cv('pending'))
      .mockResolvedValueOnce(cv('pending'))
      .mockResolvedValueOnce(cv('completed'));
    const result = pollUntilSettled('cv1', { fetchCv, intervalMs: 800, firstMs: 250 });
    await vi.advanceTimersByTimeAsync(249);
    expect(fetchCv).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchCv).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(799);
    expect(fetchCv).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchCv).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(800);
    await expect(result).resolves.toMatchObject({ extractionStatus: 'completed' });
    expect(fetchCv).toHaveBeenCalledTimes(3);
  });

  it('resolves with a failed CV too (the caller shows its reason)', async () => {
    const fetchCv = vi.fn().mockResolvedValue(cv('failed'));
    const result = pollUntilSettled('cv1', { fetchCv, intervalMs: 10 });
    await vi.advanceTimersByTimeAsync(10);
    await expect(result).resolves.toMatchObject({ extractionStatus: 'failed' });
  });

  it('rides out a network blip but gives up after repeated failures', async () => {
    const blip = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'offline'))
      .mockResolvedValueOnce(cv('completed'));
    const ok = pollUntilSettled('cv1', { fetchCv: blip, intervalMs: 10 });
    await vi.advanceTimersByTimeAsync(20);
    await expect(ok).resolves.toMatchObject({ extractionStatus: 'completed' });

    const down = vi.fn().mockRejectedValue(new ApiError(503, 'INTERNAL', 'down'));
    const failing = pollUntilSettled('cv1', { fetchCv: down, intervalMs: 10 });
    const settled = expect(failing).rejects.toMatchObject({ code: 'INTERNAL' });
    await vi.advanceTimersByTimeAsync(10 * MAX_POLL_FAILURES);
    await settled;
    expect(down).toHaveBeenCalledTimes(MAX_POLL_FAILURES);
  });

  it('stops at once on a 404 (the CV was deleted meanwhile)', async () => {
    const fetchCv = vi.fn().mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'gone'));
    const result = pollUntilSettled('cv1', { fetchCv, intervalMs: 10 });
    const settled = expect(result).rejects.toMatchObject({ status: 404 });
    await vi.advanceTimersByTimeAsync(10);
    await settled;
    expect(fetchCv).toHaveBeenCalledTimes(1);
  });

  it('stops when aborted, without asking again', async () => {
    const fetchCv = vi.fn().mockResolvedValue(cv('pending'));
    const controller = new AbortController();
    const result = pollUntilSettled('cv1', { fetchCv, intervalMs: 10, signal: controller.signal });
    const settled = expect(result).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchCv).toHaveBeenCalledTimes(1);
  });
});
