import { Card, Col, Row, Statistic, type ColProps } from 'antd';
import { EMPTY } from '@adops/common/format';
import { useTranslation } from '../../i18n';
import type { PanelDef } from '../types';
import { FigureLines } from './FigureLines';

type CardsDef = Extract<PanelDef, { kind: 'cards' }>;

const FIGURE_SPAN: ColProps = { xs: 24, sm: 12, lg: 8 };

/** Figure cards, each its own card in the panel's row; while loading (`loading`), each a skeleton. */
export function CardsPanel({
  def,
  data,
  loading,
  testId,
}: {
  def: CardsDef;
  data: unknown;
  loading: boolean;
  testId: (key: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} align="stretch">
      {def.figures.map((figure) => {
        const value = loading ? '' : figure.value(data);
        return (
          <Col key={figure.key} {...(figure.span ?? FIGURE_SPAN)}>
            <Card data-testid={testId(figure.key)} loading={loading} style={{ height: '100%' }}>
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
    </Row>
  );
}
