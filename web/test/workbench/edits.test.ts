import { describe, expect, it } from 'vitest';
import { accountTaskInput, monitorAccountInput, quarterTargetInput } from '@adops/common/contract/workbench';
import { accountTaskBody, monitorBody, monthOf, quarterTargetBody } from '../../src/pages/workbench/edits';
import { quarterAfter, quarterValues } from '../../src/pages/workbench/quarters';

describe('the body of a quarter’s target', () => {
  it('sends the team its level’s picker names as scopeId, and none for the company', () => {
    const department = quarterTargetBody({
      level: 'department',
      departmentId: 12,
      groupId: 3,
      quarter: '2026-10-01',
      amount: 500_000_00,
    });
    expect(department).toEqual({
      level: 'department',
      scopeId: 12,
      quarter: '2026-10-01',
      amount: 500_000_00,
    });
    expect(
      quarterTargetBody({ level: 'operator', operatorId: 45, quarter: '2026-10-01', amount: 1 }).scopeId,
    ).toBe(45);
    const company = quarterTargetBody({
      level: 'company',
      departmentId: 12,
      quarter: '2027-01-01',
      amount: 0,
    });
    expect(company).toEqual({ level: 'company', quarter: '2027-01-01', amount: 0 });
    // What the server takes.
    expect(quarterTargetInput.safeParse(department).success).toBe(true);
    expect(quarterTargetInput.safeParse(company).success).toBe(true);
  });
});

describe('the body of an account’s task', () => {
  it('is for the month of the list’s range end, by its first day', () => {
    expect(monthOf('2026-11-26')).toBe('2026-11-01');
    const body = accountTaskBody(7, '2026-11-30', 123_45);
    expect(body).toEqual({ accountId: 7, month: '2026-11-01', amount: 123_45 });
    expect(accountTaskInput.safeParse(body).success).toBe(true);
  });
});

describe('the body of a monitored account', () => {
  it('watches it with the thresholds set, an emptied one as none', () => {
    const body = monitorBody(7, { accountId: 7, hourlyFee: 50_000, balance: null });
    expect(body).toEqual({ accountId: 7, monitored: true, hourlyFee: 50_000, balance: null });
    expect(monitorBody(7, {})).toEqual({ accountId: 7, monitored: true, hourlyFee: null, balance: null });
    expect(monitorAccountInput.safeParse(body).success).toBe(true);
  });

  it('stops watching it', () => {
    expect(monitorBody(7, null)).toEqual({ accountId: 7, monitored: false });
    expect(monitorAccountInput.safeParse(monitorBody(7, null)).success).toBe(true);
  });
});

describe('the quarters a target is set for', () => {
  it('follow each other across a year’s end', () => {
    expect(quarterAfter('2026-11-26', 0)).toBe('2026-10-01');
    expect(quarterAfter('2026-11-26', 1)).toBe('2027-01-01');
    expect(quarterAfter('2026-03-31', 3)).toBe('2026-10-01');
    expect(quarterAfter('2026-12-31', 5)).toBe('2028-01-01');
  });

  it('are this one and those after it, titled in both languages', () => {
    const values = quarterValues('2026-11-26', 3, {
      zh: '{{year}}年第{{quarter}}季度',
      en: '{{year}} Q{{quarter}}',
    });
    expect(values).toEqual({
      '2026-10-01': { zh: '2026年第4季度', en: '2026 Q4' },
      '2027-01-01': { zh: '2027年第1季度', en: '2027 Q1' },
      '2027-04-01': { zh: '2027年第2季度', en: '2027 Q2' },
    });
  });
});
