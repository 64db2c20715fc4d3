import type { Font } from 'fontkit';

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      /** pdfkit also takes an already parsed fontkit font (PDFFontFactory.open), so it is parsed once per process. */
      registerFont(name: string, src: Font): this;
    }
  }
}
