import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Progress, Row, Statistic, theme, type ColProps } from 'antd';
import type { ReactNode } from 'react';
import type { HomeCards as Cards } from '@adops/common/contract/dashboard';
import { changeRatio, EMPTY, formatChange, formatPercent, formatYuan, thousands } from '@adops/common/format';
import { DEFAULT_THRESHOLDS } from '@adops/common/thresholds';
import { useTranslation } from '../../i18n';

const YUAN = '¥';

/** Yuan text of cents after the currency sign; the empty marker stays alone. */
const money = (cents: number | null) => {
  const text = formatYuan(cents);
  return text === EMPTY ? text : `${YUAN}${text}`;
};

/** Five cards: three abreast on a wide screen, two on a tablet, one on a phone; all five on one row from xxl. */
const SPANS = {
  today: { xs: 24, sm: 12, lg: 8, xxl: 5 },
  yesterday: { xs: 24, sm: 12, lg: 8, xxl: 5 },
  month: { xs: 24, sm: 24, lg: 8, xxl: 6 },
  active: { xs: 24, sm: 12, lg: 12, xxl: 4 },
  low: { xs: 24, sm: 12, lg: 12, xxl: 4 },
} satisfies Record<string, ColProps>;

interface FigureProps {
  testId: string;
  span: ColProps;
  title: string;
  /** Text already formatted; undefined while loading. */
  value: string | undefined;
  money?: boolean;
  children?: ReactNode;
}

function Figure({ testId, span, title, value, money: isMoney, children }: FigureProps) {
  return (
    <Col {...span}>
      <Card data-testid={testId} loading={value === undefined} style={{ height: '100%' }}>
        <Statistic
          title={title}
          value={value ?? ''}
          // The text is formatted by common/format; Statistic would split a short one into its own spans.
          formatter={(text) => text}
          {...(isMoney && value !== EMPTY ? { prefix: YUAN } : {})}
        />
        {children ? (
          <Flex vertical gap={4} style={{ marginTop: 8 }}>
            {children}
          </Flex>
        ) : null}
      </Card>
    </Col>
  );
}

/** A line under a figure, in the secondary text colour (a span: Typography would bring its editor along). */
function Note({ children, testId }: { children: ReactNode; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <span style={{ color: token.colorTextSecondary }} data-testid={testId}>
      {children}
    </span>
  );
}

/** Today against yesterday at the same hour, signed, with an arrow that says the direction. */
function Change({ today, previous }: { today: number; previous: number }) {
  const { t } = useTranslation();
  const ratio = changeRatio(today, previous);
  const arrow =
    ratio === null || ratio === 0 ? null : ratio > 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />;
  return (
    <Note>
      {t('home.vsYesterday')}{' '}
      <span data-testid="home-change">
        {arrow} {formatChange(today, previous)}
      </span>
    </Note>
  );
}

function MonthProgress({ fee, target, elapsed }: { fee: number; target: number | null; elapsed: number }) {
  const { t } = useTranslation();
  const achieved = target ? fee / target : null;
  return (
    <>
      <Flex justify="space-between" wrap gap={8}>
        <Note testId="home-month-target">
          {target === null ? t('home.noTarget') : t('home.monthTarget', { amount: money(target) })}
        </Note>
        <Note testId="home-month-elapsed">{t('home.elapsed', { percent: formatPercent(elapsed) })}</Note>
      </Flex>
      {target === null ? null : (
        <Progress
          size="small"
          percent={achieved === null ? 0 : Math.min(100, achieved * 100)}
          format={() => t('home.achieved', { percent: formatPercent(achieved) })}
        />
      )}
    </>
  );
}

/** The cards row of the Home page; `cards` undefined shows them loading. */
export function HomeCardsRow({ cards }: { cards: Cards | undefined }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} align="stretch">
      <Figure
        testId="home-card-today"
        span={SPANS.today}
        title={t('home.today')}
        value={cards && formatYuan(cards.todayFee)}
        money
      >
        {cards ? (
          <>
            <Note>{t('home.todayTo', { hour: cards.hour })}</Note>
            <Change today={cards.todayFee} previous={cards.yesterdaySameTimeFee} />
            <Note>{t('home.yesterdaySameTime', { amount: money(cards.yesterdaySameTimeFee) })}</Note>
          </>
        ) : null}
      </Figure>
      <Figure
        testId="home-card-yesterday"
        span={SPANS.yesterday}
        title={t('home.yesterday')}
        value={cards && formatYuan(cards.yesterdayFee)}
        money
      />
      <Figure
        testId="home-card-month"
        span={SPANS.month}
        title={t('home.month')}
        value={cards && formatYuan(cards.monthFee)}
        money
      >
        {cards ? (
          <MonthProgress fee={cards.monthFee} target={cards.monthTarget} elapsed={cards.monthElapsed} />
        ) : null}
      </Figure>
      <Figure
        testId="home-card-active"
        span={SPANS.active}
        title={t('home.active')}
        value={cards && thousands(cards.activeAccounts)}
      >
        <Note>{t('home.activeHint', { days: DEFAULT_THRESHOLDS.activeDays })}</Note>
      </Figure>
      <Figure
        testId="home-card-low"
        span={SPANS.low}
        title={t('home.low')}
        value={cards && thousands(cards.lowBalanceAccounts)}
      >
        <Note>{t('home.lowHint', { days: DEFAULT_THRESHOLDS.lowBalanceDays })}</Note>
      </Figure>
    </Row>
  );
}
