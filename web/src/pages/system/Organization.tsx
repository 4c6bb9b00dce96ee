import { Card, Col, Empty, Row, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { registerTexts, useTranslation } from '../../i18n';
import { RelatedList } from '../../resource/RelatedList';
import { ResourceTable } from '../../resource/ResourceTable';
import { findNode } from '../../resource/tree';
import { useTree } from '../../resource/useTree';
import { DEPARTMENTS, MEMBERS, OPERATION_GROUPS } from './departments';
import SYSTEM_TEXTS from './texts';

registerTexts(SYSTEM_TEXTS);

/** Module 2: the department tree, and the members and operation groups of the department picked in it. */
export default function Organization() {
  const { t } = useTranslation();
  const tree = useTree(DEPARTMENTS);
  const [picked, setPicked] = useState<number | null>(null);
  // The first department is shown to begin with, and in place of one that is gone.
  const dept =
    (picked !== null && findNode(tree.data ?? [], 'childDept', (d) => d.deptId, picked)) || tree.data?.[0];
  const groupsOf = useMemo(() => ({ departmentId: dept?.deptId }), [dept?.deptId]);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10} xl={9}>
        <Card title={t('system.org.departments')}>
          <ResourceTable
            def={DEPARTMENTS}
            embedded
            selected={dept?.deptId}
            onSelect={(row) => setPicked(row.deptId)}
          />
        </Card>
      </Col>
      <Col xs={24} lg={14} xl={15}>
        <Card title={dept?.deptName ?? t('system.org.members')}>
          {dept ? (
            <Tabs
              items={[
                {
                  key: 'members',
                  label: t('system.org.members'),
                  children: <RelatedList key={dept.deptId} def={DEPARTMENTS} related={MEMBERS} row={dept} />,
                },
                {
                  key: 'groups',
                  label: t('system.org.groups'),
                  children: (
                    <ResourceTable key={dept.deptId} def={OPERATION_GROUPS} embedded fixed={groupsOf} />
                  ),
                },
              ]}
            />
          ) : (
            <Empty description={t('system.org.pickDepartment')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
