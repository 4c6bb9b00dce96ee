import { Popconfirm } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../i18n';

/** A destructive action behind a confirmation; a refusal is toasted by the request client, so it is swallowed here. */
export function Confirm(props: {
  title: ReactNode;
  description?: ReactNode;
  onConfirm: () => Promise<unknown>;
  children: ReactElement;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={props.title}
      description={props.description}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() => props.onConfirm().catch(() => undefined)}
    >
      {props.children}
    </Popconfirm>
  );
}
