import { Typography } from 'antd';
import { lazy } from 'react';
import { Link } from 'react-router';
import {
  BLOCKS_MAX,
  BLOCK_KINDS,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  LANDING_IMAGE_UPLOAD,
  LANDING_PAGE_COMMANDS,
  LANDING_PAGE_PREVIEW,
  PAGE_STATUSES,
  SLUG,
  publicPagePath,
  type LandingFormRow,
  type LandingPageRow,
  type PublicLandingPage,
} from '@adops/common/contract/landing';
import { endpointsOf } from '@adops/common/contract/endpoints';
import { routeByName } from '@adops/common/menu';
import { call } from '../../api/resource';
import { useTranslation } from '../../i18n';
import type { ImageDef, ListDef, OptionsDef, ResourceDef } from '../../resource/types';

/** The landing pages (xhsAppFallPage [166]): edited here, published by command, public at /strategy. */

// The public page's own view, loaded only when a preview opens.
const LandingPreview = lazy(() =>
  import('../../landing/LandingPreview').then((m) => ({ default: m.LandingPreview })),
);

function PagePreview({ page }: { page: PublicLandingPage }) {
  const { i18n } = useTranslation();
  return <LandingPreview page={page} lang={i18n.language} />;
}

const IMAGE: ImageDef = { upload: LANDING_IMAGE_UPLOAD, maxBytes: IMAGE_MAX_BYTES, types: IMAGE_TYPES };

const FORM_OPTIONS: OptionsDef = {
  endpoint: endpointsOf('landingForm').list,
  value: 'id',
  label: (row: LandingFormRow) => row.name,
  search: 'keyword',
};

const BLOCKS: ListDef = {
  noun: 'landingPage.block',
  max: BLOCKS_MAX,
  start: () => ({ kind: 'text', text: { zh: '', en: '' } }),
  summary: (item, lang) => BLOCK_KINDS[item.kind as keyof typeof BLOCK_KINDS]?.[lang],
  check: (items) => (items.filter((b) => b.kind === 'form').length > 1 ? 'blocksRule' : null),
  item: [
    { name: 'kind', label: 'landingPage.blockKind', kind: 'enum', values: BLOCK_KINDS, required: true },
    {
      name: 'text',
      label: 'landingPage.blockText',
      kind: 'localTextarea',
      required: true,
      max: 5_000,
      shownWhen: (item) => item.kind === 'text',
    },
    {
      name: 'imageId',
      label: 'landingPage.blockImage',
      kind: 'image',
      required: true,
      image: { ...IMAGE, urlField: 'url' },
      shownWhen: (item) => item.kind === 'image',
    },
  ],
};

/**
 * A page's form values, its image blocks with their addresses to show them by: the list's row names a block's
 * image by its id only, and the preview answers the blocks in order with the addresses.
 */
async function pageValues(row: LandingPageRow): Promise<Record<string, unknown>> {
  const values = {
    title: row.title,
    slug: row.slug,
    customerId: row.customerId,
    formId: row.formId,
    bannerImageId: row.bannerImageId,
    blocks: row.blocks,
  };
  if (!row.blocks.some((b) => b.kind === 'image')) return values;
  const shown = await call<PublicLandingPage>(LANDING_PAGE_PREVIEW, { id: row.id }).catch(() => null);
  return {
    ...values,
    blocks: row.blocks.map((block, at) => {
      const seen = shown?.blocks[at];
      return block.kind === 'image' && seen?.kind === 'image' ? { ...block, url: seen.url } : block;
    }),
  };
}

const leadsOf = (row: LandingPageRow) => `${routeByName('xhsAppCustomer')!.fullPath}?pageId=${row.id}`;

export const PAGES: ResourceDef<LandingPageRow> = {
  path: 'landingPage',
  testId: 'landingPage',
  title: 'route.xhsAppFallPage',
  name: (row) => row.title,
  defaultSort: '-id',
  scrollX: 1400,
  // Forms count the pages that show them.
  refreshes: ['landingForm'],
  columns: [
    { key: 'title', title: 'landingPage.title', sort: true, fixed: 'left', width: 180 },
    {
      key: 'slug',
      title: 'landingPage.slug',
      sort: true,
      width: 220,
      render: (row) => (
        <Typography.Link
          href={publicPagePath(row.slug)}
          target="_blank"
          rel="noreferrer"
          data-testid={`landingPage-open-${row.id}`}
        >
          {publicPagePath(row.slug)}
        </Typography.Link>
      ),
    },
    { key: 'customerName', title: 'landingPage.customer', width: 160 },
    { key: 'formName', title: 'landingPage.form', width: 140 },
    {
      key: 'status',
      title: 'landingPage.status',
      kind: 'enum',
      values: PAGE_STATUSES,
      width: 90,
      sort: true,
    },
    { key: 'publishedAt', title: 'landingPage.publishedAt', kind: 'time', width: 170, sort: true },
    {
      key: 'leadCount',
      title: 'landingPage.leadCount',
      kind: 'count',
      width: 90,
      sort: true,
      render: (row) => (
        <Link to={leadsOf(row)} data-testid={`landingPage-leads-${row.id}`}>
          {row.leadCount}
        </Link>
      ),
    },
    { key: 'createTime', title: 'landingPage.createTime', kind: 'time', width: 170, sort: true },
  ],
  filters: [
    { name: 'keyword', label: 'common.keyword', kind: 'keyword', placeholder: 'landingPage.searchKeyword' },
    { name: 'status', label: 'landingPage.status', kind: 'enum', values: PAGE_STATUSES },
    { name: 'customerId', label: 'landingPage.customer', kind: 'customer' },
    { name: 'formId', label: 'landingPage.form', kind: 'options', options: FORM_OPTIONS },
  ],
  form: {
    width: 800,
    values: pageValues,
    fields: [
      { name: 'title', label: 'landingPage.title', kind: 'text', required: true, max: 100 },
      {
        name: 'slug',
        label: 'landingPage.slug',
        kind: 'text',
        required: true,
        max: 60,
        help: 'landingPage.slugHelp',
        normalize: (slug) => slug.trim().toLowerCase(),
        check: (slug) => (SLUG.test(slug) ? null : 'slugRule'),
      },
      { name: 'customerId', label: 'landingPage.customer', kind: 'customer', required: true },
      { name: 'formId', label: 'landingPage.form', kind: 'options', options: FORM_OPTIONS, required: true },
      {
        name: 'bannerImageId',
        label: 'landingPage.banner',
        kind: 'image',
        image: { ...IMAGE, urlField: 'bannerUrl' },
        wide: true,
      },
      {
        name: 'blocks',
        label: 'landingPage.blocks',
        kind: 'list',
        list: BLOCKS,
        help: 'landingPage.blocksHelp',
        initial: [{ kind: 'form' }],
      },
    ],
  },
  commands: [
    { contract: LANDING_PAGE_COMMANDS.publish, confirm: 'landingPage.confirmPublish' },
    { contract: LANDING_PAGE_COMMANDS.unpublish, confirm: 'landingPage.confirmUnpublish' },
  ],
  actions: [
    {
      key: 'preview',
      label: 'landingPage.preview',
      view: {
        endpoint: LANDING_PAGE_PREVIEW,
        title: 'landingPage.previewTitle',
        width: 420,
        render: (page: PublicLandingPage) => <PagePreview page={page} />,
      },
    },
  ],
  remove: { hint: 'landingPage.deleteHint' },
};
