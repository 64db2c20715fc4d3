import QRCode from 'qrcode';

/**
 * Draws a QR code as vector squares (one filled path, each row's dark modules merged into bars):
 * sharp at any print size, and cheaper than encoding and decoding a PNG for every invoice.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2; // modules of white border on each side
  const cell = size / (modules.size + 2 * quiet);
  doc.rect(x, y, size, size).fillColor('#ffffff').fill();
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (col - start) * cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
}
