import { message } from 'antd';
import { useEffect } from 'react';
import { setToast } from '../api/notify';

/** Toasts rendered inside the providers, so they follow the language, size and theme. */
export default function ToastBridge() {
  const [api, holder] = message.useMessage();
  useEffect(() => setToast(api), [api]);
  return holder;
}
