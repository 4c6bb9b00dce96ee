import type { MessageInstance } from 'antd/es/message/interface';
import { ERROR_TOAST_SECONDS } from '@adops/common/constants';

type Toaster = Pick<MessageInstance, 'error' | 'success' | 'warning'>;

/**
 * The toast functions the request client and the pages use. The app hands them antd's contextual instance once
 * it has loaded (when the page is first idle, so that antd's message code is not part of the first paint); a
 * toast asked for before then has it loaded at once, and waits for it.
 */
let toaster: Toaster | null = null;
const waiting: ((toaster: Toaster) => void)[] = [];
let loadToaster = () => {};

/** What the app does when a toast has to wait: loads the instance (at once if one waits already). */
export function onToastWaiting(load: () => void) {
  loadToaster = load;
  if (waiting.length) load();
}

export function setToast(instance: Toaster) {
  toaster = instance;
  for (const show of waiting.splice(0)) show(instance);
}

function toast(show: (toaster: Toaster) => void) {
  if (toaster) return show(toaster);
  waiting.push(show);
  loadToaster();
}

export const toastError = (text: string) => toast((t) => void t.error(text, ERROR_TOAST_SECONDS));
export const toastSuccess = (text: string) => toast((t) => void t.success(text));
export const toastWarning = (text: string) => toast((t) => void t.warning(text));
