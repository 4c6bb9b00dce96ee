import { Button, Checkbox, Radio, Slider, Space, Tag, Typography, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';

type ButtonKind = 'primary' | 'default' | 'dashed' | 'text' | 'link' | 'danger';

const BUTTONS: { key: ButtonKind; props: ButtonProps }[] = [
  { key: 'primary', props: { type: 'primary' } },
  { key: 'default', props: {} },
  { key: 'dashed', props: { type: 'dashed' } },
  { key: 'text', props: { type: 'text' } },
  { key: 'link', props: { type: 'link' } },
  { key: 'danger', props: { type: 'primary', danger: true } },
];

const TAG_COLORS = ['magenta', 'red', 'orange', 'gold', 'green', 'cyan', 'blue', 'purple'] as const;

const PERIODS = ['day', 'week', 'month'] as const;

function Row({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Space orientation="vertical" size={8}>
      <Typography.Text strong>{title}</Typography.Text>
      <Space wrap size={8} align="center">
        {children}
      </Space>
    </Space>
  );
}

/** antd's components as the chosen theme draws them. */
export function ThemeShowcase() {
  const { t } = useTranslation();
  const periods = PERIODS.map((p) => ({ value: p, label: t(`example.theme.period.${p}`) }));
  return (
    <Space orientation="vertical" size={16} data-testid="theme-showcase">
      <Row title={t('example.theme.buttons')}>
        {BUTTONS.map(({ key, props }) => (
          <Button key={key} {...props}>
            {t(`example.theme.button.${key}`)}
          </Button>
        ))}
      </Row>
      <Row title={t('example.theme.tags')}>
        {TAG_COLORS.map((color) => (
          <Tag key={color} color={color}>
            {t(`example.theme.color.${color}`)}
          </Tag>
        ))}
      </Row>
      <Row title={t('example.theme.radios')}>
        <Radio.Group defaultValue="day" options={periods} />
        <Radio.Group defaultValue="week" optionType="button" buttonStyle="solid" options={periods} />
      </Row>
      <Row title={t('example.theme.checkboxes')}>
        <Checkbox.Group defaultValue={['day', 'month']} options={periods} />
      </Row>
      <Row title={t('example.theme.slider')}>
        <Slider defaultValue={40} style={{ width: 240 }} />
        <Slider range defaultValue={[20, 60]} style={{ width: 240 }} />
      </Row>
    </Space>
  );
}
