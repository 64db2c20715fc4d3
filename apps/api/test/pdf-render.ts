// Rendering a PDF page to an image with PDF.js on a Skia canvas (no system program needed).
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface RenderedPage {
  png: Buffer;
  /** The share of pixels that are not white: 0 for a blank page. */
  inkShare: number;
}

/** Page 1 rendered to PNG at `dpi` dots per inch, on a white background. */
export async function renderFirstPage(pdf: Buffer, dpi = 50): Promise<RenderedPage> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl }).promise;
  try {
    const page = await document.getPage(1);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as unknown as RenderParameters['canvas'],
      canvasContext: context as unknown as RenderParameters['canvasContext'],
      viewport,
    }).promise;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 250 || data[i + 1]! < 250 || data[i + 2]! < 250) inked++;
    return { png: canvas.toBuffer('image/png'), inkShare: inked / (canvas.width * canvas.height) };
  } finally {
    await document.destroy();
  }
}
