import type { KeysOf } from '../../i18n/keys';
import { defineTexts } from '../../i18n/define';

/** Texts of /orders: recharge orders, settlements, withdrawals and invoices. */
const TEXTS = defineTexts({
  'money.orderNo': { zh: '订单号', en: 'Order no.' },
  'money.withdrawalNo': { zh: '提现单号', en: 'Withdrawal no.' },
  'money.customer': { zh: '客户', en: 'Customer' },
  'money.account': { zh: '账户', en: 'Account' },
  'money.platformId': { zh: '账户ID', en: 'Account ID' },
  'money.amount': { zh: '金额', en: 'Amount' },
  'money.paymentMethod': { zh: '付款方式', en: 'Payment' },
  'money.status': { zh: '状态', en: 'Status' },
  'money.kind': { zh: '类型', en: 'Kind' },
  'money.remark': { zh: '备注', en: 'Remark' },
  'money.submitter': { zh: '提交人', en: 'Submitted by' },
  'money.salesReviewer': { zh: '商务审核', en: 'Sales review' },
  'money.salesReviewedAt': { zh: '商务审核时间', en: 'Sales reviewed' },
  'money.financeReviewer': { zh: '财务审核', en: 'Finance review' },
  'money.financeReviewedAt': { zh: '财务审核时间', en: 'Finance reviewed' },
  'money.rejectReason': { zh: '驳回原因', en: 'Reason rejected' },
  'money.createTime': { zh: '提交时间', en: 'Submitted' },
  'money.start': { zh: '提交开始日期', en: 'Submitted from' },
  'money.end': { zh: '提交结束日期', en: 'Submitted to' },
  'money.keyword': { zh: '客户 / 账户 / 订单号', en: 'Customer, account or order no.' },
  'money.keywordNoOrder': { zh: '客户 / 账户', en: 'Customer or account' },
  'money.keywordInvoice': { zh: '客户 / 发票抬头', en: 'Customer or invoice title' },
  'money.requester': { zh: '申请人', en: 'Requested by' },
  'money.confirmer': { zh: '确认人', en: 'Confirmed by' },
  'money.confirmedAt': { zh: '确认时间', en: 'Confirmed' },
  'money.order': { zh: '充值订单', en: 'Recharge order' },
  'money.passer': { zh: '商务审核', en: 'Passed on by' },
  'money.passedAt': { zh: '审核时间', en: 'Passed on' },
  'money.processor': { zh: '财务处理', en: 'Processed by' },
  'money.processedAt': { zh: '处理时间', en: 'Processed' },
  'money.title': { zh: '发票抬头', en: 'Invoice title' },
  'money.number': { zh: '发票号码', en: 'Invoice number' },
  'money.issuedOn': { zh: '开票日期', en: 'Issued on' },
  'money.issuer': { zh: '开票人', en: 'Issued by' },
  'money.reason': { zh: '驳回原因', en: 'Reason' },
  'money.fundRecords': { zh: '资金记录', en: 'Fund records' },
  'money.confirmApprove': {
    zh: '确定审核通过订单 {{name}} 吗？财务通过后将向账户充值',
    en: 'Approve order {{name}}? Finance’s approval recharges the account',
  },
  'money.confirmConfirm': {
    zh: '确定确认结算单 {{name}} 吗？退款将从账户转出',
    en: 'Confirm settlement {{name}}? A refund leaves the account',
  },
  'money.confirmPass': {
    zh: '确定将提现单 {{name}} 提交财务处理吗？',
    en: 'Pass withdrawal {{name}} on to finance?',
  },
  'money.confirmProcess': {
    zh: '确定处理提现单 {{name}} 吗？金额将从账户转出',
    en: 'Process withdrawal {{name}}? The amount leaves the account',
  },
});

declare module '../../i18n/keys' {
  interface FeatureTexts extends KeysOf<typeof TEXTS> {}
}

export default TEXTS;
