import { placeOfSupplyLabel } from '@karigar/domain/gst-states';
import type { Gstr1Answer, Gstr1Section, TaxAmounts } from '@karigar/domain/gst-report';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { numberColumn, rupeesColumn, sendCsv, textColumn, type CsvColumn } from '../../lib/csv';
import { offlineToolDate } from './portal-dates';

/**
 * Each section's columns as the GST offline tool's CSV templates head them (decision 056):
 * amounts in rupees with 2 decimals, dates as 05-Nov-2026, places as '27-Maharashtra'.
 */
const text = <Row>(header: string, value: (row: Row) => string) => textColumn<Row>(header, value);
const blank = <Row>(header: string): CsvColumn<Row> => ({ header, cell: () => '' });
const place = <Row extends { placeOfSupply: string }>() =>
  text<Row>('Place Of Supply', (row) => placeOfSupplyLabel(row.placeOfSupply));
const rate = <Row extends { rate: number }>() => numberColumn<Row>('Rate', (row) => row.rate);
const taxable = <Row extends TaxAmounts>(header = 'Taxable Value') =>
  rupeesColumn<Row>(header, (row) => row.taxablePaise);
const cess = <Row extends TaxAmounts>() => rupeesColumn<Row>('Cess Amount', (row) => row.cessPaise);

type Rows<S extends Gstr1Section> = Gstr1Answer[S][number];

const recipient = <Row extends { recipientGstin: string; recipientName: string }>() => [
  text<Row>('GSTIN/UIN of Recipient', (row) => row.recipientGstin),
  text<Row>('Receiver Name', (row) => row.recipientName),
];
const invoice = <Row extends { invoiceNumber: string; invoiceDate: string; invoiceValuePaise: number }>() => [
  text<Row>('Invoice Number', (row) => row.invoiceNumber),
  text<Row>('Invoice date', (row) => offlineToolDate(row.invoiceDate)),
  rupeesColumn<Row>('Invoice Value', (row) => row.invoiceValuePaise),
];
const note = <Row extends { noteNumber: string; noteDate: string; noteType: string }>() => [
  text<Row>('Note Number', (row) => row.noteNumber),
  text<Row>('Note Date', (row) => offlineToolDate(row.noteDate)),
  text<Row>('Note Type', (row) => row.noteType),
];
/** The template's usual tail: the reduced-rate share (never used here), the rate, the taxable value and the cess. */
const rated = <Row extends TaxAmounts & { rate: number }>(taxableHeader?: string) => [
  blank<Row>('Applicable % of Tax Rate'),
  rate<Row>(),
  taxable<Row>(taxableHeader),
  cess<Row>(),
];
const noteValue = <Row extends { noteValuePaise: number }>() =>
  rupeesColumn<Row>('Note Value', (row) => row.noteValuePaise);

const columns: { [S in Gstr1Section]: CsvColumn<Rows<S>>[] } = {
  b2b: [
    ...recipient(),
    ...invoice(),
    place(),
    text('Reverse Charge', (row) => row.reverseCharge),
    blank('Applicable % of Tax Rate'),
    text('Invoice Type', (row) => row.invoiceType),
    blank('E-Commerce GSTIN'),
    rate(),
    taxable(),
    cess(),
  ],
  b2cl: [...invoice(), place(), ...rated(), blank('E-Commerce GSTIN')],
  b2cs: [text('Type', (row) => row.type), place(), ...rated(), blank('E-Commerce GSTIN')],
  cdnr: [
    ...recipient(),
    ...note(),
    place(),
    text('Reverse Charge', (row) => row.reverseCharge),
    text('Note Supply Type', (row) => row.noteSupplyType),
    noteValue(),
    ...rated(),
  ],
  cdnur: [text('UR Type', (row) => row.urType), ...note(), place(), noteValue(), ...rated()],
  at: [place(), ...rated('Gross Advance Received')],
  atadj: [place(), ...rated('Gross Advance Adjusted')],
  hsn: [
    text('HSN', (row) => row.sac),
    blank('Description'),
    text('UQC', (row) => row.uqc),
    numberColumn('Total Quantity', (row) => row.quantity),
    rupeesColumn('Total Value', (row) => row.totalValuePaise),
    rate(),
    taxable(),
    rupeesColumn('Integrated Tax Amount', (row) => row.igstPaise),
    rupeesColumn('Central Tax Amount', (row) => row.cgstPaise),
    rupeesColumn('State/UT Tax Amount', (row) => row.sgstPaise),
    cess(),
  ],
  docs: [
    text('Nature of Document', (row) => documentNature[row.series]),
    text('Sr. No. From', (row) => row.from),
    text('Sr. No. To', (row) => row.to),
    numberColumn('Total Number', (row) => row.total),
    numberColumn('Cancelled', (row) => row.cancelled),
  ],
};

/** The offline tool's names of the document series. */
export const documentNature = {
  invoices: 'Invoices for outward supply',
  'credit-notes': 'Credit Note',
  'receipt-vouchers': 'Receipt voucher',
  'refund-vouchers': 'Refund voucher',
} as const;

/** One section of the month's GSTR-1 as a CSV download (gstr1-2026-11-b2b-<today>.csv). */
export function sendSectionCsv<S extends Gstr1Section>(reply: FastifyReply, report: Gstr1Answer, section: S) {
  const rows = report[section] as Rows<S>[];
  return sendCsv(reply, {
    name: `gstr1-${report.period}-${section}`,
    columns: columns[section],
    rows: Readable.from(rows),
  });
}
