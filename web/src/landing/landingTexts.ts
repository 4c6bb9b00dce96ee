import type { Lang } from '@adops/common/messages';

/**
 * The public landing page's own texts. The page does not load the console's i18n (it is its own small chunk), so
 * its few texts live here, in zh and en; the server's answers come in the page's language already.
 */
export const LANDING_TEXTS = {
  loading: { zh: '加载中…', en: 'Loading…' },
  loadFailed: {
    zh: '页面加载失败，请检查网络后重试',
    en: 'The page could not be loaded; check your connection and try again',
  },
  retry: { zh: '重试', en: 'Try again' },
  notFoundTitle: { zh: '页面不存在', en: 'Page not found' },
  submit: { zh: '提交', en: 'Submit' },
  sending: { zh: '提交中…', en: 'Sending…' },
  thanksTitle: { zh: '提交成功', en: 'Thank you!' },
  thanks: {
    zh: '感谢您的信任，我们会尽快与您联系。',
    en: 'We have your details and will be in touch soon.',
  },
  fixFields: { zh: '请按提示修改标红的内容', en: 'Please correct the fields marked in red' },
  sendFailed: {
    zh: '提交失败，请检查网络后重试',
    en: 'Your details could not be sent; check your connection and try again',
  },
  choose: { zh: '请选择', en: 'Choose' },
  province: { zh: '省份', en: 'Province' },
  city: { zh: '城市', en: 'City' },
  county: { zh: '区县', en: 'District' },
  required: { zh: '必填', en: 'required' },
  /** The honeypot's label, read only by robots (it is out of sight and out of the tab order). */
  honeypot: { zh: '网站', en: 'Website' },
  preview: { zh: '预览', en: 'Preview' },
  previewNote: {
    zh: '预览：表单不会提交，发布后访客可在此留资',
    en: 'Preview: the form is not sent; once published, visitors leave their details here',
  },
  advertiser: { zh: '本页由 {name} 提供', en: 'Brought to you by {name}' },
} as const satisfies Record<string, Record<Lang, string>>;

export type LandingTextKey = keyof typeof LANDING_TEXTS;

/** A text of the page in `lang`, `{name}` placeholders filled. */
export function landingText(key: LandingTextKey, lang: Lang, params: Record<string, string> = {}): string {
  return LANDING_TEXTS[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
