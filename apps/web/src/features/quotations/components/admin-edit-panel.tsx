import { formatInr } from '@karigar/domain/money';
import { calculatePricing, validateQuotationEdit, type PricingResult } from '@karigar/domain/pricing';
import type { Quotation } from '@karigar/domain/quotation-answer';
import type { QuotationStatus } from '@karigar/domain/quotation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { notifyOnScreen } from '../../../lib/notify';
import { useUpdateQuotation } from '../api/update-quotation';
import { quotationStatusLabel } from '../quotation-display';
import { clearEditDraft, readEditDraft, writeEditDraft } from './edit-draft';
import { serverErrorText } from '../../../lib/api-errors';
import { errorCodeText } from '../../../lib/error-text';
import { clampPercentText, editBodyOf, initialEditValues, pricingInputOf, type EditValues } from './edit-values';
import { AdvanceFields } from './advance-fields';
import { PricingBreakdown } from './pricing-breakdown';
import { SelectField } from '../../../components/ui/select-field';

const statusChoices: readonly QuotationStatus[] = ['Pending', 'Revised', 'Rejected', 'Accepted'];

function preview(q: Quotation, values: EditValues): PricingResult | null {
  try {
    return calculatePricing(pricingInputOf(q, values));
  } catch {
    return null;
  }
}

interface AdminEditPanelProps {
  quotation: Quotation;
  onDone: () => void;
  /** The quotation changed elsewhere (a stale version): load it again. */
  onStale: () => void;
}

/**
 * The admin's edit form (left) with a live preview from the pricing engine (right). Saving runs
 * the same checks as the server ('Discount (₹X) cannot exceed subtotal (₹Y)', 'Final price must
 * be greater than 0…') and sends the version it started from. A failed save shows the server's
 * reason, or 'Failed to save quotation' when it gave none (e.g. a network error).
 */
