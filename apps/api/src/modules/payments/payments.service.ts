import type { FastifyBaseLogger } from 'fastify';
import { buildPagination, type Pagination } from '@aabhushan/shared/rules/pagination';
import { rupeesToPaise } from '@aabhushan/shared/rules/money';
import { PAYMENT_MESSAGES as M, type Payment, type PaymentMethod } from '@aabhushan/shared/schemas/payments';
import type { Database } from '../../db/client';
import { newId } from '../../lib/new-id';
import type { StoreSettingsValues } from '../settings/store-settings';
import { isTestGateway, type PaymentGateway } from './payment-gateway';
import { createPaymentLedger } from './payment-ledger';
import { codRefusal } from '@aabhushan/shared/rules/cash-on-delivery';
import { listPaymentMethods } from './payment-methods';
import { createOnlinePayments } from './online-payments';
import { done, refuse, type Outcome } from './payment-outcome';
import type { OrdersPort, PayableOrder } from './orders-port';
import type { PaymentPurpose, PaymentPurposes } from './payment-purposes';
import { captureFoundPayment } from './payment-reconcile';
import { takeStoreSnapshot } from '../settings/store-snapshot';
import { ADMIN_GOLD_PLAN_MESSAGES } from '@aabhushan/shared/schemas/gold-plans';
import { toPayment } from './payments.mapper';
import { findCartProductIds, findCodFlags, findOrderPayments, findOwnPayment, findPaymentByProviderOrder, findPaymentForStaff, findPurposePayments, insertPayment, listPayments, lockPaymentById, updatePayment } from './payments.repository';
import { reasonValues } from '../../lib/reason-values';



/** How long a request a shopper waits on asks the gateway before going on without its answer. */
const INTERACTIVE_GATEWAY_MS = 5_000;

