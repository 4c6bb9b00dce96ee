import { describe, expect, it } from 'vitest';
import { formatMessage } from '../src/messages';
import { checkTemplate, problemParams, renderTemplate } from '../src/notices/template';

const LOW_BALANCE = `【余额预警】{{date}} {{customer}} 有 {{count}} 个账户余额不足：
{{#rows}}- {{account}}：余额 {{balance}} 元，约可用 {{runway}} 天（运营 {{operator}}）
{{/rows}}请及时充值。`;

describe('notice templates', () => {
  it('render the notice’s values and a line per row', () => {
    const text = renderTemplate(LOW_BALANCE, { date: '2026-11-27', customer: '花漾美妆', count: '2' }, [
      { account: '花漾旗舰店', balance: '1,200.00', runway: '0.8', operator: '张三' },
      { account: '花漾二店', balance: '300.00', runway: '0.2' },
    ]);
    expect(text).toBe(`【余额预警】2026-11-27 花漾美妆 有 2 个账户余额不足：
- 花漾旗舰店：余额 1,200.00 元，约可用 0.8 天（运营 张三）
- 花漾二店：余额 300.00 元，约可用 0.2 天（运营 ##）
请及时充值。`);
    expect(renderTemplate(LOW_BALANCE, {}, [])).toBe(
      '【余额预警】## ## 有 ## 个账户余额不足：\n请及时充值。',
    );
  });

  it('are refused naming a variable they do not know, or a block not closed or nested', () => {
    expect(checkTemplate(LOW_BALANCE)).toBeNull();
    expect(checkTemplate('{{ date }} {{custmer}}')).toEqual({ message: 'templateVariable', name: 'custmer' });
    // A row's variable is known only within the rows' block.
    expect(checkTemplate('{{account}}')).toEqual({ message: 'templateVariable', name: 'account' });
    expect(checkTemplate('{{#rows}}{{account}}')).toEqual({ message: 'templateBlock', name: 'rows' });
    expect(checkTemplate('{{#rows}}{{#rows}}{{/rows}}{{/rows}}')).toEqual({
      message: 'templateBlock',
      name: 'rows',
    });
    expect(checkTemplate('{{/rows}}')).toEqual({ message: 'templateBlock', name: 'rows' });
    expect(checkTemplate('{{#accounts}}{{/accounts}}')).toEqual({
      message: 'templateBlock',
      name: 'accounts',
    });
    expect(
      formatMessage(
        'templateVariable',
        'zh',
        problemParams({ message: 'templateVariable', name: 'custmer' }),
      ),
    ).toBe('模板中没有变量 {{custmer}}');
  });
});

describe('a template’s variables', () => {
  const inherited = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];

  it('are the declared ones only, never a name every object inherits', () => {
    for (const name of inherited) {
      expect(checkTemplate(`{{${name}}}`)).toEqual({ message: 'templateVariable', name });
      expect(checkTemplate(`{{#rows}}{{${name}}}{{/rows}}`)).toEqual({ message: 'templateVariable', name });
    }
  });

  it('render an undeclared one as written, never a value found on Object.prototype', () => {
    // A template stored before its check refused such a name is still sent, and shows what it says.
    const body = inherited.map((name) => `{{${name}}}`).join(' ');
    expect(renderTemplate(body, { date: '2026-11-27' }, [])).toBe(body);
    expect(renderTemplate(`{{#rows}}{{constructor}}{{account}}{{/rows}}`, {}, [{ account: 'A' }])).toBe(
      '{{constructor}}A',
    );
    expect(renderTemplate('{{date}}', {}, [])).toBe('##');
  });
});
