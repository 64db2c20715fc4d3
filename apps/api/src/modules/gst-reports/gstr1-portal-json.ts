import type {
  AdvanceRow,
  B2clRow,
  CdnurRow,
  Gstr1Answer,
  GstDocumentSeries,
  TaxAmounts,
} from '@karigar/domain/gst-report';
import { toRupees } from '@karigar/domain/money';
import { filingPeriod, portalDate } from './portal-dates';

/**
 * The month's GSTR-1 in the portal's JSON shape as far as decision 056 could establish it: rupees
 * with 2 decimals, dates as dd-mm-yyyy, the filing period as MMYYYY; IGST on inter-state
 * supplies, CGST and SGST on the rest.
 */
const taxes = ({ igstPaise, cgstPaise, sgstPaise, cessPaise }: TaxAmounts) =>
  igstPaise !== 0 || (cgstPaise === 0 && sgstPaise === 0)
    ? { iamt: toRupees(igstPaise), csamt: toRupees(cessPaise) }
    : { camt: toRupees(cgstPaise), samt: toRupees(sgstPaise), csamt: toRupees(cessPaise) };

const item = (row: TaxAmounts & { rate: number }) => ({
  num: 1,
  itm_det: { rt: row.rate, txval: toRupees(row.taxablePaise), ...taxes(row) },
});

const supplyType = (row: TaxAmounts) => (row.igstPaise !== 0 ? 'INTER' : 'INTRA');

/** Rows grouped under a key, in the order the keys first appear. */
function groupBy<Row>(rows: Row[], key: (row: Row) => string): [string, Row[]][] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return [...groups.entries()];
}

const advances = (rows: AdvanceRow[]) =>
  groupBy(rows, (row) => row.placeOfSupply).map(([pos, group]) => ({
    pos,
    sply_ty: supplyType(group[0]!),
    itms: group.map((row) => ({ rt: row.rate, ad_amt: toRupees(row.taxablePaise), ...taxes(row) })),
  }));

/** The portal's document type numbers. */
const documentTypes: Record<GstDocumentSeries, number> = {
  invoices: 1,
  'credit-notes': 5,
  'receipt-vouchers': 6,
  'refund-vouchers': 8,
};

const invoice = (row: B2clRow) => ({
  inum: row.invoiceNumber,
  idt: portalDate(row.invoiceDate),
  val: toRupees(row.invoiceValuePaise),
});

const note = (row: Omit<CdnurRow, 'urType'>) => ({
  ntty: row.noteType,
  nt_num: row.noteNumber,
  nt_dt: portalDate(row.noteDate),
  val: toRupees(row.noteValuePaise),
  pos: row.placeOfSupply,
});

export function portalJson(report: Gstr1Answer) {
  return {
    gstin: report.gstin,
    fp: filingPeriod(report.period),
    b2b: groupBy(report.b2b, (row) => row.recipientGstin).map(([ctin, invoices]) => ({
      ctin,
      inv: invoices.map((row) => ({
        ...invoice(row),
        pos: row.placeOfSupply,
        rchrg: row.reverseCharge,
        inv_typ: 'R',
        itms: [item(row)],
      })),
    })),
    b2cl: groupBy(report.b2cl, (row) => row.placeOfSupply).map(([pos, invoices]) => ({
      pos,
      inv: invoices.map((row) => ({ ...invoice(row), itms: [item(row)] })),
    })),
    b2cs: report.b2cs.map((row) => ({
      sply_ty: supplyType(row),
      pos: row.placeOfSupply,
      typ: row.type,
      rt: row.rate,
      txval: toRupees(row.taxablePaise),
      ...taxes(row),
    })),
    cdnr: groupBy(report.cdnr, (row) => row.recipientGstin).map(([ctin, notes]) => ({
      ctin,
      nt: notes.map((row) => ({
        ...note(row),
        rchrg: row.reverseCharge,
        inv_typ: 'R',
        itms: [item(row)],
      })),
    })),
    cdnur: report.cdnur.map((row) => ({ typ: row.urType, ...note(row), itms: [item(row)] })),
    at: advances(report.at),
    txpd: advances(report.atadj),
    hsn: {
      data: report.hsn.map((row, index) => ({
        num: index + 1,
        hsn_sc: row.sac,
        uqc: row.uqc,
        qty: row.quantity,
        rt: row.rate,
        txval: toRupees(row.taxablePaise),
        iamt: toRupees(row.igstPaise),
        camt: toRupees(row.cgstPaise),
        samt: toRupees(row.sgstPaise),
        csamt: toRupees(row.cessPaise),
      })),
    },
    doc_issue: {
      doc_det: report.docs.map((row) => ({
        doc_num: documentTypes[row.series],
        docs: [
          {
            num: 1,
            from: row.from,
            to: row.to,
            totnum: row.total,
            cancel: row.cancelled,
            net_issue: row.total - row.cancelled,
          },
        ],
      })),
    },
  };
}
