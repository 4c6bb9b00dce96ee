import { Descriptions, Tag } from 'antd';
import { ARTICLE_STATUSES, type ArticleRow } from '@adops/common/examples/articles';
import { EMPTY, thousands } from '@adops/common/format';
import { useTranslation } from '../../../i18n';

/** The small dialog of an article's pageviews: how often it was read, by whom written, reviewed and when shown. */
export function ArticleSummary({ article }: { article: ArticleRow }) {
  const { t, i18n } = useTranslation();
  const status = ARTICLE_STATUSES[article.status];
  return (
    <Descriptions column={1} size="small" bordered data-testid="article-summary">
      <Descriptions.Item label={t('example.table.pageviews')}>
        {thousands(article.pageviews)}
      </Descriptions.Item>
      <Descriptions.Item label={t('example.table.author')}>{article.author}</Descriptions.Item>
      <Descriptions.Item label={t('example.table.reviewer')}>{article.reviewer ?? EMPTY}</Descriptions.Item>
      <Descriptions.Item label={t('example.table.displayDay')}>{article.displayDay}</Descriptions.Item>
      <Descriptions.Item label={t('example.table.status')}>
        <Tag color={status.color}>{status[i18n.language]}</Tag>
      </Descriptions.Item>
    </Descriptions>
  );
}
