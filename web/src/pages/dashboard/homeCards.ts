import type { HomeCards } from '@adops/common/contract/dashboard';
import { formatPercent, formatYuan, formatYuanSigned, thousands, YUAN_SIGN } from '@adops/common/format';
import { panel, type FigureLine, type Translate } from '../../dashboard';
import { HOME_QUERIES } from './homeQueries';

/** The month's target, the share elapsed, and the share achieved when there is a target. */
function monthLines(cards: HomeCards, t: Translate): FigureLine[] {
  const { monthFee, monthTarget: target } = cards;
  const achieved = target ? monthFee / target : null;
  return [
    {
      notes: [
        {
          text:
            target === null
              ? t('home.noTarget')
              : t('home.monthTarget', { amount: formatYuanSigned(target) }),
          testId: 'home-month-target',
        },
        {
          text: t('home.elapsed', { percent: formatPercent(cards.monthElapsed) }),
          testId: 'home-month-elapsed',
        },
      ],
    },
    ...(target === null
      ? []
      : [{ progress: achieved, text: t('home.achieved', { percent: formatPercent(achieved) }) }]),
  ];
}

/**
 * Home's five figures: three abreast on a wide screen, two on a tablet, one on a phone; all five on one row
 * from xxl. Today's figures move by the hour: a minute keeps them fresh without weighing on the server.
 */
export const HOME_CARDS = panel({
  key: 'cards',
  kind: 'cards',
  ...HOME_QUERIES.cards,
  refreshMs: 60_000,
  figures: [
    {
      key: 'today',
      title: 'home.today',
      span: { xs: 24, sm: 12, lg: 8, xxl: 5 },
      prefix: YUAN_SIGN,
      value: (cards) => formatYuan(cards.todayFee),
      lines: (cards, t) => [
        { note: t('home.todayTo', { hour: cards.hour }) },
        {
          change: { current: cards.todayFee, previous: cards.yesterdaySameTimeFee },
          label: t('home.vsYesterday'),
          testId: 'home-change',
        },
        { note: t('home.yesterdaySameTime', { amount: formatYuanSigned(cards.yesterdaySameTimeFee) }) },
      ],
    },
    {
      key: 'yesterday',
      title: 'home.yesterday',
      span: { xs: 24, sm: 12, lg: 8, xxl: 5 },
      prefix: YUAN_SIGN,
      value: (cards) => formatYuan(cards.yesterdayFee),
    },
    {
      key: 'month',
      title: 'home.month',
      span: { xs: 24, sm: 24, lg: 8, xxl: 6 },
      prefix: YUAN_SIGN,
      value: (cards) => formatYuan(cards.monthFee),
      lines: monthLines,
    },
    {
      key: 'active',
      title: 'home.active',
      span: { xs: 24, sm: 12, lg: 12, xxl: 4 },
      value: (cards) => thousands(cards.activeAccounts),
      lines: (cards, t) => [{ note: t('home.activeHint', { days: cards.activeDays }) }],
    },
    {
      key: 'low',
      title: 'home.low',
      span: { xs: 24, sm: 12, lg: 12, xxl: 4 },
      value: (cards) => thousands(cards.lowBalanceAccounts),
      lines: (cards, t) => [{ note: t('home.lowHint', { days: cards.lowBalanceDays }) }],
    },
  ],
});
