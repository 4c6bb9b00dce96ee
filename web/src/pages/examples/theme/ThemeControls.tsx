import { Button, Form, Radio, Switch } from 'antd';
import { DEFAULT_SIZE, SIZES, type Size } from '@adops/common/device';
import { useTranslation } from '../../../i18n';
import { useStore } from '../../../store/createStore';
import { setSize, settingsStore } from '../../../store/settings';
import { chooseTheme, resetTheme, useThemeChoice } from '../../../theme/store';
import { PrimaryPicker } from './PrimaryPicker';

function resetAll() {
  resetTheme();
  setSize(DEFAULT_SIZE);
}

/** The theme's settings: each applies to the whole console at once. */
export function ThemeControls() {
  const { t } = useTranslation();
  const choice = useThemeChoice();
  const size = useStore(settingsStore, (s) => s.size);
  return (
    <Form layout="inline" style={{ rowGap: 16 }}>
      <Form.Item label={t('example.theme.primary')}>
        <PrimaryPicker />
      </Form.Item>
      <Form.Item label={t('example.theme.dark')}>
        <Switch checked={choice.dark} onChange={(dark) => chooseTheme({ dark })} data-testid="theme-dark" />
      </Form.Item>
      <Form.Item label={t('example.theme.compact')}>
        <Switch
          checked={choice.compact}
          onChange={(compact) => chooseTheme({ compact })}
          data-testid="theme-compact"
        />
      </Form.Item>
      <Form.Item label={t('nav.size')}>
        <Radio.Group
          value={size}
          optionType="button"
          onChange={(event) => setSize(event.target.value as Size)}
          options={SIZES.map((key) => ({ value: key, label: t(`nav.size.${key}`) }))}
          data-testid="theme-size"
        />
      </Form.Item>
      <Form.Item>
        <Button onClick={resetAll} data-testid="theme-reset">
          {t('example.theme.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
