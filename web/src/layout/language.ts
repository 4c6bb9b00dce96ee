import type { Lang } from '@adops/common/messages';

export const LANGUAGES: { key: Lang; label: string }[] = [
  { key: 'zh', label: '中文' },
  { key: 'en', label: 'English' },
];

export { changeLanguage } from '../i18n';
