import { fontFile, fontRanges, type CodePointRanges, type Subset, type Weight } from '../../infra/fonts.ts';

export { fontRuns, type Weight } from '../../infra/fonts.ts';

/** Source Serif 4 for the exported letters, regular and bold, in both of Fontsource's Latin files. */

const FAMILY = 'source-serif-4';
export const LETTER_FONT_FAMILY = 'Source Serif 4';

interface Fonts {
  files: Record<`${Subset}-${Weight}`, Buffer>;
  ranges: CodePointRanges;
}

export function letterFonts(): Fonts {
  return {
    files: {
      'latin-regular': fontFile(FAMILY, 'latin', 'regular'),
      'latin-bold': fontFile(FAMILY, 'latin', 'bold'),
      'latin-ext-regular': fontFile(FAMILY, 'latin-ext', 'regular'),
      'latin-ext-bold': fontFile(FAMILY, 'latin-ext', 'bold'),
    },
    ranges: fontRanges(FAMILY),
  };
}
