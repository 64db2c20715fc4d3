import type { BoardAnswer, BoardQuery } from '@karigar/domain/workshop-floor';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';

interface BoardFiltersProps {
  query: BoardQuery;
  technicians: BoardAnswer['technicians'];
  onChange: (query: BoardQuery) => void;
  /** The registration being typed (the board asks once it stops changing). */
  registration: string;
  onRegistration: (text: string) => void;
}

/** The board's filters: one technician's jobs, the jobs due today or overdue, and a registration. */
export function BoardFilters({ query, technicians, onChange, registration, onRegistration }: BoardFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-3 lg:max-w-4xl">
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
      <SearchField
        label={t('floor.filters.registration')}
        placeholder={t('floor.filters.registrationExample')}
        value={registration}
        onChange={onRegistration}
      />
    </div>
  );
}
