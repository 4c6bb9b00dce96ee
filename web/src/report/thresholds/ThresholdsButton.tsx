import { Button, Descriptions, Modal, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  THRESHOLDS_SAVE_URL,
  THRESHOLDS_URL,
  type ThresholdsAnswer,
} from '@adops/common/contract/thresholds';
import { findRoute } from '@adops/common/menu';
import { get, post } from '../../api/client';
import { toastSuccess } from '../../api/notify';
import { registerTexts, useTranslation } from '../../i18n';
import { FormModal } from '../../resource/FormModal';
import { formValues, savedValues, THRESHOLD_FIELDS, THRESHOLD_KEYS, thresholdText } from './fields';
import THRESHOLD_TEXTS from './texts';

registerTexts(THRESHOLD_TEXTS);

/** The sections whose figures are read by the thresholds: their report pages offer the dialog. */
const SECTIONS = new Set(['/operationalMonitoring', '/platformAssessment']);

export const byThresholds = (path: string) => SECTIONS.has(findRoute(path)?.section.path ?? '');

const THRESHOLDS_KEY = ['thresholds'];

/**
 * The thresholds in force (common/thresholds.ts) in a dialog of the report pages they decide: an editable form
 * for the admin and the general manager (the server refuses anyone else), the values and defaults for the rest.
 * Once saved, every report is read again by the new values.
 */
export function ThresholdsButton() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const answer = useQuery({
    queryKey: THRESHOLDS_KEY,
    queryFn: () => get<ThresholdsAnswer>(THRESHOLDS_URL),
    enabled: open,
  });
  const data = answer.data;
  const close = () => setOpen(false);
  return (
    <>
      <Button data-testid="thresholds-open" onClick={() => setOpen(true)}>
        {t('thresholds.open')}
      </Button>
      {open && (!data || data.editable) && (
        <FormModal
          open
          title={t('thresholds.title')}
          testId="thresholds"
          fields={THRESHOLD_FIELDS}
          initial={data && formValues(data.values)}
          submit={async (values) => {
            await post(THRESHOLDS_SAVE_URL, savedValues(values));
            toastSuccess(t('common.saved'));
            await Promise.all([
              client.invalidateQueries({ queryKey: THRESHOLDS_KEY }),
              client.invalidateQueries({ queryKey: ['report'] }),
            ]);
          }}
          onClose={close}
        />
      )}
      {open && data && !data.editable && (
        <Modal open title={t('thresholds.title')} footer={null} onCancel={close}>
          <Typography.Paragraph type="secondary">{t('thresholds.readOnly')}</Typography.Paragraph>
          <Descriptions
            column={1}
            size="small"
            data-testid="thresholds-values"
            items={THRESHOLD_KEYS.map((key) => ({
              key,
              label: t(`thresholds.${key}`),
              children: thresholdText(key, data.values, i18n.language),
            }))}
          />
        </Modal>
      )}
    </>
  );
}
