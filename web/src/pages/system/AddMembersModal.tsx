import { Alert, Form, Modal, Select } from 'antd';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DeptNode } from '@adops/common/contract/department';
import { addUserToDepartment } from '../../api/department';
import { userList } from '../../api/sys';
import { toastSuccess } from '../../api/notify';
import { useTranslation } from '../../i18n';
import { EMPTY } from '@adops/common/format';
import { KEYS, USER_KEYS, useInvalidate } from './queries';
import { buttonWithTestId } from './testId';

const SEARCH_DELAY_MS = 300;

/** Moves users into a department, picked from a searchable list of users not in it yet. */
export function AddMembersModal({ dept, onClose }: { dept: DeptNode | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const invalidate = useInvalidate();

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    setPicked([]);
    setTyped('');
    setKeyword('');
  }, [dept?.deptId]);

  const filter = { page: 1, pageSize: 50, ...(keyword ? { keyword } : {}) };
  const candidates = useQuery({
    queryKey: [...KEYS.users, 'candidates', filter],
    queryFn: ({ signal }) => userList(filter, signal),
    enabled: dept !== null,
    placeholderData: keepPreviousData,
  });
  // Until the typed text has been searched, the list offered is that of the text before it.
  const searching = candidates.isFetching || keyword !== typed.trim();
  const options = (candidates.data?.list ?? [])
    .filter((u) => u.departmentId !== dept?.deptId)
    .map((u) => ({
      value: u.id,
      label: `${u.name} (${u.username}) · ${u.departmentName ?? EMPTY}`,
    }));

  const add = useMutation({
    mutationFn: () => addUserToDepartment(dept!.deptId, picked),
    onSuccess: async () => {
      toastSuccess(t('common.saved'));
      onClose();
      setPicked([]);
      await invalidate(...USER_KEYS);
    },
  });

  return (
    <Modal
      open={dept !== null}
      title={t('system.org.addMembersTo', { name: dept?.deptName ?? '' })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={buttonWithTestId('member-form-submit', { disabled: picked.length === 0 })}
      confirmLoading={add.isPending}
      onOk={() => add.mutate()}
      onCancel={onClose}
      modalRender={(node) => <div data-testid="member-form">{node}</div>}
    >
      <Alert type="info" showIcon title={t('system.org.addMembersHint')} style={{ marginBottom: 12 }} />
      <Form layout="vertical">
        <Form.Item label={t('system.org.pickUsers')}>
          <Select
            data-testid="member-select"
            mode="multiple"
            showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
            value={picked}
            onChange={setPicked}
            options={options}
            loading={searching}
            placeholder={t('system.org.searchUsers')}
            notFoundContent={searching ? t('app.loading') : t('common.empty')}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