export function AdminEditPanel({ quotation: q, onDone, onStale }: AdminEditPanelProps) {
  const { t } = useTranslation();
  const update = useUpdateQuotation();
  const [restored] = useState(() => readEditDraft(q));
  const [values, setValues] = useState(() => restored ?? initialEditValues(q));
  const [showRestored, setShowRestored] = useState(restored !== null);
  const [required, setRequired] = useState<{ offeredPrice?: boolean; quantity?: boolean }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const pricing = preview(q, values);
  const set = (next: Partial<EditValues>) =>
    setValues((current) => {
      const changed = { ...current, ...next };
      writeEditDraft(q, changed);
      return changed;
    });
  const close = () => {
    clearEditDraft(q);
    onDone();
  };
  const discard = () => {
    clearEditDraft(q);
    setValues(initialEditValues(q));
    setShowRestored(false);
  };
  const requiredText = t('errors.fieldRequired');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = { offeredPrice: !values.offeredPrice.trim(), quantity: !values.quantity.trim() };
    setRequired(missing);
    const check = validateQuotationEdit(pricingInputOf(q, values));
    const missingAny = missing.offeredPrice || missing.quantity;
    setProblem(missingAny || check.ok ? null : errorCodeText(t, check.problem.code, check.problem.params));
    if (missingAny || !check.ok) return;
    update.mutate(
      { id: q._id, body: editBodyOf(q, values, check.pricing) },
      {
        onSuccess: () => {
          notifyOnScreen('success', t('toasts.quotationUpdated'));
          close();
        },
        onError: (error) => {
          const text = serverErrorText(t, error) ?? t('quotations.edit.saveFailed');
          setProblem(text);
          notifyOnScreen('error', text);
          if (error instanceof ApiError && error.status === 409) onStale();
        },
      },
    );
  };

  return (
    <Card aria-labelledby="edit-quotation-heading">
      <h2 id="edit-quotation-heading" className="text-xl font-semibold">
        {t('quotations.edit.title')}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="edit-quotation-heading">
          {showRestored && (
            <div
              role="status"
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-blue-300 bg-blue-50 px-4 py-3 text-sm text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100"
            >
              {t('quotations.edit.draftRestored')}
              <Button variant="secondary" size="sm" onClick={discard}>
                {t('quotations.edit.discardDraft')}
              </Button>
            </div>
          )}
          {problem && <Alert tone="error">{problem}</Alert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('quotations.edit.offeredPrice')}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              required
              value={values.offeredPrice}
              error={required.offeredPrice ? requiredText : undefined}
              onChange={(event) => set({ offeredPrice: event.target.value })}
            />
            <TextField
              label={t('quotations.edit.quantity')}
              type="number"
              inputMode="numeric"
              min={1}
              step="1"
              required
              value={values.quantity}
              error={required.quantity ? requiredText : undefined}
              onChange={(event) => set({ quantity: event.target.value })}
            />
            <TextField
              label={t('quotations.edit.discountPercent')}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="0.01"
              value={
                values.discountMode === 'percent' || !pricing
                  ? values.discountPercent
                  : String(pricing.discountPercentage)
              }
              onChange={(event) =>
                set({ discountMode: 'percent', discountPercent: clampPercentText(event.target.value) })
              }
            />
            <TextField
              label={t('quotations.edit.discountAmount')}
              type="number"
              inputMode="decimal"
              min={0}
              max={pricing?.offeredSubtotal}
              step="0.01"
              value={values.discountMode === 'amount' || !pricing ? values.discountAmount : String(pricing.discount)}
              onChange={(event) => set({ discountMode: 'amount', discountAmount: event.target.value })}
            />
            <TextField
              label={t('quotations.edit.taxRate')}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="0.01"
              value={values.taxRate}
              onChange={(event) => set({ taxRate: clampPercentText(event.target.value) })}
            />
            <SelectField
              label={t('quotations.edit.status')}
              value={values.status}
              options={statusChoices.map((status) => ({
                value: status,
                label: quotationStatusLabel(t, status),
                disabled: status === 'Accepted',
              }))}
              onChange={(event) => set({ status: event.target.value as QuotationStatus })}
            />
          </div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-blue-700"
              checked={values.taxIncluded}
              onChange={(event) => set({ taxIncluded: event.target.checked })}
            />
            {t('quotations.edit.taxIncluded')}
          </label>
          <AdvanceFields values={values} onChange={set} />
          <TextAreaField
            label={t('quotations.edit.description')}
            rows={3}
            value={values.description}
            onChange={(event) => set({ description: event.target.value })}
          />
          {/* Below lg the preview sits under the form: the total and Save stay in view at the screen's foot. */}
          <div
            data-testid="edit-save-bar"
            className="sticky bottom-0 z-30 -mx-6 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 py-3 ps-6 pe-20 backdrop-blur lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 dark:border-slate-700 dark:bg-slate-900/95 lg:dark:bg-transparent"
          >
            {pricing && (
              <p className="w-full text-sm font-semibold lg:hidden">
                {t('quotations.detail.totalAfterTax')}: {formatInr(pricing.totalAfterTax)}
              </p>
            )}
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('quotations.edit.saving') : t('quotations.edit.save')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {t('quotations.edit.cancel')}
            </Button>
          </div>
        </form>
        <section
          aria-labelledby="edit-preview-heading"
          className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800"
        >
          <h3 id="edit-preview-heading" className="text-lg font-semibold">
            {t('quotations.edit.preview')}
          </h3>
          {pricing ? (
            <>
              <PricingBreakdown pricing={pricing} />
              <p className="sr-only" aria-live="polite">
                {t('quotations.detail.totalAfterTax')}: {formatInr(pricing.totalAfterTax)}
              </p>
            </>
          ) : (
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('quotations.edit.previewUnavailable')}</p>
          )}
        </section>
      </div>
    </Card>
  );
}
