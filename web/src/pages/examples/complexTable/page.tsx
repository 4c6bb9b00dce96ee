import { Typography } from 'antd';
import type { ResourceDef } from '../../../resource/types';
import { registerTexts, useTranslation } from '../../../i18n';
import { ResourceTabs } from '../../../resource/ResourceTabs';
import { ARTICLE_COLUMNS, ARTICLE_EDITS, ARTICLE_ORDER, ARTICLES } from './articles';
import TEXTS from './texts';

registerTexts(TEXTS);

/**
 * The complex table sample page (/example/complexTable): the sample articles as the resource engine shows them,
 * a tab for each kind of table (complex, drag order, edited in place, columns picked).
 */
export default function Page() {
  const { t } = useTranslation();
  const hint = (text: string) => <Typography.Paragraph type="secondary">{text}</Typography.Paragraph>;
  return (
    <ResourceTabs
      testId="articles"
      tabs={[
        { key: 'complex', label: 'example.table.complex', def: ARTICLES as ResourceDef<never> },
        {
          key: 'drag',
          label: 'example.table.drag',
          def: ARTICLE_ORDER as ResourceDef<never>,
          header: hint(t('example.table.dragHint')),
        },
        {
          key: 'inline',
          label: 'example.table.inline',
          def: ARTICLE_EDITS as ResourceDef<never>,
          header: hint(t('example.table.inlineHint')),
        },
        { key: 'columns', label: 'example.table.columns', def: ARTICLE_COLUMNS as ResourceDef<never> },
      ]}
    />
  );
}
