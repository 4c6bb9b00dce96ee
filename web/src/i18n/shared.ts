import { MENU_TITLES } from '@adops/common/menuTitles';
import { MESSAGES } from '@adops/common/messages';
import { registerTexts } from './index';

/**
 * The texts of common/: menu titles and the shared messages (as `msg.<key>`). They grow with every feature, so
 * they load with the signed-in shell rather than with the sign-in page.
 */
export function registerSharedTexts() {
  registerTexts(MENU_TITLES);
  registerTexts(Object.fromEntries(Object.entries(MESSAGES).map(([key, text]) => [`msg.${key}`, text])));
}
