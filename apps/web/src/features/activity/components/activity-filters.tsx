import {
  activityPriorities,
  activityRanges,
  type ActivityPriority,
  type ActivityRange,
} from '@karigar/domain/activity';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';

interface ActivityFiltersProps {
  range: ActivityRange;
  priority: ActivityPriority | 'all';
  everything: boolean;
  onRange: (range: ActivityRange) => void;
  onPriority: (priority: ActivityPriority | 'all') => void;
  onEverything: (everything: boolean) => void;
}

/** The period, the priority and 'Load all' (or back to pages). */
export function ActivityFilters(props: ActivityFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SelectField
        label={t('activity.rangeLabel')}
        value={props.everything ? 'all' : props.range}
        onChange={(event) => props.onRange(event.target.value as ActivityRange)}
        options={activityRanges.map((range) => ({ value: range, label: t(`activity.ranges.${range}`) }))}
      />
      <SelectField
        label={t('activity.priorityLabel')}
        value={props.priority}
        onChange={(event) => props.onPriority(event.target.value as ActivityPriority | 'all')}
        options={(['all', ...activityPriorities] as const).map((priority) => ({
          value: priority,
          label: t(`activity.priorities.${priority}`),
        }))}
      />
      <Button variant="secondary" onClick={() => props.onEverything(!props.everything)}>
        {props.everything ? t('activity.showPages') : t('activity.loadAll')}
      </Button>
    </div>
  );
}
