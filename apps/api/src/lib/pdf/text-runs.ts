import type { FontScript } from './fonts';

export interface TextRun {
  script: FontScript;
  text: string;
}

/** Spaces and the zero-width (non-)joiners belong to whatever run they are in. */
const isNeutral = (codePoint: number) =>
  codePoint === 0x20 || codePoint === 0xa0 || codePoint === 0x200c || codePoint === 0x200d;

/**
 * Splits a text into runs of one font each ('Total ₹1,180.00' → latin 'Total ', latinExt '₹',
 * latin '1,180.00'), so each run is drawn in a font that has its glyphs and Devanagari runs are
 * shaped as a whole by fontkit.
 */
export function splitRuns(text: string, scriptOf: (codePoint: number) => FontScript): TextRun[] {
  const runs: TextRun[] = [];
  let current: TextRun | undefined;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const script: FontScript = current && isNeutral(codePoint) ? current.script : scriptOf(codePoint);
    if (current?.script === script) {
      current.text += char;
    } else {
      current = { script, text: char };
      runs.push(current);
    }
  }
  return runs;
}
