import { Button, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import type { ReportResult, ReportRow } from '@adops/common/contract/report';
import { toastSuccess } from '../api/notify';
import { useTranslation, type TextKey } from '../i18n';
import { FormModal } from '../resource/FormModal';
import type { FieldDef } from '../resource/types';

/**
 * What a report page's row offers beside its figures (a descent's cause, a week's note): a form of fields whose
 * values are sent for the row, after which the report is read again. A page gives its own (ReportView's
 * `rowActions`).
 */
export interface ReportRowAction {
  key: string;
  label: TextKey;
  /** Whether the row offers it (a week that can still be written); every row by default. */
  shown?: (row: ReportRow) => boolean;
  fields: readonly FieldDef[];
  initial: (row: ReportRow) => Record<string, unknown>;
  submit: (row: ReportRow, values: Record<string, unknown>, data: ReportResult) => Promise<unknown>;
}

/** The cell of a row's actions and the form of the one opened. */
export function useReportRowActions(
  actions: readonly ReportRowAction[] | undefined,
  data: ReportResult | undefined,
  onDone: () => void,
): { cell: ((row: ReportRow) => ReactNode) | undefined; form: ReactNode } {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ action: ReportRowAction; row: ReportRow } | null>(null);
  if (!actions?.length) return { cell: undefined, form: null };
  const cell = (row: ReportRow) => (
    <Space size={0}>
      {actions
        .filter((action) => action.shown?.(row) ?? true)
        .map((action) => (
          <Button
            key={action.key}
            type="link"
            size="small"
            data-testid={`report-row-action-${action.key}`}
            onClick={() => setOpen({ action, row })}
          >
            {t(action.label)}
          </Button>
        ))}
    </Space>
  );
  const form = open && data && (
    <FormModal
      open
      title={t(open.action.label)}
      testId={`report-${open.action.key}`}
      fields={open.action.fields}
      initial={open.action.initial(open.row)}
      submit={async (values) => {
        await open.action.submit(open.row, values, data);
        toastSuccess(t('common.saved'));
        onDone();
      }}
      onClose={() => setOpen(null)}
    />
  );
  return { cell, form };
}
