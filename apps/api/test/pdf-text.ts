// Reading a PDF's text as a reader copies it, with PDF.js (no system program needed). Used by the
// API tests and the browser tests.
import { inflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The ActualText of each marked-content span, in the order the (deflated) content streams hold them. */
function actualTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a deflated stream (an image, a font)
    }
    for (const [, hex = ''] of content.matchAll(/\/ActualText <FEFF([0-9A-F]*)>/g))
      texts.push(String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16))));
  }
  return texts;
}

/**
 * The text a reader copies from a PDF, whitespace collapsed (wrapped lines become one): PDF.js's
 * text, with each ActualText span read as its ActualText (as copy, search and pdftotext do), so
 * Devanagari reads as written rather than as its shaped glyphs. PDF.js marks the gaps it sees
 * between runs with whitespace items; those are kept.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const spans = actualTexts(pdf);
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  try {
    let text = '';
    for (let n = 1; n <= document.numPages; n++) {
      const content = await (await document.getPage(n)).getTextContent({ includeMarkedContent: true });
      let span: string | undefined;
      for (const item of content.items) {
        if ('str' in item) {
          if (item.str.trim() === '') text += ' ';
          else if (span === undefined) text += item.str;
          else [text, span] = [text + span, ''];
          if (item.hasEOL) text += ' ';
        } else if (item.type === 'beginMarkedContentProps')
          span = spans.shift() ?? ''; // only ActualText spans
        else if (item.type === 'endMarkedContent') span = undefined;
      }
      text += '\n';
    }
    return text.replace(/\s+/g, ' ');
  } finally {
    await document.destroy();
  }
}

/** The same text without any whitespace: where a reader puts spaces next to Devanagari runs varies. */
export async function pdfLetters(pdf: Buffer): Promise<string> {
  return (await pdfText(pdf)).replace(/\s+/g, '');
}
