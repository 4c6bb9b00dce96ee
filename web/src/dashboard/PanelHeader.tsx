import { Button, Space } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import type { PanelState } from './panelState';
import type { PanelActionDef } from './types';

const ActionForm = lazy(() => import('./ActionForm'));

/** The header's action buttons, each opening its form; the form says it is done and the dashboard reloads. */
export function PanelActions<D>(props: {
  actions: PanelActionDef<D>[];
  data: D | undefined;
  state: PanelState;
}): ReactNode {
  const { t } = useTranslation();
  // The form starts from what the panel showed when it was opened.
  const [open, setOpen] = useState<{ action: PanelActionDef<D>; initial: Record<string, unknown> } | null>(
    null,
  );
  const { state } = props;
  return (
    <>
      {props.actions.map((action) => (
        <Button
          key={action.key}
          size="small"
          data-testid={`${state.testId}-action-${action.key}`}
          onClick={() => setOpen({ action, initial: action.values?.(props.data, state.view) ?? {} })}
        >
          {t(action.label)}
        </Button>
      ))}
      {open ? (
        <Suspense fallback={null}>
          <ActionForm
            title={t(open.action.label)}
            testId={`${state.testId}-${open.action.key}`}
            fields={open.action.fields}
            initial={open.initial}
            width={open.action.width}
            submit={async (values) => {
              await open.action.submit(values, state.view);
              await state.changed();
            }}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The header's controls side by side: a selector, action buttons, the refresh. */
export const HeaderControls = ({ children }: { children: ReactNode }) => (
  <Space size={8} wrap>
    {children}
  </Space>
);
