import { ResourceTable } from '../../resource/ResourceTable';
import { registerTexts } from '../../i18n';
import { INVOICES, ORDERS, SETTLEMENTS, WITHDRAWALS } from './resources';
import ORDER_TEXTS from './texts';

registerTexts(ORDER_TEXTS);

/** The /orders pages: each a definition and nothing more. */
export const Orders = () => <ResourceTable def={ORDERS} />;
export const Settlements = () => <ResourceTable def={SETTLEMENTS} />;
export const Withdrawals = () => <ResourceTable def={WITHDRAWALS} />;
export const Invoices = () => <ResourceTable def={INVOICES} />;
