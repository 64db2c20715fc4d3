import type { JobNote } from '@karigar/domain/workshop-floor';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../lib/api-errors';
import { useAddNote } from '../../lib/floor';
import { formatDateTime } from '../../lib/format';
import { notifyOnScreen } from '../../lib/notify';
import { Button } from '../ui/button';
import { TextAreaField } from '../ui/field';

/** The job's internal notes, newest first, and a box to add one (staff and admins). */
export function JobNotes({ orderId, notes }: { orderId: string; notes: readonly JobNote[] }) {
  const { t, i18n } = useTranslation();
  const add = useAddNote();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { orderId, body: text },
      {
        onSuccess: () => {
          setText('');
          notifyOnScreen('success', t('floor.job.noteAdded'));
        },
        onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('floor.job.noteFailed'))),
      },
    );
  };
  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="space-y-2">
        <TextAreaField
          label={t('floor.job.noteLabel')}
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={add.isPending || text.trim() === ''}>
          {t('floor.job.addNote')}
        </Button>
      </form>
      {notes.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('floor.job.noNotes')}</p>
      ) : (
        <ul className="space-y-3">
          {notes.map((note) => (
            <li key={note._id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <p className="whitespace-pre-line">{note.body}</p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {note.author?.name ?? ''} · {formatDateTime(note.createdAt, i18n.language)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
