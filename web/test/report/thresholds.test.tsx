import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { THRESHOLDS_SAVE_URL, THRESHOLDS_URL } from '@adops/common/contract/thresholds';
import { DEFAULT_THRESHOLDS, THRESHOLD_RULES, thresholdsInput } from '@adops/common/thresholds';
import { formValues, savedValues, THRESHOLD_FIELDS } from '../../src/report/thresholds/fields';
import { ThresholdsButton } from '../../src/report/thresholds/ThresholdsButton';
import { captureToasts, renderPage, SLOW } from '../resource/render';
import { installDomGaps, stubApi } from '../system/dom';

beforeAll(installDomGaps);
afterEach(() => vi.unstubAllGlobals());

/** One step past an end of a field's range in the form's units (a cent, a basis point, a hundredth). */
const STEP = { money: 1, rate: 1, count: 1, number: 0.01 } as Record<string, number>;

describe('the thresholds form', () => {
  it('enters a share as a percentage and saves it as the share', () => {
    const form = formValues(DEFAULT_THRESHOLDS);
    expect(form.descentRatio).toBe(3000);
    expect(savedValues({ ...form, descentRatio: 2500 })).toEqual({
      ...DEFAULT_THRESHOLDS,
      descentRatio: 0.25,
    });
  });

  it('takes exactly the values the server takes, each field at both ends of its range', () => {
    const accepted = (key: string, formValue: number) =>
      thresholdsInput.safeParse(savedValues({ ...formValues(DEFAULT_THRESHOLDS), [key]: formValue })).success;
    for (const field of THRESHOLD_FIELDS) {
      const [min, max] = field.range!;
      const step = STEP[field.kind]!;
      expect([field.name, accepted(field.name, min), accepted(field.name, max)]).toEqual([
        field.name,
        true,
        true,
      ]);
      expect([field.name, accepted(field.name, min - step), accepted(field.name, max + step)]).toEqual([
        field.name,
        false,
        false,
      ]);
    }
    expect(THRESHOLD_FIELDS.map((f) => f.name)).toEqual(Object.keys(THRESHOLD_RULES));
  });
});

describe('the thresholds dialog', { timeout: 60_000 }, () => {
  const descentRatio = () => screen.getByLabelText('消耗下降比例') as HTMLInputElement;

  it('refuses a value out of range naming the field before sending anything, then saves the shares', async () => {
    const calls = stubApi({
      [THRESHOLDS_URL]: { values: DEFAULT_THRESHOLDS, editable: true },
      [THRESHOLDS_SAVE_URL]: null,
    });
    const toasts = captureToasts();
    renderPage(<ThresholdsButton />);
    fireEvent.click(screen.getByTestId('thresholds-open'));
    await waitFor(() => expect(descentRatio().value).toBe('30.00'), SLOW);

    fireEvent.change(descentRatio(), { target: { value: '150' } });
    fireEvent.click(screen.getByTestId('thresholds-form-save'));
    await screen.findByText('消耗下降比例须在 1.00% 至 99.00% 之间', {}, SLOW);
    expect(calls.filter((c) => c.path === THRESHOLDS_SAVE_URL)).toEqual([]);

    fireEvent.change(descentRatio(), { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('thresholds-form-save'));
    await waitFor(() => expect(toasts).toEqual(['保存成功']), SLOW);
    const saved = calls.filter((c) => c.path === THRESHOLDS_SAVE_URL);
    expect(saved.map((c) => c.body)).toEqual([{ ...DEFAULT_THRESHOLDS, descentRatio: 0.25 }]);
  });

  it('shows the values in force, not a form, to whoever may not change them', async () => {
    const calls = stubApi({
      [THRESHOLDS_URL]: { values: { ...DEFAULT_THRESHOLDS, lowBalanceDays: 5 }, editable: false },
    });
    renderPage(<ThresholdsButton />);
    fireEvent.click(screen.getByTestId('thresholds-open'));
    const values = await screen.findByTestId('thresholds-values', {}, SLOW);
    expect(within(values).getByText('余额不足天数').closest('tr')?.textContent).toContain('5');
    expect(within(values).getByText('30.00%')).toBeTruthy();
    expect(screen.queryByTestId('thresholds-form')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual([THRESHOLDS_URL]);
  });
});
