import { Button, Descriptions, Modal, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Lang } from '@adops/common/messages';
import { get, post } from '../api/client';
import { toastSuccess } from '../api/notify';
import { useTranslation, type TextKey } from '../i18n';
import { FormModal } from '../resource/FormModal';
import type { FieldDef } from '../resource/types';

/** What a settings endpoint answers: the values in force and whether the caller may change them. */
export interface SettingsAnswer<V> {
  values: V;
  editable: boolean;
}

/**
 * Settings of the server's (values saved whole, read by everyone concerned, changed by few) behind a header
 * button: where they are read and saved, the form's fields, and how a value reads to whoever may not change it.
 */
export interface SettingsDef<V> {
  url: string;
  saveUrl: string;
  /** `<testId>-open`, the form `<testId>-form`, the read-only values `<testId>-values`. */
  testId: string;
  label: TextKey;
  title: TextKey;
  /** Said above the values to whoever may not change them. */
  readOnly: TextKey;
  fields: readonly FieldDef[];
  /** The form's values of the settings, and the settings of the form's values, where their units differ. */
  formValues?: (values: V) => Record<string, unknown>;
  savedValues?: (form: Record<string, unknown>) => Record<string, unknown>;
  /** A value as the read-only view shows it. */
  shown: (name: string, values: V, lang: Lang) => string;
  /** Queries read again once the settings are saved (the reports they decide). */
  refreshes?: readonly (readonly unknown[])[];
}

/**
 * A dialog of settings: an editable form for whoever may change them (the server refuses anyone else), the values
 * in force for the rest. Once saved, what they decide is read again.
 */
export function SettingsButton<V>({ def }: { def: SettingsDef<V> }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const answer = useQuery({
    queryKey: ['settings', def.url],
    queryFn: () => get<SettingsAnswer<V>>(def.url),
    enabled: open,
  });
  const data = answer.data;
  const close = () => setOpen(false);
  const asForm = def.formValues ?? ((values: V) => values as Record<string, unknown>);
  return (
    <>
      <Button data-testid={`${def.testId}-open`} onClick={() => setOpen(true)}>
        {t(def.label)}
      </Button>
      {open && (!data || data.editable) && (
        <FormModal
          open
          title={t(def.title)}
          testId={def.testId}
          fields={def.fields}
          initial={data && asForm(data.values)}
          submit={async (values) => {
            await post(def.saveUrl, def.savedValues ? def.savedValues(values) : values);
            toastSuccess(t('common.saved'));
            await Promise.all(
              [['settings', def.url], ...(def.refreshes ?? [])].map((queryKey) =>
                client.invalidateQueries({ queryKey }),
              ),
            );
          }}
          onClose={close}
        />
      )}
      {open && data && !data.editable && (
        <Modal open title={t(def.title)} footer={null} onCancel={close}>
          <Typography.Paragraph type="secondary">{t(def.readOnly)}</Typography.Paragraph>
          <Descriptions
            column={1}
            size="small"
            data-testid={`${def.testId}-values`}
            items={def.fields.map((field) => ({
              key: field.name,
              label: t(field.label),
              children: def.shown(field.name, data.values, i18n.language as Lang),
            }))}
          />
        </Modal>
      )}
    </>
  );
}
