import { Col, Row } from 'antd';
import { usePainted } from '../components/usePainted';
import { registerTexts } from '../i18n';
import { Panel } from './Panel';
import { panelSpan } from './panels';
import DASHBOARD_TEXTS from './texts';
import type { DashboardDef } from './types';

registerTexts(DASHBOARD_TEXTS);

/** A dashboard: its panels in order on a grid that reflows with the screen, each loading on its own. */
export function Dashboard({ def }: { def: DashboardDef }) {
  // The first panel (Home's figures) at once, the others right after it.
  const painted = usePainted();
  return (
    <Row gutter={[16, 16]}>
      {def.panels.map((panel, i) => (
        <Col key={panel.key} {...panelSpan(panel)}>
          {i === 0 || painted ? <Panel dashboardId={def.id} def={panel} /> : null}
        </Col>
      ))}
    </Row>
  );
}
