import type { BoardAnswer, BoardQuery } from '@karigar/domain/workshop-floor';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';

interface BoardFiltersProps {
  query: BoardQuery;
  technicians: BoardAnswer['technicians'];
  onChange: (query: BoardQuery) => void;
}

/** The board's filters: one technician's jobs, and the jobs due today or overdue. */
export function BoardFilters({ query, technicians, onChange }: BoardFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
      <SelectField
        label={t('floor.filters.technician')}
        value={query.technicianId ?? ''}
        onChange={(event) => onChange({ ...query, technicianId: event.target.value || undefined })}
        options={[
          { value: '', label: t('floor.filters.everyone') },
          ...technicians.map((person) => ({ value: person._id, label: person.name })),
        ]}
      />
      <SelectField
        label={t('floor.filters.due')}
        value={query.due ?? ''}
        onChange={(event) => {
          const due = event.target.value;
          onChange({ ...query, due: due === 'today' || due === 'overdue' ? due : undefined });
        }}
        options={[
          { value: '', label: t('floor.filters.anyDay') },
          { value: 'today', label: t('floor.filters.today') },
          { value: 'overdue', label: t('floor.filters.overdue') },
        ]}
      />
    </div>
  );
}
