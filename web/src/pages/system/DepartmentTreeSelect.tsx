import { TreeSelect, type TreeSelectProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n';
import { deptOptions } from '../../components/deptTree';
import { useDepartments } from './queries';

type Props = Omit<TreeSelectProps<number | number[]>, 'treeData'> & {
  /** Departments that cannot be picked (with everything below them). */
  disabledIds?: ReadonlySet<number>;
};

/** A department picker fed by the department tree. */
export function DepartmentTreeSelect({ disabledIds, ...props }: Props) {
  const { t } = useTranslation();
  const { data, isFetching } = useDepartments();
  const treeData = useMemo(() => deptOptions(data ?? [], disabledIds), [data, disabledIds]);
  return (
    <TreeSelect
      treeData={treeData}
      loading={isFetching}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      popupMatchSelectWidth={false}
      placeholder={t('system.user.department')}
      {...props}
    />
  );
}
