import { and, eq } from 'drizzle-orm';
import { moduleOf } from '@adops/common/menu';
import { INVOICE_FLOW } from '@adops/common/orders';
import { formatYuan } from '@adops/common/format';
import {
  INVOICE_COMMANDS,
  invoiceFilters,
  invoiceSaveInput,
  type InvoiceRow,
} from '@adops/common/contract/money';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { customers, invoices } from '../../db/schema';
import { conflict } from '../../http/errors';
import { onDays } from '../../db/onDays';
import { resourceRoutes } from '../../resources/resource';
import { uninvoiced } from './amounts';
import { joinPeople, people } from './people';
import { shanghaiTimestamp } from '../../db/text';
import { moneyScopeColumns } from './scope';
import { editableIn, moneyKeyword } from './shared';
import { flowStep, moves } from './steps';

const INVOICES = moduleOf('orderInvoice');

const who = people({ requester: invoices.requesterId, issuer: invoices.issuerId });

const query = (db: Executor) =>
  joinPeople(
    db
      .select({
        id: invoices.id,
        customerId: invoices.customerId,
        customerName: customers.name,
        amount: invoices.amount,
        title: invoices.title,
        status: invoices.status,
        number: invoices.number,
        issuedOn: invoices.issuedOn,
        ...who.names,
        issuedAt: shanghaiTimestamp(invoices.issuedAt, 'issued_at'),
        rejectReason: invoices.rejectReason,
        remark: invoices.remark,
        createTime: shanghaiTimestamp(invoices.createdAt, 'create_time'),
      })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.customerId))
      .$dynamic(),
    who.joins,
  );

/** Who decided on an invoice, and when. */
const issuedBy = (userId: number, now: Date) => ({ issuerId: userId, issuedAt: now });

export function invoiceResource(app: AppContext) {
  return resourceRoutes<InvoiceRow, typeof invoiceFilters, typeof invoiceSaveInput>(app, {
    path: 'invoice',
    entity: 'invoice',
    table: invoices,
    id: invoices.id,
    access: INVOICES,
    query,
    scope: moneyScopeColumns(invoices.customerId),
    filters: invoiceFilters,
    where: (f) =>
      and(
        f.status ? eq(invoices.status, Number(f.status)) : undefined,
        f.customerId ? eq(invoices.customerId, f.customerId) : undefined,
        onDays(invoices.createdAt, f),
      ),
    keyword: (text) => moneyKeyword(text, customers.name, invoices.title),
    sorts: {
      id: invoices.id,
      amount: invoices.amount,
      status: invoices.status,
      createTime: invoices.createdAt,
    },
    defaultSort: '-id',
    parties: [invoices.requesterId, invoices.issuerId],
    save: {
      input: invoiceSaveInput,
      references: { customerId: 'customer' },
      async values(input, { tx, user }, before) {
        editableIn(INVOICE_FLOW, before, 'invoice');
        // The customer held while its room is counted: two requests at once cannot both take it.
        await tx
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.id, input.customerId))
          .for('update');
        const left = await uninvoiced(tx, input.customerId, before?.id);
        if (input.amount > left) throw conflict('overUninvoiced', { left: formatYuan(Math.max(0, left)) });
        const fields = { ...input, remark: input.remark ?? null };
        return before ? fields : { ...fields, requesterId: user.userId };
      },
    },
    commands: [
      flowStep<InvoiceRow>(
        app,
        INVOICE_FLOW,
        INVOICE_COMMANDS.issue,
        moves(invoices, invoices.id, ({ user, now }, _row, input) => ({
          number: input.number,
          issuedOn: input.date,
          ...issuedBy(user.userId, now),
        })),
      ),
      flowStep<InvoiceRow>(
        app,
        INVOICE_FLOW,
        INVOICE_COMMANDS.reject,
        moves(invoices, invoices.id, ({ user, now }, _row, input) => ({
          rejectReason: input.reason,
          ...issuedBy(user.userId, now),
        })),
      ),
    ],
  });
}
