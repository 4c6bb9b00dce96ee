import { defineTexts } from '../i18n/define';

/** Texts of the shared table pieces. */
export default defineTexts({
  'rowActions.more': { zh: '更多操作', en: 'More actions' },
});
