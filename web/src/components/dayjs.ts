import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { settingsStore } from '../store/settings';

/**
 * dayjs in the console's language, which the date pickers (antd's use this same instance) and the dates shown
 * follow. Imported by the code that shows dates, not by the shell, so that Home and the sign-in page do
 * without it.
 */
const followLanguage = () => void dayjs.locale(settingsStore.get().language === 'zh' ? 'zh-cn' : 'en');
followLanguage();
settingsStore.subscribe(followLanguage);

export default dayjs;
export type { Dayjs } from 'dayjs';
