import { Input } from 'antd';
import type { Lang } from '@adops/common/messages';
import { useTranslation } from '../i18n';
import type { InputProps } from './inputs';

type LocalText = Record<Lang, string>;
const LANGS: readonly Lang[] = ['zh', 'en'];

/**
 * A text in both languages, `{ zh, en }`: one box each (`<testId>-zh`, `<testId>-en`), on one line or, as a
 * `localTextarea`, several.
 */
export function LocalTextInput({ kind, value, onChange, disabled, testId, id, max }: InputProps) {
  const { t } = useTranslation();
  const text: LocalText = { zh: '', en: '', ...(value as Partial<LocalText> | undefined) };
  const set = (lang: Lang, typed: string) => onChange?.({ ...text, [lang]: typed });
  return (
    <div data-testid={testId} style={{ display: 'flex', flexDirection: 'column', gap: 6, width: '100%' }}>
      {LANGS.map((lang) => {
        const box = {
          id: lang === 'zh' ? id : undefined,
          disabled,
          maxLength: max,
          value: text[lang],
          placeholder: t(lang === 'zh' ? 'resource.textZh' : 'resource.textEn'),
          'data-testid': testId && `${testId}-${lang}`,
        };
        return kind === 'localTextarea' ? (
          <Input.TextArea key={lang} {...box} rows={3} onChange={(e) => set(lang, e.target.value)} />
        ) : (
          <Input key={lang} {...box} onChange={(e) => set(lang, e.target.value)} />
        );
      })}
    </div>
  );
}
