import { ROLE } from '../roles';

/** The five pending counters of the message dropdown (spec section 3), each as amount and time of the newest. */
export const MESSAGE_COUNTERS = [
  'pendingReviewOrder',
  'pendingPayment',
  'pendingRefund',
  'unprocessedWithdrawal',
  'pendingInvoice',
] as const;
export type MessageCounter = (typeof MESSAGE_COUNTERS)[number];

export interface Counter {
  amount: number;
  createTime: string | null;
}
export type MessageCounts = Record<MessageCounter, Counter>;

export interface MessageLink {
  counter: MessageCounter;
  path: string;
  query: Record<string, number>;
}

/**
 * Spec sections 2 and 6: role 3 sees only its orders to review (status 2000); role 7 sees orders to review
 * (3000), payments and refunds to confirm, withdrawals to handle and invoices to issue.
 */
export const MESSAGE_LINKS: Partial<Record<number, MessageLink[]>> = {
  [ROLE.SALES]: [
    { counter: 'pendingReviewOrder', path: '/orders/orderManagement', query: { orderStatus: 2000 } },
  ],
  [ROLE.FINANCE]: [
    { counter: 'pendingReviewOrder', path: '/orders/orderManagement', query: { orderStatus: 3000 } },
    { counter: 'pendingPayment', path: '/orders/orderSettlement', query: { status: 1 } },
    { counter: 'pendingRefund', path: '/orders/orderSettlement', query: { status: 3 } },
    { counter: 'unprocessedWithdrawal', path: '/orders/withdrawalRecord', query: { status: 4002 } },
    { counter: 'pendingInvoice', path: '/orders/orderInvoice', query: { status: 1 } },
  ],
};

/** What the shell needs to know of the server's configuration. */
export interface ConsoleSettings {
  sisterCrmUrl: string;
  secondLoginUrl: string;
}
