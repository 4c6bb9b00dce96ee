import { Space, Switch, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { ColumnPicker } from '../components/ColumnPicker';
import { useTranslation } from '../i18n';
import { startHidden, switched } from './columnChoice';
import type { ResourceDef } from './types';

/**
 * The columns a table hides, and the toolbar's controls of them: a switch for each column with a `toggle`, and
 * the checkboxes of the column picker where the definition has one (`<testId>-toggle-<key>`, `<testId>-columns`).
 */
export function useColumnChoice<Row extends object>(
  def: ResourceDef<Row>,
): {
  hidden: string[];
  tools: ReactNode;
} {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(() => startHidden(def.columns));
  const toggled = def.columns.filter((c) => c.toggle);
  const tools = (
    <>
      {toggled.map((c) => (
        <Space key={c.key} size={6}>
          <Switch
            size="small"
            checked={!hidden.includes(c.key)}
            data-testid={`${def.testId}-toggle-${c.key}`}
            onChange={(on) => setHidden((h) => switched(h, c.key, on))}
          />
          <Typography.Text>{t(c.toggle!.label)}</Typography.Text>
        </Space>
      ))}
      {def.columnPicker && (
        <ColumnPicker
          columns={def.columns.map((c) => ({ key: c.key, title: t(c.title) }))}
          hidden={hidden}
          onChange={setHidden}
          testId={def.testId}
        />
      )}
    </>
  );
  return { hidden, tools };
}
