import {
  CHOICE_OPTIONS_MAX,
  FIELD_KEY,
  FIELD_KINDS,
  FORM_FIELDS_MAX,
  checkFormFields,
  isFixedKind,
  localText,
  type LandingFormField,
  type LandingFormRow,
} from '@adops/common/contract/landing';
import type { FieldDef, ListDef, ResourceDef } from '../../resource/types';

/** The lead forms (xhsAppFallPageForm [169]) and their builder: a form is a name and a list of fields. */

type Item = Record<string, unknown>;

/** A name, phone, email or region field's key is its kind: only choices and texts have keys of their own. */
const ownKey = (item: Item) => !isFixedKind(String(item.kind ?? ''));

const OPTIONS: ListDef = {
  noun: 'landingForm.option',
  min: 2,
  max: CHOICE_OPTIONS_MAX,
  summary: (item) => (typeof item.zh === 'string' ? item.zh : undefined),
  item: [
    { name: 'value', label: 'landingForm.optionValue', kind: 'text', required: true, max: 50 },
    { name: 'zh', label: 'landingForm.optionZh', kind: 'text', required: true, max: 50 },
    { name: 'en', label: 'landingForm.optionEn', kind: 'text', max: 50 },
  ],
};

const FIELD_ITEM: FieldDef[] = [
  { name: 'kind', label: 'landingForm.kind', kind: 'enum', values: FIELD_KINDS, required: true },
  {
    name: 'key',
    label: 'landingForm.key',
    kind: 'text',
    required: true,
    max: 32,
    help: 'landingForm.keyHelp',
    check: (key) => (FIELD_KEY.test(key.trim()) ? null : 'formFieldKeyRule'),
    shownWhen: ownKey,
  },
  { name: 'label', label: 'landingForm.label', kind: 'localText', required: true, max: 50 },
  { name: 'required', label: 'landingForm.required', kind: 'flag', initial: false },
  {
    name: 'options',
    label: 'landingForm.options',
    kind: 'list',
    list: OPTIONS,
    shownWhen: (item) => item.kind === 'choice',
  },
];

/** A field of a kind, labelled by the kind's title: how a new form begins. */
const fieldOf = (kind: 'name' | 'phone'): Item => ({
  kind,
  label: { zh: FIELD_KINDS[kind].zh, en: FIELD_KINDS[kind].en },
  required: true,
});

const FIELDS: ListDef = {
  noun: 'landingForm.field',
  min: 1,
  max: FORM_FIELDS_MAX,
  item: FIELD_ITEM,
  start: () => ({ kind: 'text', label: { zh: '', en: '' }, required: false }),
  summary: (item, lang) => {
    const label = item.label as LandingFormField['label'] | undefined;
    const kind = FIELD_KINDS[item.kind as keyof typeof FIELD_KINDS] as
      (typeof FIELD_KINDS)['text'] | undefined;
    return [label?.zh && localText(label, lang), kind?.[lang]].filter(Boolean).join(' · ') || undefined;
  },
  sent: (item) => (ownKey(item) ? item : { ...item, key: item.kind }),
  // The server's own rules of a form's fields together (keys once, a phone or an email, two options a choice),
  // once every field has its key: until then each field's own message says what it lacks.
  check: (items) =>
    items.every((item) => typeof item.key === 'string' && item.key) ? checkFormFields(items as never) : null,
};

export const FORMS: ResourceDef<LandingFormRow> = {
  path: 'landingForm',
  testId: 'landingForm',
  title: 'route.xhsAppFallPageForm',
  name: (row) => row.name,
  defaultSort: '-id',
  scrollX: 900,
  // Pages name their form.
  refreshes: ['landingPage'],
  columns: [
    { key: 'name', title: 'landingForm.name', sort: true, fixed: 'left' },
    {
      key: 'fields',
      title: 'landingForm.fieldCount',
      width: 90,
      render: (row) => row.fields.length,
      noExport: true,
    },
    { key: 'pageCount', title: 'landingForm.pageCount', kind: 'count', width: 110, sort: true },
    { key: 'publishedCount', title: 'landingForm.publishedCount', kind: 'count', width: 120 },
    { key: 'createTime', title: 'landingForm.createTime', kind: 'time', width: 170, sort: true },
    { key: 'updateTime', title: 'landingForm.updateTime', kind: 'time', width: 170, sort: true },
  ],
  filters: [{ name: 'keyword', label: 'common.keyword', kind: 'keyword', placeholder: 'landingForm.name' }],
  form: {
    width: 880,
    fields: [
      { name: 'name', label: 'landingForm.name', kind: 'text', required: true, max: 100, wide: true },
      {
        name: 'fields',
        label: 'landingForm.fields',
        kind: 'list',
        required: true,
        list: FIELDS,
        initial: [fieldOf('name'), fieldOf('phone')],
      },
    ],
  },
  // A form a page shows is refused by the server (150), which names the pages.
  remove: { hint: 'landingForm.deleteHint' },
};
