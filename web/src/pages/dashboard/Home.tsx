import { Alert, Button, Flex } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { homeCards, homeCharts } from '../../api/dashboard';
import { registerTexts, useTranslation } from '../../i18n';
import { HomeCardsRow } from './HomeCards';
import { HomeChartsGrid } from './HomeCharts';
import HOME_TEXTS from './texts';

registerTexts(HOME_TEXTS);

const KEYS = { cards: ['dashboard', 'cards'], charts: ['dashboard', 'charts'] } as const;
/** Today's figures move by the hour; a minute keeps them fresh without weighing on the server. */
const CARDS_REFRESH_MS = 60_000;

interface Retry {
  onRetry: () => void;
  retrying: boolean;
  testId: string;
}

/**
 * A load that failed: with nothing to show, what the server said; with the last figures still shown, that
 * they are not fresh. Either way a retry. (An Alert, not a Result: Result's illustrations weigh ten KB.)
 */
function LoadFailed({ error, stale, onRetry, retrying, testId }: Retry & { error: Error; stale: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      type={stale ? 'warning' : 'error'}
      showIcon
      title={stale ? t('home.refreshFailed') : t('common.loadFailed')}
      {...(!stale && error.message ? { description: error.message } : {})}
      action={
        <Button size="small" onClick={onRetry} loading={retrying} data-testid={testId}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** The Home dashboard: today's, yesterday's and the month's spend, the accounts, and three charts. */
export default function Home() {
  const cards = useQuery({
    queryKey: KEYS.cards,
    queryFn: ({ signal }) => homeCards(signal),
    refetchInterval: CARDS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  const charts = useQuery({ queryKey: KEYS.charts, queryFn: ({ signal }) => homeCharts(signal) });
  const retryCards = { onRetry: () => void cards.refetch(), retrying: cards.isFetching };
  const retryCharts = { onRetry: () => void charts.refetch(), retrying: charts.isFetching };

  return (
    <Flex vertical gap={16}>
      {cards.error ? (
        <LoadFailed error={cards.error} stale={!!cards.data} {...retryCards} testId="home-cards-retry" />
      ) : null}
      {cards.error && !cards.data ? null : <HomeCardsRow cards={cards.data} />}
      {charts.error ? (
        <LoadFailed error={charts.error} stale={!!charts.data} {...retryCharts} testId="home-charts-retry" />
      ) : null}
      {charts.error && !charts.data ? null : <HomeChartsGrid charts={charts.data} />}
    </Flex>
  );
}
