import { Col, Row } from 'antd';
import { registerTexts } from '../i18n';
import { Panel } from './Panel';
import { panelSpan } from './panels';
import DASHBOARD_TEXTS from './texts';
import type { DashboardDef } from './types';

registerTexts(DASHBOARD_TEXTS);

/** A dashboard: its panels in order on a grid that reflows with the screen, each loading on its own. */
export function Dashboard({ def }: { def: DashboardDef }) {
  return (
    <Row gutter={[16, 16]}>
      {def.panels.map((panel) => (
        <Col key={panel.key} {...panelSpan(panel)}>
          <Panel dashboardId={def.id} def={panel} />
        </Col>
      ))}
    </Row>
  );
}
