import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { PublicLandingPage } from '@adops/common/contract/landing';
import { readAddress } from '../../src/landing/address';
import { LandingApp } from '../../src/landing/LandingApp';
import { LandingPreview } from '../../src/landing/LandingPreview';

/** A page like the demo seed's: a text block, then the form (name, phone, region, a budget choice, a note). */
const PAGE: PublicLandingPage = {
  title: '小红书品牌投放咨询',
  slug: 'demo',
  advertiser: '星河美妆',
  bannerUrl: '/api/public/landing/image/abc',
  blocks: [{ kind: 'text', text: '留下联系方式，投放顾问将在 1 个工作日内与您联系。' }, { kind: 'form' }],
  form: {
    fields: [
      { key: 'name', kind: 'name', label: '姓名', required: true, options: [] },
      { key: 'phone', kind: 'phone', label: '手机号', required: true, options: [] },
      { key: 'region', kind: 'region', label: '所在地区', required: false, options: [] },
      {
        key: 'budget',
        kind: 'choice',
        label: '月投放预算',
        required: true,
        options: [
          { value: 'lt10k', label: '1 万以下' },
          { value: 'gt50k', label: '5 万以上' },
        ],
      },
      { key: 'note', kind: 'text', label: '备注', required: false, options: [] },
    ],
  },
  honeypot: 'website',
};

interface Sent {
  path: string;
  query: URLSearchParams;
  body: Record<string, string> | null;
}

/** The public API: the page answers `page` (an envelope), a lead answers `lead`; what is sent is kept. */
function stubPublicApi(page: object, lead: object = { status: 1, desc: '成功', data: { ok: true } }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const body = init.body ? (JSON.parse(init.body as string) as Record<string, string>) : null;
      sent.push({ path: url.pathname, query: url.searchParams, body });
      return new Response(JSON.stringify(url.pathname.endsWith('/lead') ? lead : page), { status: 200 });
    }),
  );
  return sent;
}
const found = { status: 1, desc: '成功', data: PAGE };

afterEach(() => vi.unstubAllGlobals());

