import { describe, expect, it } from 'vitest';
import { MESSAGE_LINKS } from '../src/contract/message';
import {
  commandsOf,
  machineOf,
  mayTake,
  refusalOf,
  rolesFrom,
  statesFrom,
  step,
  target,
  type Flow,
} from '../src/flow';
import { INVOICE_FLOW, ORDER_FLOW, SETTLEMENT_FLOW, WITHDRAWAL_FLOW } from '../src/orders';
import { ROLE } from '../src/roles';

const { SALES, FINANCE, OPERATOR, ADMIN } = ROLE;
const FLOWS = [ORDER_FLOW, SETTLEMENT_FLOW, WITHDRAWAL_FLOW, INVOICE_FLOW] as Flow<string, string>[];
const EVERY_ROLE = Object.values(ROLE);

describe('a recharge order', () => {
  it('goes from sales review to finance review to approved', () => {
    expect(step(ORDER_FLOW, 'approve', '2000', [SALES])).toEqual({ to: '3000' });
    expect(step(ORDER_FLOW, 'approve', '3000', [FINANCE])).toEqual({ to: '4000' });
  });

  it('is rejected at either review by its reviewer', () => {
    expect(step(ORDER_FLOW, 'reject', '2000', [SALES])).toEqual({ to: '5000' });
    expect(step(ORDER_FLOW, 'reject', '3000', [FINANCE])).toEqual({ to: '5000' });
  });

  it('is refused a review by the other reviewer or anyone else, and any step once decided', () => {
    expect(step(ORDER_FLOW, 'approve', '3000', [SALES])).toEqual({ refused: 'role' });
    expect(step(ORDER_FLOW, 'approve', '2000', [FINANCE])).toEqual({ refused: 'role' });
    expect(step(ORDER_FLOW, 'approve', '2000', [OPERATOR, ADMIN])).toEqual({ refused: 'role' });
    for (const decided of ['4000', '5000'] as const)
      for (const command of ['approve', 'reject'] as const)
        expect(step(ORDER_FLOW, command, decided, [SALES, FINANCE])).toEqual({ refused: 'state' });
  });

  it('lets each reviewer take only the steps of the state waiting for them', () => {
    const approve = rolesFrom(ORDER_FLOW, 'approve');
    expect(approve).toEqual({ 2000: [SALES], 3000: [FINANCE] });
    expect(mayTake(approve['2000'], [SALES, OPERATOR])).toBe(true);
    expect(mayTake(approve['2000'], [FINANCE, ADMIN])).toBe(false);
    expect(mayTake(undefined, [])).toBe(true);
    expect(target(ORDER_FLOW, 'approve', '3000')).toBe(4000);
    expect(() => target(ORDER_FLOW, 'approve', '4000')).toThrow();
    expect(statesFrom(ORDER_FLOW, 'approve')).toEqual(['2000', '3000']);
    expect(machineOf(ORDER_FLOW).of({ status: 3000 })).toBe('3000');
  });
});

describe('a refused step', () => {
  const approve = [statesFrom(ORDER_FLOW, 'approve'), rolesFrom(ORDER_FLOW, 'approve')] as const;

  it('names the state to a caller who takes the command from some state, as a racing caller who lost', () => {
    expect(refusalOf(...approve, '2000', [SALES])).toBeNull();
    expect(refusalOf(...approve, '3000', [SALES])).toBe('state');
    expect(refusalOf(...approve, '2000', [FINANCE])).toBe('state');
    expect(refusalOf(...approve, '4000', [SALES, FINANCE])).toBe('state');
    expect(refusalOf(['1'], undefined, '2', [])).toBe('state');
  });

  it('is a matter of role only for a caller whose roles never take the command', () => {
    expect(refusalOf(...approve, '2000', [OPERATOR, ADMIN])).toBe('role');
    expect(refusalOf(...approve, '5000', [OPERATOR])).toBe('role');
  });
});

describe('settlements, withdrawals and invoices', () => {
  it('confirm a payment or a refund by finance only', () => {
    expect(step(SETTLEMENT_FLOW, 'confirm', '1', [FINANCE])).toEqual({ to: '2' });
    expect(step(SETTLEMENT_FLOW, 'confirm', '3', [FINANCE])).toEqual({ to: '4' });
    expect(step(SETTLEMENT_FLOW, 'confirm', '1', [SALES])).toEqual({ refused: 'role' });
    expect(step(SETTLEMENT_FLOW, 'confirm', '2', [FINANCE])).toEqual({ refused: 'state' });
  });

  it('pass a withdrawal on by sales, then process or reject it by finance', () => {
    expect(step(WITHDRAWAL_FLOW, 'pass', '4001', [SALES])).toEqual({ to: '4002' });
    expect(step(WITHDRAWAL_FLOW, 'process', '4002', [FINANCE])).toEqual({ to: '4003' });
    expect(step(WITHDRAWAL_FLOW, 'reject', '4002', [FINANCE])).toEqual({ to: '4004' });
    expect(step(WITHDRAWAL_FLOW, 'process', '4001', [FINANCE])).toEqual({ refused: 'state' });
  });

  it('issue or reject an invoice by finance, once', () => {
    expect(step(INVOICE_FLOW, 'issue', '1', [FINANCE])).toEqual({ to: '2' });
    expect(step(INVOICE_FLOW, 'reject', '1', [FINANCE])).toEqual({ to: '3' });
    expect(step(INVOICE_FLOW, 'issue', '3', [FINANCE])).toEqual({ refused: 'state' });
  });

  it('end in states that offer nobody anything, reached by some step', () => {
    for (const flow of FLOWS) {
      const reached = new Set(
        Object.values(flow.steps).flatMap((from) => Object.values(from).map((s) => s!.to)),
      );
      const ends = flow.states.filter((s) => commandsOf(flow, s, EVERY_ROLE).length === 0);
      expect(ends.length).toBeGreaterThan(0);
      for (const end of ends) expect(reached).toContain(end);
    }
  });
});

describe('the message dropdown', () => {
  const FLOW_OF_PAGE: Record<string, Flow<string, string>> = {
    '/orders/orderManagement': ORDER_FLOW,
    '/orders/orderSettlement': SETTLEMENT_FLOW,
    '/orders/withdrawalRecord': WITHDRAWAL_FLOW,
    '/orders/orderInvoice': INVOICE_FLOW,
  };

  it('links each role to records in a state where that role has a step to take', () => {
    for (const [role, links] of Object.entries(MESSAGE_LINKS))
      for (const link of links!) {
        const flow = FLOW_OF_PAGE[link.path]!;
        const status = String(Object.values(link.query)[0]);
        expect(commandsOf(flow, status, [Number(role)]), `${role} ${link.path} ${status}`).not.toEqual([]);
      }
  });
});
