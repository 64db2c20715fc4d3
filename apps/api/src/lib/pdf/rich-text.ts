import { withActualText } from './actual-text';
import { fontName, pdfFonts, scriptOf } from './fonts';
import { splitRuns, type TextRun } from './text-runs';

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

export type Align = 'left' | 'right' | 'center';

const DEFAULT_COLOR = '#1f2933';
/** Line pitch as a multiple of the font size: room for Devanagari vowel signs above and below. */
const LINE_PITCH = 1.5;

export const lineHeight = (style: TextStyle): number => style.size * LINE_PITCH;

/** Distance from the top of a line to its baseline, the same for every font so runs share one baseline. */
function ascent(style: TextStyle): number {
  const latin = pdfFonts().latin.regular;
  return (latin.ascent / latin.unitsPerEm) * style.size;
}

function useFont(doc: PDFKit.PDFDocument, run: TextRun, style: TextStyle): PDFKit.PDFDocument {
  return doc.font(fontName(run.script, style.bold ? 'bold' : 'regular')).fontSize(style.size);
}

function runWidths(doc: PDFKit.PDFDocument, runs: TextRun[], style: TextStyle): number[] {
  return runs.map((run) => useFont(doc, run, style).widthOfString(run.text));
}

/** Width of a text set in the invoice fonts. */
export function measureText(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  return runWidths(doc, splitRuns(text, scriptOf), style).reduce((sum, w) => sum + w, 0);
}

/**
 * Draws one line of text whose top is at `top`, each script run in its own font on a shared
 * baseline (fontkit shapes the Devanagari runs). With a box, the line is aligned inside its width.
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  top: number,
  style: TextStyle,
  box?: { width: number; align: Align },
): void {
  const runs = splitRuns(text, scriptOf);
  const widths = runWidths(doc, runs, style);
  const total = widths.reduce((sum, w) => sum + w, 0);
  let left = x;
  if (box?.align === 'right') left = x + box.width - total;
  if (box?.align === 'center') left = x + (box.width - total) / 2;
  const baseline = top + ascent(style);
  doc.fillColor(style.color ?? DEFAULT_COLOR);
  runs.forEach((run, i) => {
    const draw = () =>
      useFont(doc, run, style).text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
    // Shaped Devanagari glyphs don't map one-to-one to the characters, so the run carries its text.
    if (run.script === 'devanagari') withActualText(doc, run.text, draw);
    else draw();
    left += widths[i]!;
  });
}

/** Breaks a word too long for a line into pieces that fit. */
function splitLongWord(doc: PDFKit.PDFDocument, word: string, width: number, style: TextStyle): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measureText(doc, piece + char, style) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greedy word wrap of a text into lines no wider than `width`. */
export function wrapText(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measureText(doc, candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      const pieces = measureText(doc, word, style) > width ? splitLongWord(doc, word, width, style) : [word];
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** Draws a wrapped text from `top` and answers the y just below its last line. */
export function drawParagraph(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  top: number,
  width: number,
  style: TextStyle,
  align: Align = 'left',
): number {
  let y = top;
  for (const line of wrapText(doc, text, width, style)) {
    drawText(doc, line, x, y, style, { width, align });
    y += lineHeight(style);
  }
  return y;
}