export interface PaymentsDeps {
  gateway: PaymentGateway;
  orders: OrdersPort;
  /** Orders and gold plan instalments, as the ledger hands them a payment's news. */
  purposes: PaymentPurposes;
  /** The PIN directory's cash-on-delivery flag (addresses module); null for an unknown PIN. */
  findPin: (pin: string) => { codAvailable: boolean } | null;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** /api/payments: online payment through the ledger and cash on delivery, judged by the store settings (docs/architecture.md). */
export function createPaymentsService(db: Database, deps: PaymentsDeps) {
  const { gateway, orders, findPin } = deps;
  const ledger = createPaymentLedger(db, deps);
  const online = createOnlinePayments(db, { ...deps, ledger });
  const pinAllowsCod = (pin: string | undefined) => (pin ? (findPin(pin)?.codAvailable ?? false) : undefined);
  const orderCodFacts = (order: PayableOrder, settings: StoreSettingsValues) => ({ itemsAllowCod: order.itemsAllowCod, pinAllowsCod: order.pinAllowsCod, totalPaise: order.amountDuePaise, codLimitPaise: settings.codLimitPaise });

  return {
    ...online,
    ledger,
    /** Which gateway takes the money (Checkout's key id), for answers that open Checkout. */
    gateway: { provider: gateway.provider, keyId: gateway.keyId },

    /** For a placed order, or before it (`pin`, `amount` in rupees) from the customer's cart. */
    async methods(userId: string, query: { orderId?: string; pin?: string; amount?: number }, settings: StoreSettingsValues): Promise<Outcome<PaymentMethod[]>> {
      if (query.orderId) {
        const order = await orders.findOwnedOrder(userId, query.orderId);
        if (!order) return refuse(404, M.orderNotFound);
        return done(listPaymentMethods(orderCodFacts(order, settings)), M.methodsLoaded);
      }
      const totalPaise = query.amount === undefined ? undefined : rupeesToPaise(query.amount);
      const itemsAllowCod = (await findCodFlags(db, await findCartProductIds(db, userId))).every(Boolean);
      const facts = { itemsAllowCod, pinAllowsCod: pinAllowsCod(query.pin), totalPaise, codLimitPaise: settings.codLimitPaise };
      return done(listPaymentMethods(facts), M.methodsLoaded);
    },

    /** Cash on delivery: its rules (items, PIN, limit), then the orders module confirms the order. */
    async cod(userId: string, orderId: string, settings: StoreSettingsValues): Promise<Outcome<{ order: unknown; payment: Payment }>> {
      const order = await orders.findOwnedOrder(userId, orderId);
      if (!order) return refuse(404, M.orderNotFound);
      if (order.paymentStatus === 'paid') return refuse(409, M.orderAlreadyPaid);
      const refusal = codRefusal(orderCodFacts(order, settings));
      if (refusal) return refuse(400, M.codRefused(...reasonValues(refusal)));
      const confirmed = await orders.confirmCashOnDelivery(userId, orderId, settings);
      if (!confirmed.ok) return refuse(confirmed.status, M.codRefused(...reasonValues(confirmed.message)));
      const existing = (await findOrderPayments(db, orderId)).find((row) => row.provider === 'cod');
      const row = existing ?? (await insertPayment(db, { id: newId(), orderId, userId, provider: 'cod', method: 'cod', amountPaise: order.amountDuePaise }));
      return done({ order: await orders.orderAnswer(userId, orderId, settings), payment: toPayment(row) }, M.codConfirmed);
    },

    async history(userId: string, page: number, limit: number): Promise<{ data: Payment[]; pagination: Pagination }> {
      const { rows, total } = await listPayments(db, userId, page, limit);
      return { data: rows.map(toPayment), pagination: buildPagination(page, limit, total) };
    },

    async get(userId: string, id: string): Promise<Outcome<Payment>> {
      const row = await findOwnPayment(db, userId, id);
      return row ? done(toPayment(row), M.loaded) : refuse(404, M.notFound);
    },

    /** Closes an attempt the customer gave up on; a captured payment is refunded by cancelling the order. */
    async cancel(userId: string, id: string, reason: string): Promise<Outcome<Payment>> {
      const own = await findOwnPayment(db, userId, id);
      if (!own) return refuse(404, M.notFound);
      const row = await db.transaction(async (tx) => {
        const locked = (await lockPaymentById(tx, own.id))!;
        if (locked.status !== 'created' && locked.status !== 'authorized') return locked;
        if (locked.provider === 'cod') return locked;
        return updatePayment(tx, locked.id, { status: 'failed', failureReason: `${M.cancelledByUser}: ${reason}` });
      });
      if (row.status === 'failed') return done(toPayment(row), M.cancelled);
      return refuse(400, row.provider === 'cod' ? M.codNotCancellable : M.alreadyCaptured);
    },

    /** Staff: refunds `amount` rupees (or what is left) of a captured order payment at the provider. */
    async refund(id: string, amount: number | undefined, reason: string): Promise<Outcome<Payment>> {
      const row = await findPaymentForStaff(db, id);
      if (!row) return refuse(404, M.notFound);
      // The plan's terms: what a gold plan holds is redeemed against jewellery, never paid back.
      if (row.goldPlanEnrolmentId) return refuse(400, ADMIN_GOLD_PLAN_MESSAGES.noCashRefund);
      const amountPaise = amount === undefined ? undefined : rupeesToPaise(amount);
      try {
        const result = await ledger.refundRow(row.id, reason, amountPaise);
        if ('refused' in result) return refuse(400, result.refused === 'too-large' ? M.refundTooLarge : M.notCaptured);
        return done(toPayment(result), M.refunded);
      } catch (error) {
        deps.log.error({ err: error, paymentId: row.id }, 'refund failed at the provider');
        return refuse(502, M.refundFailed);
      }
    },

    refundPaidOrder: ledger.refundPaidOrder,

    /**
     * Before another attempt to pay a gold plan instalment: the earlier attempts not settled are
     * looked up at the gateway (a shopper may have paid and closed the tab before verify), and a
     * payment found is recorded as verify records it. True when one was. A gateway that does not
     * answer in time changes nothing: the webhook still records such a payment.
     */
    async reconcileAttempts(purpose: PaymentPurpose): Promise<boolean> {
      const unsettled = (await findPurposePayments(db, purpose)).filter((row) => row.status === 'created' || row.status === 'authorized' || row.status === 'failed');
      if (unsettled.length === 0) return false;
      try {
        return (await captureFoundPayment({ gateway, ledger, answerMs: INTERACTIVE_GATEWAY_MS }, unsettled, takeStoreSnapshot().settings)).found;
      } catch (error) {
        deps.log.warn({ err: error, purpose }, 'earlier payment attempts could not be checked at the gateway');
        return false;
      }
    },

    /** The TEST MODE dialog's buttons: a payment signed as Razorpay signs it, or a failed attempt. */
    async testGatewayPay(userId: string, providerOrderId: string, outcome: 'success' | 'failure'): Promise<Outcome<{ razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }>> {
      if (!isTestGateway(gateway)) return refuse(404, M.testGatewayOff);
      const row = await findPaymentByProviderOrder(db, providerOrderId);
      if (!row || row.userId !== userId || row.provider !== 'test') return refuse(404, M.notFound);
      if (row.status === 'captured' || row.status === 'refunded') return refuse(409, M.orderAlreadyPaid);
      if (outcome === 'failure') {
        await ledger.fail(providerOrderId, 'Declined in the test gateway');
        return refuse(402, M.paymentFailed);
      }
      const paid = gateway.pay(providerOrderId, row.amountPaise, row.method);
      return done({ razorpay_payment_id: paid.providerPaymentId, razorpay_order_id: providerOrderId, razorpay_signature: paid.signature }, M.testPaid);
    },

  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
