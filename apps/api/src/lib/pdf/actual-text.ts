/** A text as a PDF string: UTF-16BE with a byte-order mark, written in hex. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/**
 * Runs `draw` (one pdfkit text call) with its glyphs in a marked-content span whose ActualText is
 * `text`, so copy, search and pdftotext read the characters rather than the shaped glyphs (a
 * Devanagari ि is drawn before its consonant; ों is the ा glyph plus a mark).
 *
 * The span is opened just after pdfkit's BT and closed just before its ET: pdfkit wraps each text
 * call in its own q…Q with a flipped matrix, and poppler places a span's text with the graphics
 * state at the span's end, so a span around the whole call would land mirrored on the page.
 */
export function withActualText(doc: PDFKit.PDFDocument, text: string, draw: () => void): void {
  const addContent = doc.addContent.bind(doc);
  doc.addContent = (data: unknown) => {
    if (data === 'ET') addContent('EMC');
    addContent(data);
    if (data === 'BT') addContent(`/Span <</ActualText ${pdfTextString(text)}>> BDC`);
    return doc;
  };
  try {
    draw();
  } finally {
    doc.addContent = addContent;
  }
}
