import { milestonesInPlace, type Stage, type StageMilestone } from '@karigar/domain/workshop-floor';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { apiErrorText } from '../../../lib/api-errors';
import { useSaveStages } from '../../../lib/floor';
import { notifyOnScreen } from '../../../lib/notify';

type Draft = Omit<Stage, 'id'> & { id?: string; key: string };

let nextKey = 0;
const keyed = (stage: Omit<Draft, 'key'>): Draft => ({ ...stage, key: stage.id ?? `new-${nextKey++}` });

/** The admin's list of stages: rename in both languages, reorder, add, remove, mark Ready and Delivered. */
export function StagesEditor({ stages }: { stages: readonly Stage[] }) {
  const { t } = useTranslation();
  const save = useSaveStages();
  const [drafts, setDrafts] = useState<Draft[]>(() => stages.map(keyed));
  const change = (index: number, patch: Partial<Draft>) =>
    setDrafts((list) => list.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));
  const swap = (index: number, other: number) =>
    setDrafts((list) => {
      const next = [...list];
      [next[index], next[other]] = [next[other] as Draft, next[index] as Draft];
      return next;
    });
  const valid = milestonesInPlace(drafts) && drafts.every((d) => d.nameEn.trim() && d.nameMr.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { stages: drafts.map(({ id, nameEn, nameMr, milestone }) => ({ id, nameEn, nameMr, milestone })) },
      {
        onSuccess: (answer) => {
          setDrafts(answer.stages.map(keyed));
          notifyOnScreen('success', t('floor.stages.saved'));
        },
        onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('floor.stages.saveFailed'))),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <ol className="space-y-4">
        {drafts.map((draft, index) => (
          <li key={draft.key} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <fieldset className="space-y-3">
              <legend className="font-semibold">{t('floor.stages.stage', { number: index + 1 })}</legend>
              <div className="grid gap-3 md:grid-cols-3">
                <TextField
                  label={t('floor.stages.nameEn')}
                  value={draft.nameEn}
                  onChange={(event) => change(index, { nameEn: event.target.value })}
                />
                <TextField
                  label={t('floor.stages.nameMr')}
                  lang="mr"
                  value={draft.nameMr}
                  onChange={(event) => change(index, { nameMr: event.target.value })}
                />
                <SelectField
                  label={t('floor.stages.milestone')}
                  value={draft.milestone ?? ''}
                  onChange={(event) =>
                    change(index, { milestone: (event.target.value || null) as StageMilestone | null })
                  }
                  options={[
                    { value: '', label: t('floor.stages.noMilestone') },
                    { value: 'ready', label: t('floor.stages.ready') },
                    { value: 'delivered', label: t('floor.stages.delivered') },
                  ]}
                />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" disabled={index === 0} onClick={() => swap(index, index - 1)}>
                  {t('floor.stages.up')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={index === drafts.length - 1}
                  onClick={() => swap(index, index + 1)}
                >
                  {t('floor.stages.down')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setDrafts((list) => list.filter((_, i) => i !== index))}
                >
                  {t('floor.stages.remove')}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {!milestonesInPlace(drafts) && <Alert tone="error">{t('floorServer.milestonesInvalid')}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() =>
            setDrafts((list) => {
              const at = Math.max(0, list.length - 2);
              return [...list.slice(0, at), keyed({ nameEn: '', nameMr: '', milestone: null }), ...list.slice(at)];
            })
          }
        >
          {t('floor.stages.add')}
        </Button>
        <Button type="submit" disabled={!valid || save.isPending}>
          {t('floor.stages.save')}
        </Button>
      </div>
    </form>
  );
}
