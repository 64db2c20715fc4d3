import type { Gstr1Answer, Gstr1Section, TaxAmounts } from '@karigar/domain/gst-report';
import { placeOfSupplyLabel } from '@karigar/domain/gst-states';
import { formatInr, toRupees } from '@karigar/domain/money';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../../components/responsive-table';

type Rows<S extends Gstr1Section> = Gstr1Answer[S][number];
export type SectionColumns = { [S in Gstr1Section]: TableColumn<Rows<S>>[] };

/** Paise as the screen shows money: ₹1,00,000.00. */
export const rupees = (paise: number) => formatInr(toRupees(paise));

const amountClass = 'whitespace-nowrap text-right tabular-nums';

/** The columns of each section's table, in the reader's language. */
export function sectionColumns(t: TFunction): SectionColumns {
  const money = <Row,>(header: string, paise: (row: Row) => number): TableColumn<Row> => ({
    header,
    cell: (row) => rupees(paise(row)),
    className: amountClass,
  });
  const text = <Row,>(
    header: string,
    value: (row: Row) => string,
    card: 'title' | 'field' = 'field',
  ): TableColumn<Row> => ({
    header,
    cell: value,
    card,
    rowHeader: card === 'title',
  });
  const place = <Row extends { placeOfSupply: string }>() =>
    text<Row>(t('gstReport.columns.placeOfSupply'), (row) => placeOfSupplyLabel(row.placeOfSupply));
  const rate = <Row extends { rate: number }>() => text<Row>(t('gstReport.columns.rate'), (row) => `${row.rate} %`);
  const taxes = <Row extends TaxAmounts>(taxableHeader = t('gstReport.columns.taxable')): TableColumn<Row>[] => [
    money(taxableHeader, (row) => row.taxablePaise),
    money(t('gstReport.columns.igst'), (row) => row.igstPaise),
    money(t('gstReport.columns.cgst'), (row) => row.cgstPaise),
    money(t('gstReport.columns.sgst'), (row) => row.sgstPaise),
  ];
  const recipient = <Row extends { recipientName: string; recipientGstin: string }>() =>
    text<Row>(t('gstReport.columns.recipient'), (row) => `${row.recipientName} (${row.recipientGstin})`, 'title');
  const invoice = <Row extends { invoiceNumber: string; invoiceDate: string }>(card: 'title' | 'field') => [
    text<Row>(t('gstReport.columns.invoice'), (row) => row.invoiceNumber, card),
    text<Row>(t('gstReport.columns.date'), (row) => row.invoiceDate),
  ];
  const note = <Row extends { noteNumber: string; noteDate: string; originalInvoiceNumber: string | null }>(
    card: 'title' | 'field',
  ) => [
    text<Row>(t('gstReport.columns.note'), (row) => row.noteNumber, card),
    text<Row>(t('gstReport.columns.date'), (row) => row.noteDate),
    text<Row>(t('gstReport.columns.originalInvoice'), (row) => row.originalInvoiceNumber ?? '—'),
  ];
  const placeTitle = <Row extends { placeOfSupply: string }>(): TableColumn<Row> => ({
    ...place<Row>(),
    card: 'title',
    rowHeader: true,
  });
  /** A document's place of supply, its value (invoice or note), rate and amounts. */
  const valued = <Row extends TaxAmounts & { placeOfSupply: string; rate: number }>(value: (row: Row) => number) => [
    place<Row>(),
    money<Row>(t('gstReport.columns.value'), value),
    rate<Row>(),
    ...taxes<Row>(),
  ];
  return {
    b2b: [recipient(), ...invoice('field'), ...valued((row: Rows<'b2b'> | Rows<'b2cl'>) => row.invoiceValuePaise)],
    b2cl: [...invoice('title'), ...valued((row: Rows<'b2b'> | Rows<'b2cl'>) => row.invoiceValuePaise)],
    b2cs: [placeTitle(), rate(), ...taxes()],
    cdnr: [recipient(), ...note('field'), ...valued((row: Rows<'cdnr'> | Rows<'cdnur'>) => row.noteValuePaise)],
    cdnur: [...note('title'), ...valued((row: Rows<'cdnr'> | Rows<'cdnur'>) => row.noteValuePaise)],
    at: [placeTitle(), rate(), ...taxes(t('gstReport.columns.advanceReceived'))],
    atadj: [placeTitle(), rate(), ...taxes(t('gstReport.columns.advanceAdjusted'))],
    hsn: [
      text(t('gstReport.columns.sac'), (row) => row.sac, 'title'),
      text(t('gstReport.columns.uqc'), (row) => row.uqc),
      rate(),
      money(t('gstReport.columns.totalValue'), (row) => row.totalValuePaise),
      ...taxes(),
    ],
    docs: [
      text(t('gstReport.columns.series'), (row) => t(`gstReport.series.${row.series}`), 'title'),
      text(t('gstReport.columns.from'), (row) => row.from),
      text(t('gstReport.columns.to'), (row) => row.to),
      text(t('gstReport.columns.total'), (row) => String(row.total)),
      text(t('gstReport.columns.cancelled'), (row) => String(row.cancelled)),
    ],
  };
}
