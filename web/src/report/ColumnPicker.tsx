import { Button, Checkbox, Flex, Popover } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import type { ReportColumn } from '@adops/common/contract/report';
import { useTranslation } from '../i18n';

/**
 * The toolbar's column choice: a checkbox per measure (the dimensions always show), and a reset that shows
 * them all again.
 */
export function ColumnPicker({
  columns,
  hidden,
  onChange,
}: {
  columns: ReportColumn[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const measures = columns.filter((c) => !c.dimension);
  const hiddenHere = measures.filter((c) => hidden.includes(c.key)).length;
  const content = (
    <Flex vertical gap={8} data-testid="report-columns-list">
      <Flex vertical gap={4} style={{ maxHeight: 320, overflowY: 'auto', paddingRight: 8 }}>
        {measures.map((c) => (
          <Checkbox
            key={c.key}
            data-testid={`report-column-${c.key}`}
            checked={!hidden.includes(c.key)}
            onChange={(e) =>
              onChange(e.target.checked ? hidden.filter((k) => k !== c.key) : [...hidden, c.key])
            }
          >
            {c[i18n.language]}
          </Checkbox>
        ))}
      </Flex>
      <Button
        size="small"
        disabled={!hidden.length}
        data-testid="report-columns-reset"
        onClick={() => onChange([])}
      >
        {t('common.reset')}
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomLeft" title={t('report.columns')} content={content}>
      <Button icon={<SettingOutlined />} disabled={!measures.length} data-testid="report-columns">
        {hiddenHere ? t('report.columnsHidden', { count: hiddenHere }) : t('report.columns')}
      </Button>
    </Popover>
  );
}
