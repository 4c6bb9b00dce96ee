import { Modal, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { call } from '../api/resource';
import { TableEmpty } from '../components/TableEmpty';
import { useTranslation } from '../i18n';
import { idOf } from './records';
import type { ResourceDef, ViewAction } from './types';

const spinning = <Spin style={{ display: 'block', padding: 24 }} />;

/** A row action's view (`action.view`): what its endpoint answers about the row, read as it opens. */
export function RecordView<Row extends object>({
  def,
  action,
  row,
  onClose,
}: {
  def: ResourceDef<Row>;
  action?: ViewAction<Row>;
  row?: Row;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const view = action?.view;
  const id = row && idOf(def, row);
  const answer = useQuery({
    queryKey: [def.path, 'view', action?.key, id],
    queryFn: ({ signal }) => call<unknown>(view!.endpoint, { [view!.idField ?? 'id']: id }, signal),
    enabled: Boolean(view && row),
    gcTime: 0,
  });
  const name = row ? (def.name?.(row, i18n.language) ?? String(id)) : '';
  return (
    <Modal
      open={Boolean(view && row)}
      title={view && t(view.title, { name })}
      width={view?.width ?? 520}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(node) => <div data-testid={action && `${def.testId}-${action.key}-view`}>{node}</div>}
    >
      {answer.isError ? (
        <TableEmpty failed onRetry={() => void answer.refetch()} />
      ) : answer.data === undefined || !view ? (
        spinning
      ) : (
        <Suspense fallback={spinning}>{view.render(answer.data as never)}</Suspense>
      )}
    </Modal>
  );
}
