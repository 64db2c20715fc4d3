import { ClipboardList, CreditCard, FileText, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const steps: { key: 'Request' | 'Quote' | 'Pay'; icon: LucideIcon }[] = [
  { key: 'Request', icon: ClipboardList },
  { key: 'Quote', icon: FileText },
  { key: 'Pay', icon: CreditCard },
];

/** Request → quote → pay. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <ol className="mt-8 grid gap-6 md:grid-cols-3">
      {steps.map(({ key, icon: Icon }, index) => (
        <li key={key} className="rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900">
          <div className="flex items-center gap-3">
            <span
              className="flex size-10 items-center justify-center rounded-full bg-blue-700 font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <Icon aria-hidden="true" className="size-6 text-blue-700 dark:text-blue-300" />
          </div>
          <h3 className="mt-4 text-lg font-semibold">{t(`home.step${key}Title`)}</h3>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t(`home.step${key}Text`)}</p>
        </li>
      ))}
    </ol>
  );
}
