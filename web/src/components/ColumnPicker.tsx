import { Button, Checkbox, Flex, Popover } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { registerTexts, useTranslation } from '../i18n';
import COMPONENT_TEXTS from './texts';

registerTexts(COMPONENT_TEXTS);

/** A column the picker offers: its key and its title as shown. */
export interface PickableColumn {
  key: string;
  title: string;
}

/**
 * A toolbar's column choice: a checkbox per column offered, and a reset that shows them all again. Test ids:
 * `<testId>-columns` (the button), `<testId>-column-<key>`, `<testId>-columns-list`, `<testId>-columns-reset`.
 */
export function ColumnPicker({
  columns,
  hidden,
  onChange,
  testId,
}: {
  columns: PickableColumn[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const hiddenHere = columns.filter((c) => hidden.includes(c.key)).length;
  const content = (
    <Flex vertical gap={8} data-testid={`${testId}-columns-list`}>
      <Flex vertical gap={4} style={{ maxHeight: 320, overflowY: 'auto', paddingRight: 8 }}>
        {columns.map((c) => (
          <Checkbox
            key={c.key}
            data-testid={`${testId}-column-${c.key}`}
            checked={!hidden.includes(c.key)}
            onChange={(e) =>
              onChange(e.target.checked ? hidden.filter((k) => k !== c.key) : [...hidden, c.key])
            }
          >
            {c.title}
          </Checkbox>
        ))}
      </Flex>
      <Button
        size="small"
        disabled={!hidden.length}
        data-testid={`${testId}-columns-reset`}
        onClick={() => onChange([])}
      >
        {t('common.reset')}
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomLeft" title={t('columns.pick')} content={content}>
      <Button icon={<SettingOutlined />} disabled={!columns.length} data-testid={`${testId}-columns`}>
        {hiddenHere ? t('columns.hidden', { count: hiddenHere }) : t('columns.pick')}
      </Button>
    </Popover>
  );
}
