import type { AppContext } from '../../context';
import type { RouteSpec } from '../../http/route';
import { invoiceResource } from './invoices';
import { orderRecharged, orderResource } from './orders';
import { settlementRefunded, settlementResource } from './settlements';
import { resumeTransfers, type Finisher, type TransferSubject } from './transfer';
import { withdrawalProcessed, withdrawalResource } from './withdrawals';

/** The money's records: recharge orders, settlements, withdrawals and invoices. */
export function moneyRoutes(app: AppContext): RouteSpec[] {
  return [
    ...orderResource(app),
    ...settlementResource(app),
    ...withdrawalResource(app),
    ...invoiceResource(app),
  ];
}

/** How each record moves on once its money has moved. */
const FINISHERS: Record<TransferSubject, Finisher> = {
  order: orderRecharged,
  settlement: settlementRefunded,
  withdrawal: withdrawalProcessed,
};

/** Finishes every transfer a crash or a silent platform left pending: run at every start. */
export const resumeMoney = (app: AppContext) => resumeTransfers(app, FINISHERS);
