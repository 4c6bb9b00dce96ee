import { Col, Row } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePainted } from '../components/usePainted';
import { registerTexts } from '../i18n';
import { Panel } from './Panel';
import { dashboardQueryKeys, panelSpan } from './panels';
import DASHBOARD_TEXTS from './texts';
import type { DashboardDef } from './types';

registerTexts(DASHBOARD_TEXTS);

/**
 * A dashboard: its panels in order on a grid that reflows with the screen, each loading on its own. A change
 * made from any panel (a target set, a task edited) reloads all of them: what one sets, others measure.
 */
export function Dashboard({ def }: { def: DashboardDef }) {
  // The first panel (Home's figures) at once, the others right after it.
  const painted = usePainted();
  const client = useQueryClient();
  const reloadAll = useCallback(
    () => Promise.all(dashboardQueryKeys(def).map((queryKey) => client.invalidateQueries({ queryKey }))),
    [client, def],
  );
  return (
    <Row gutter={[16, 16]}>
      {def.panels.map((panel, i) => (
        <Col key={panel.key} {...panelSpan(panel)}>
          {i === 0 || painted ? <Panel dashboardId={def.id} def={panel} onChanged={reloadAll} /> : null}
        </Col>
      ))}
    </Row>
  );
}
