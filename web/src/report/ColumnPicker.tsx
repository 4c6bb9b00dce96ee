import type { ReportColumn } from '@adops/common/contract/report';
import { ColumnPicker as Picker } from '../components/ColumnPicker';
import { useTranslation } from '../i18n';

/** The report toolbar's column choice: a checkbox per measure (the dimensions always show). */
export function ColumnPicker({
  columns,
  hidden,
  onChange,
}: {
  columns: ReportColumn[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}) {
  const { i18n } = useTranslation();
  const measures = columns.filter((c) => !c.dimension).map((c) => ({ key: c.key, title: c[i18n.language] }));
  return <Picker columns={measures} hidden={hidden} onChange={onChange} testId="report" />;
}
