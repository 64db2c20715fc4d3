import { GST_UNREGISTERED_NOTICE } from '@karigar/domain/invoice';
import type { Config } from '../../config';

/** The start-up line saying that invoices carry no GST without a GSTIN; undefined with one. */
export function gstWarning(config: Pick<Config, 'business'>): string | undefined {
  if (config.business.gstin) return undefined;
  return `${GST_UNREGISTERED_NOTICE}: invoices are issued without GST and without tax invoice numbers.`;
}
