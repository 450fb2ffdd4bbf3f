// This week or last week: the range of the project dashboard's weekly widgets (issues, task distribution).
import { useTranslation } from 'react-i18next';
import { RangeControl } from '../../components/charts/range-control';
import { type WeekRange, weekRanges } from './dashboard-search';

export function WeekRangeControl({ value, onChange }: { value: WeekRange; onChange: (range: WeekRange) => void }) {
  const { t } = useTranslation('templateDashboards');
  return (
    <RangeControl
      label={t('range.label')}
      value={value}
      options={weekRanges.map((range) => ({ value: range, label: t(`range.${range}`) }))}
      onChange={onChange}
    />
  );
}
