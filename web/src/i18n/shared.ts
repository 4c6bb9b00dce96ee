import { MENU_TITLES } from '@adops/common/menuTitles';
import { CONSOLE_MESSAGES } from '@adops/common/consoleMessages';
import { registerTexts } from './index';

/**
 * The texts of common/: menu titles and the messages the console shows of its own (as `msg.<key>`). They grow
 * with every feature, so they load with the signed-in shell rather than with the sign-in page.
 */
export function registerSharedTexts() {
  registerTexts(MENU_TITLES);
  registerTexts(
    Object.fromEntries(Object.entries(CONSOLE_MESSAGES).map(([key, text]) => [`msg.${key}`, text])),
  );
}
