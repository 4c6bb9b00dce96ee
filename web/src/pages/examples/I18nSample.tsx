import { Button, Card, DatePicker, Radio, Select, Space, Table, Typography } from 'antd';
import { EMPTY } from '@adops/common/format';
import { routeByName } from '@adops/common/menu';
import { registerTexts, useTranslation } from '../../i18n';
import { changeLanguage, LANGUAGES } from '../../layout/language';
import EXAMPLE_TEXTS from './texts';

registerTexts(EXAMPLE_TEXTS);

/** The sample pages themselves: the console's own data that reads differently in each language. */
const SAMPLES = routeByName('i18n')!.section.children;

/**
 * The i18n sample page (/example/i18n): the language switched from the page, and what follows it — antd's own
 * texts (the date picker), options, table headers and buttons; the page's texts registered with the console's.
 */
export default function I18nSample() {
  const { t, i18n } = useTranslation();
  const options = SAMPLES.map((page) => ({ value: page.name, label: t(page.title) }));
  return (
    <Card>
      <Typography.Paragraph>{t('example.i18nIntro')}</Typography.Paragraph>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text strong>{t('example.language')}</Typography.Text>
          <Radio.Group
            value={i18n.language}
            onChange={(event) => changeLanguage(event.target.value)}
            optionType="button"
            options={LANGUAGES.map(({ key, label }) => ({ value: key, label }))}
            data-testid="example-language"
          />
        </Space>
        <Space wrap>
          <DatePicker placeholder={t('example.pickDay')} />
          <Select
            style={{ minWidth: 220 }}
            placeholder={t('example.pickPage')}
            options={options}
            data-testid="example-page-select"
          />
        </Space>
        <Table
          rowKey="name"
          size="small"
          pagination={false}
          dataSource={SAMPLES}
          data-testid="example-i18n-table"
          columns={[
            { key: 'title', title: t('example.pageTitle'), render: (_, page) => t(page.title) },
            {
              key: 'path',
              title: t('example.pagePath'),
              render: (_, page) => routeByName(page.name)!.fullPath,
            },
            {
              key: 'permission',
              title: t('example.permission'),
              render: (_, page) => page.permission ?? EMPTY,
            },
          ]}
        />
        <Space wrap>
          <Button type="primary">{t('common.search')}</Button>
          <Button>{t('common.reset')}</Button>
          <Button type="dashed">{t('common.edit')}</Button>
          <Button danger>{t('common.delete')}</Button>
        </Space>
      </Space>
    </Card>
  );
}
