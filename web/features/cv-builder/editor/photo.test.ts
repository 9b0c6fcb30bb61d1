import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_FILE_BYTES, fitWithin, photoFileError } from './photo';

describe('photo', () => {
  it('accepts JPEG and PNG only', () => {
    expect(photoFileError({ type: 'image/jpeg', size: 1000 })).toBeUndefined();
    expect(photoFileError({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(photoFileError({ type: 'image/webp', size: 1000 })).toBe('type');
    expect(photoFileError({ type: 'image/heic', size: 1000 })).toBe('type');
  });

  it('refuses a file too large to decode safely', () => {
    expect(photoFileError({ type: 'image/jpeg', size: PHOTO_MAX_FILE_BYTES + 1 })).toBe('fileSize');
  });

  it('scales the longer side down to the maximum, keeping the proportions, never up', () => {
    expect(fitWithin(4000, 3000, 400)).toEqual({ width: 400, height: 300 });
    expect(fitWithin(1080, 1920, 400)).toEqual({ width: 225, height: 400 });
    expect(fitWithin(200, 100, 400)).toEqual({ width: 200, height: 100 });
    expect(fitWithin(10_000, 1, 400)).toEqual({ width: 400, height: 1 });
  });
});
