import type { KeysOf } from '../../../i18n/keys';
import { defineTexts } from '../../../i18n/define';

/** Texts of the zip export sample page (/example/zipExport). */
const TEXTS = defineTexts({
  'example.zip.intro': {
    zh: '把表格当前页写成制表符分隔的文本（第一行为列名），在浏览器中打包为 zip 下载，不经服务端。',
    en: 'Writes the table’s current page as tab-separated text (the column titles first) and packs it into a zip in the browser, without the server.',
  },
  'example.zip.fileName': { zh: '文件名', en: 'File name' },
  'example.zip.fileNameRequired': { zh: '请输入文件名', en: 'Enter a file name' },
  'example.zip.defaultName': { zh: '账户列表', en: 'accounts' },
  'example.zip.export': { zh: '导出 zip', en: 'Export zip' },
  'example.zip.noRows': { zh: '表格中没有数据', en: 'The table has no rows' },
});

declare module '../../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
