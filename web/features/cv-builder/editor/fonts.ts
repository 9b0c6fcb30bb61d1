// The CV's font families, imported here and not in web/styles.css so that they load with the
// builder's chunk only. Fontsource splits each face by unicode-range: the browser fetches just the
// subsets (Latin, Latin Extended) the CV's text uses.
import '@fontsource/inter/400.css';
import '@fontsource/inter/400-italic.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/700-italic.css';
import '@fontsource/lato/400.css';
import '@fontsource/lato/400-italic.css';
import '@fontsource/lato/700.css';
import '@fontsource/lato/700-italic.css';
import '@fontsource/merriweather/400.css';
import '@fontsource/merriweather/400-italic.css';
import '@fontsource/merriweather/700.css';
import '@fontsource/merriweather/700-italic.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/400-italic.css';
import '@fontsource/roboto/700.css';
import '@fontsource/roboto/700-italic.css';
import '@fontsource/source-serif-4/400.css';
import '@fontsource/source-serif-4/400-italic.css';
import '@fontsource/source-serif-4/700.css';
import '@fontsource/source-serif-4/700-italic.css';
import { cvFontCss } from '#domain/cv-builder';
import type { FontFace } from '#domain/cv-builder/pages';

export function faceStyle(face: FontFace): {
  fontFamily: string;
  fontWeight: number;
  fontStyle: 'normal' | 'italic';
} {
  return {
    fontFamily: cvFontCss(face.family),
    fontWeight: face.weight === 'bold' ? 700 : 400,
    fontStyle: face.style,
  };
}
