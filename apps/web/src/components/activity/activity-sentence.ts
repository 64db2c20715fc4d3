import type { ActivityEntry, ActivityValues } from '@karigar/domain/activity';
import { formatInr } from '@karigar/domain/money';
import type { i18n as I18n, TFunction } from 'i18next';

/** What the sentence needs of an entry. */
export type ActivityText = Pick<ActivityEntry, 'action' | 'message' | 'params' | 'actor'>;

/** Where a status value's label may live (an enquiry's status among the contacts' words), first match wins. */
const statusKeys = (value: string) => [
  ...['order', 'quotation', 'payment', 'followUp'].map((group) => `status.${group}.${camelCase(value)}`),
  `contacts.statuses.${value}`,
];

const isAmount = (key: string) => key === 'amount' || /(Amount|Price)$/.test(key);
const isStatus = (key: string) => key === 'status' || key.endsWith('Status');
/** A payment method code (cash, upi, bank_transfer, cheque) said in the reader's words. */
const methodKey = (value: string) => `payments.methods.${value}`;

/** 'In Progress' → 'inProgress', 'refund_due' → 'refundDue'. */
function camelCase(value: string): string {
  const [first = '', ...rest] = value.trim().split(/[\s_-]+/);
  return [first.toLowerCase(), ...rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())].join(
    '',
  );
}

function statusLabel(i18n: I18n, t: TFunction, value: string): string {
  for (const key of statusKeys(value)) if (i18n.exists(key)) return t(key as 'status.order.pending');
  return value;
}

/** One of an entry's details as the log shows it: its label, its value in words when it has some. */
export interface ActivityDetail {
  label: string;
  value: string;
  /** An id or a code kept as stored (shown in a fixed-width face). */
  verbatim: boolean;
}

/**
 * A detail in the reader's language: 'source: verify' reads "Source: The customer's checkout",
 * true and false read Yes and No; ids and typed texts stay as stored.
 */
export function activityDetail(i18n: I18n, t: TFunction, key: string, value: unknown): ActivityDetail {
  const labelKey = `activity.detailLabels.${key}`;
  const label = i18n.exists(labelKey) ? t(labelKey as 'activity.detailLabels.source') : key;
  if (typeof value === 'boolean')
    return { label, value: t(value ? 'activity.detailValues.yes' : 'activity.detailValues.no'), verbatim: false };
  const wordKey = `activity.detailValues.${key}.${String(value)}`;
  if (i18n.exists(wordKey)) return { label, value: t(wordKey as 'activity.detailValues.yes'), verbatim: false };
  return { label, value: String(value), verbatim: !['reason', 'refundNote'].includes(key) };
}

/** A Marathi reader sees `<key>Mr` (a service's Marathi name, say) in place of `<key>` when it is filled. */
function inLanguage(params: ActivityValues, language: string): ActivityValues {
  if (language !== 'mr') return params;
  const chosen = { ...params };
  for (const [key, value] of Object.entries(params)) {
    const base = key.endsWith('Mr') ? key.slice(0, -2) : '';
    if (base && base in params && typeof value === 'string' && value.trim()) chosen[base] = value;
  }
  return chosen;
}

/** The params as the sentence shows them: amounts in rupees as INR, statuses in the reader's words. */
function shownValues(i18n: I18n, t: TFunction, entry: ActivityText): Record<string, string> {
  const values: Record<string, string> = {
    actor: entry.actor?.name ?? t('activity.system'),
  };
  for (const [key, value] of Object.entries(inLanguage(entry.params, i18n.language))) {
    if (value === null) continue;
    if (isAmount(key) && typeof value === 'number') values[key] = formatInr(value);
    else if (isStatus(key) && typeof value === 'string') values[key] = statusLabel(i18n, t, value);
    else if (key === 'method' && typeof value === 'string' && i18n.exists(methodKey(value)))
      values[key] = t(methodKey(value) as 'payments.methods.cash');
    else values[key] = String(value);
  }
  return values;
}

/**
 * An entry's sentence in the reader's language: `activity.actions.<action>` with the entry's params
 * interpolated. An action the bundles do not know yet says the stored English message.
 */
export function activitySentence(i18n: I18n, t: TFunction, entry: ActivityText): string {
  const key = `activity.actions.${entry.action}`;
  if (!i18n.exists(key)) return entry.message;
  return t(key as 'activity.actions.login', shownValues(i18n, t, entry) as { actor: string });
}
