import { Card, Col, Row, Statistic, type ColProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { EMPTY } from '@adops/common/format';
import { useTranslation } from '../../i18n';
import type { PanelState } from '../panelState';
import type { FigureDef, PanelDef } from '../types';
import { FigureLines } from './FigureLines';

// Only a figure that opens its rows needs the drawer and its table.
const ReportListDrawer = lazy(() => import('../ReportListDrawer'));

type CardsDef = Extract<PanelDef, { kind: 'cards' }>;

const FIGURE_SPAN: ColProps = { xs: 24, sm: 12, lg: 8 };

/**
 * Figure cards, each its own card in the panel's row; while loading (`loading`), each a skeleton. A figure with
 * a list opens it in a drawer when clicked (`<panel test id>-<figure key>-list`).
 */
export function CardsPanel({
  def,
  data,
  loading,
  state,
  testId,
}: {
  def: CardsDef;
  data: unknown;
  loading: boolean;
  state: PanelState;
  testId: (key: string) => string;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<FigureDef<unknown> | null>(null);
  return (
    <Row gutter={[16, 16]} align="stretch">
      {def.figures.map((figure) => {
        const value = loading ? '' : figure.value(data);
        const open = figure.list && !loading ? () => setOpened(figure) : undefined;
        return (
          <Col key={figure.key} {...(figure.span ?? FIGURE_SPAN)}>
            <Card
              data-testid={testId(figure.key)}
              loading={loading}
              style={{ height: '100%' }}
              {...(open
                ? {
                    hoverable: true,
                    role: 'button',
                    tabIndex: 0,
                    onClick: open,
                    onKeyDown: (event) => (event.key === 'Enter' ? open() : undefined),
                  }
                : {})}
            >
              <Statistic
                title={t(figure.title)}
                value={value}
                // The text is formatted already; Statistic would split a short one into its own spans.
                formatter={(text) => text}
                {...(figure.prefix && value !== EMPTY ? { prefix: figure.prefix } : {})}
              />
              {loading ? null : <FigureLines lines={figure.lines?.(data, t) ?? []} />}
            </Card>
          </Col>
        );
      })}
      {opened?.list ? (
        <Suspense fallback={null}>
          <ReportListDrawer
            title={t(opened.title)}
            list={opened.list}
            queryKey={[...state.queryKey, 'list', opened.key]}
            testId={`${state.testId}-${opened.key}-list`}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      ) : null}
    </Row>
  );
}
