import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { ERROR_TOAST_SECONDS } from '@adops/common/constants';

/** The toast function the request client uses; the app hands it antd's contextual instance at start. */
let toast: Pick<MessageInstance, 'error' | 'success' | 'warning'> = message;

export function setToast(instance: Pick<MessageInstance, 'error' | 'success' | 'warning'>) {
  toast = instance;
}

export const toastError = (text: string) => toast.error(text, ERROR_TOAST_SECONDS);
export const toastSuccess = (text: string) => toast.success(text);
export const toastWarning = (text: string) => toast.warning(text);
