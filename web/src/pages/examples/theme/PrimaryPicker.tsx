import { Space, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { chooseTheme, useThemeChoice } from '../../../theme/store';

/** The colours offered beside the picker: antd's preset primaries. */
const PRIMARY_PRESETS = [
  '#1677ff',
  '#2f54eb',
  '#722ed1',
  '#eb2f96',
  '#f5222d',
  '#fa541c',
  '#fa8c16',
  '#faad14',
  '#52c41a',
  '#13c2c2',
];

const SWATCH = { width: 22, height: 22, padding: 0, borderRadius: 4, cursor: 'pointer' } as const;

/**
 * The primary colour: a preset, or any colour from the browser's own picker. Not antd's ColorPicker: antd's
 * Button and Tag styles import a helper from the module of its presets panel, so with a ColorPicker anywhere
 * that whole module, and the Collapse it imports, would land in a chunk the sign-in page loads (+5 KB gzip).
 */
export function PrimaryPicker() {
  const { t } = useTranslation();
  const { primary } = useThemeChoice();
  const custom = useRef<HTMLInputElement>(null);
  // The native `change` (the picker closed), not React's onChange (every step of a drag): each choice themes
  // the whole console.
  useEffect(() => {
    const input = custom.current!;
    const choose = () => chooseTheme({ primary: input.value });
    input.addEventListener('change', choose);
    return () => input.removeEventListener('change', choose);
  }, []);
  useEffect(() => {
    custom.current!.value = primary;
  }, [primary]);
  return (
    <Space wrap size={6} data-testid="theme-primary">
      {PRIMARY_PRESETS.map((color) => (
        <button
          key={color}
          type="button"
          aria-label={color}
          aria-pressed={color === primary}
          onClick={() => chooseTheme({ primary: color })}
          style={{
            ...SWATCH,
            background: color,
            border: `2px solid ${color === primary ? 'var(--ant-color-text)' : 'transparent'}`,
          }}
        />
      ))}
      <input
        ref={custom}
        type="color"
        aria-label={t('example.theme.custom')}
        title={t('example.theme.custom')}
        style={{ ...SWATCH, border: 0, background: 'none' }}
      />
      <Typography.Text code data-testid="theme-primary-value">
        {primary.toUpperCase()}
      </Typography.Text>
    </Space>
  );
}
