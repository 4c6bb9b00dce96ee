import type { FormRule } from 'antd';
import { exportFileName, FILE_NAME_MAX } from '@adops/common/contract/export';
import type { Translate } from '../../i18n';

/** A file name field's rules: the export contract's own (no path characters, a length limit), said in the page's words. */
export const fileNameRules = (t: Translate): FormRule[] => [
  { max: FILE_NAME_MAX, message: t('example.excel.fileNameTooLong', { max: FILE_NAME_MAX }) },
  {
    validator: (_rule, value?: string) =>
      !value || exportFileName.safeParse(value).success
        ? Promise.resolve()
        : Promise.reject(new Error(t('example.excel.fileNameRule'))),
  },
];
