import type { KeysOf } from '../../../i18n/keys';
import { defineTexts } from '../../../i18n/define';

/** Texts of the theme sample page (/example/theme). */
const TEXTS = defineTexts({
  'example.theme.intro': {
    zh: '这里选择的主题立即作用于整个控制台：侧边栏、顶栏、标签栏、报表、表格和图表。主题按用户记在本浏览器中，刷新后仍然有效。',
    en: 'The theme chosen here applies at once to the whole console: the side menu, top bar, tabs, reports, tables and charts. It is kept for each user in this browser and stays after a reload.',
  },
  'example.theme.settings': { zh: '主题设置', en: 'Theme' },
  'example.theme.primary': { zh: '主色', en: 'Primary colour' },
  'example.theme.custom': { zh: '自定义颜色', en: 'Any colour' },
  'example.theme.dark': { zh: '暗色模式', en: 'Dark mode' },
  'example.theme.compact': { zh: '紧凑模式', en: 'Compact mode' },
  'example.theme.reset': { zh: '恢复默认', en: 'Reset to defaults' },
  'example.theme.showcase': { zh: '组件预览', en: 'Showcase' },
  'example.theme.buttons': { zh: '按钮', en: 'Buttons' },
  'example.theme.button.primary': { zh: '主按钮', en: 'Primary' },
  'example.theme.button.default': { zh: '次按钮', en: 'Default' },
  'example.theme.button.dashed': { zh: '虚线按钮', en: 'Dashed' },
  'example.theme.button.text': { zh: '文本按钮', en: 'Text' },
  'example.theme.button.link': { zh: '链接按钮', en: 'Link' },
  'example.theme.button.danger': { zh: '危险按钮', en: 'Danger' },
  'example.theme.tags': { zh: '标签', en: 'Tags' },
  'example.theme.color.magenta': { zh: '品红', en: 'Magenta' },
  'example.theme.color.red': { zh: '红', en: 'Red' },
  'example.theme.color.orange': { zh: '橙', en: 'Orange' },
  'example.theme.color.gold': { zh: '金', en: 'Gold' },
  'example.theme.color.green': { zh: '绿', en: 'Green' },
  'example.theme.color.cyan': { zh: '青', en: 'Cyan' },
  'example.theme.color.blue': { zh: '蓝', en: 'Blue' },
  'example.theme.color.purple': { zh: '紫', en: 'Purple' },
  'example.theme.radios': { zh: '单选', en: 'Radios' },
  'example.theme.period.day': { zh: '按日', en: 'By day' },
  'example.theme.period.week': { zh: '按周', en: 'By week' },
  'example.theme.period.month': { zh: '按月', en: 'By month' },
  'example.theme.checkboxes': { zh: '多选', en: 'Checkboxes' },
  'example.theme.slider': { zh: '滑块', en: 'Slider' },
});

declare module '../../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