const open = (search: string) => render(<LandingApp address={readAddress(search)} />);
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交' }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('the public landing page', () => {
  it('shows the published page: banner, title, its blocks in order, the form with labels and required flags', async () => {
    const sent = stubPublicApi(found);
    const { container } = open('?page=demo');
    expect(await screen.findByRole('heading', { name: PAGE.title })).toBeTruthy();
    expect(sent[0]!.path).toBe('/api/public/landing/demo');
    expect(sent[0]!.query.get('lang')).toBe('zh');
    expect(sent[0]!.query.get('sessionId')).toMatch(/^[0-9a-f]{64}$/);
    const text = screen.getByText(/投放顾问将在/);
    const form = container.querySelector('form')!;
    expect(text.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelector('img.lp-banner')?.getAttribute('src')).toBe(PAGE.bannerUrl);
    expect(screen.getByLabelText('姓名', { exact: false }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('手机号', { exact: false }).getAttribute('type')).toBe('tel');
    expect(screen.getByLabelText('备注').getAttribute('aria-required')).toBeNull();
    expect(screen.getByRole('group', { name: /^月投放预算/ }).textContent).toContain('*');
    // The honeypot is out of sight, out of the tab order and not read out.
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')?.className).toBe('lp-trap');
    expect(screen.getByText('本页由 星河美妆 提供')).toBeTruthy();
  });

  it("refuses a bad phone with the spec's messages word for word, before anything is sent", async () => {
    const sent = stubPublicApi(found);
    open('?page=demo');
    await screen.findByRole('heading', { name: PAGE.title });
    type('姓名', '张三');
    fireEvent.click(screen.getByLabelText('1 万以下'));
    for (const [phone, message] of [
      ['1380013800', '手机号码必须是11位'],
      ['138a0013800', '手机号码必须是数字'],
      ['10800138000', '请输入正确的手机号'],
    ]) {
      type('手机号', phone!);
      submit();
      expect(await screen.findByText(message!)).toBeTruthy();
    }
    expect(screen.getByLabelText('手机号', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    submit();
    expect(sent.filter((s) => s.body)).toEqual([]);
    expect(screen.queryByText('请填写姓名')).toBeNull();
  });

  it('names each required field left empty', async () => {
    stubPublicApi(found);
    open('?page=demo');
    await screen.findByRole('heading', { name: PAGE.title });
    submit();
    expect(await screen.findByText('请填写姓名')).toBeTruthy();
    expect(screen.getByText('请填写手机号')).toBeTruthy();
    expect(screen.getByText('请填写月投放预算')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('姓名', { exact: false }));
  });

  it('posts the fields by their keys with the honeypot and the UTM parameters, then thanks the visitor', async () => {
    const sent = stubPublicApi(found);
    open('?page=demo&utm_source=xiaohongshu&utm_campaign=spring&other=x');
    await screen.findByRole('heading', { name: PAGE.title });
    type('姓名', '张三');
    type('手机号', '138 0013 8000');
    fireEvent.change(screen.getByLabelText('省份'), { target: { value: '440000' } });
    fireEvent.change(screen.getByLabelText('城市'), { target: { value: '440300' } });
    fireEvent.change(screen.getByLabelText('区县'), { target: { value: '440305' } });
    fireEvent.click(screen.getByLabelText('5 万以上'));
    submit();
    expect(await screen.findByText('提交成功')).toBeTruthy();
    const lead = sent.find((s) => s.body)!;
    expect(lead.path).toBe('/api/public/landing/demo/lead');
    expect(lead.body).toEqual({
      name: '张三',
      phone: '138 0013 8000',
      region: '440305',
      budget: 'gt50k',
      website: '',
      utm_source: 'xiaohongshu',
      utm_campaign: 'spring',
    });
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
  });

  it("shows the server's verdict: field errors of a 130, the friendly message of a 160", async () => {
    stubPublicApi(found, {
      status: 130,
      desc: '请输入正确的手机号',
      data: { errors: [{ field: 'phone', label: '手机号', message: '请输入正确的手机号' }] },
    });
    open('?page=demo');
    await screen.findByRole('heading', { name: PAGE.title });
    type('姓名', '张三');
    type('手机号', '13800138000');
    fireEvent.click(screen.getByLabelText('1 万以下'));
    submit();
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(screen.getByText('请按提示修改标红的内容')).toBeTruthy();

    vi.unstubAllGlobals();
    stubPublicApi(found, { status: 160, desc: '提交过于频繁，请稍后再试', data: null });
    submit();
    expect(await screen.findByText('提交过于频繁，请稍后再试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交' })).toBeTruthy();
  });

  it('shows a friendly not-found for an unknown or unpublished page, and for an address without one', async () => {
    stubPublicApi({ status: 140, desc: 'This page does not exist or is no longer online', data: null });
    const { unmount } = open('?page=nope&lang=en');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('This page does not exist or is no longer online')).toBeTruthy();
    unmount();
    const sent = stubPublicApi(found);
    open('?page=Bad%20Slug');
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
    expect(screen.getByText('页面不存在或已下线')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('speaks English with lang=en', async () => {
    stubPublicApi(found);
    open('?page=demo&lang=en');
    await screen.findByRole('heading', { name: PAGE.title });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please fill in 姓名')).toBeTruthy();
  });
});

describe("the console's preview", () => {
  it('shows the same page with its submit disabled and a note', () => {
    const sent = stubPublicApi(found);
    const { container } = render(<LandingPreview page={PAGE} lang="zh" />);
    const preview = within(container.querySelector('.lp-preview') as HTMLElement);
    expect(preview.getByRole('heading', { name: PAGE.title })).toBeTruthy();
    expect(preview.getByText(/^预览：/)).toBeTruthy();
    const button = preview.getByRole('button', { name: '提交' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.submit(container.querySelector('form')!);
    expect(sent).toEqual([]);
  });
});
