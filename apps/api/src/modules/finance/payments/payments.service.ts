import {
  authMessages,
  type BankDataResponse,
  type BoletoResponse,
  buildBoletoForm,
  buildNewParcel,
  buildPixPayload,
  financeMessages,
  type IsoDate,
  type LinkCheckoutRequest,
  type NewParcelRequest,
  orderApiMessages,
  type ParcelWire,
  PaymentMethod,
  type PaymentReturnResponse,
  type PixResponse,
  parcelCharge,
  parcelToWire,
  permissionsFor,
  toCents,
  todayInSaoPaulo,
  validatePaymentRequest,
} from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import type { PaymentsConfig } from '../../../config';
import { AppError } from '../../../lib/errors';
import type { Actor } from '../../../platform/sessions/actor';
import type { UnitOfWork } from '../../../platform/unit-of-work';
import { assertAddressReviewed } from '../../profile';
import type { PaymentProvider } from '../providers/provider';
import type { SandboxPassClaim } from '../providers/sandbox';
import type { PaymentSettingsStore } from '../settings/payment-settings';
import { chooserContext, contractOf, toParcel } from '../student/finance.mapper';
import type { FinanceRow } from '../student/finance.repository';
import type { FinanceSubject } from '../student/finance.service';
import { type PaymentsRepository, paymentsRepository, type StudentParcel } from './payments.repository';

/** Hands the browser of the calling session a header value (the sandbox's pass cookie). */
export type GrantPass = (setCookie: string) => void;

type Deps = {
  /** The acting student's finance row, refused to whoever has no finance section (finance's rule). */
  finance: FinanceSubject;
  repo: PaymentsRepository;
  uow: UnitOfWork;
  provider: PaymentProvider;
  settings: PaymentSettingsStore;
  config: Pick<PaymentsConfig, 'boletoAgreementId' | 'boletoRefPrefix' | 'boletoBankUrl'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /**
   * The sandbox's pass for a charge it issued, as a Set-Cookie value (decision 101): its pages pay only for
   * the session that asked for the charge. Absent for a real provider.
   */
  sandboxPass?: (claim: SandboxPassClaim) => string;
  today?: () => IsoDate;
};

const failed = () => new AppError('INVALID', financeMessages.operationFailed);
const forbidden = () => new AppError('FORBIDDEN', authMessages.forbidden);
/** The PIX code as the QR image the student scans (an SVG data URL: the CSP allows data: images). */
async function pixAnswer(code: string, dinamico: boolean): Promise<PixResponse> {
  const svg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { code, dinamico, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

const wire = (p: StudentParcel): ParcelWire =>
  parcelToWire(toParcel({ ...p, createdAt: p.createdAt.toISOString() }));

export function paymentsService(deps: Deps) {
  const { finance, repo, uow, provider, settings, log } = deps;
  const today = deps.today ?? (() => todayInSaoPaulo(new Date()));

  /** Gives the session a pass for the sandbox charge of `parcel` (no-op for any other provider). */
  function pass(grant: GrantPass | undefined, row: FinanceRow, claim: Omit<SandboxPassClaim, 'studentId'>) {
    if (grant && deps.sandboxPass) grant(deps.sandboxPass({ ...claim, studentId: row.studentId }));
  }
  const sandboxCharge = (p: { provider: string | null; providerRef: string | null }) =>
    p.provider === 'sandbox' && provider.name === 'sandbox' ? p.providerRef : null;

  /** Who may pay with `method` (spec A §5, §6): guests never; restricted students by PIX only. */
  async function payer(actor: Actor, method: number): Promise<FinanceRow> {
    const row = await finance(actor);
    const can = permissionsFor({ role: actor.role, actingAsStudent: actor.acting, ...row });
    const allowed =
      method === PaymentMethod.pix
        ? can.payByPix
        : method === PaymentMethod.cartao
          ? can.payByCard
          : method === PaymentMethod.boleto
            ? can.payByBoleto
            : can.finance; // other methods are refused by the chooser rules, with their own answer
    if (!allowed) throw forbidden();
    // spec A §4: no payment until the address was reviewed.
    assertAddressReviewed(row.addressReviewedAt);
    return row;
  }

  /** An unpaid parcel of the acting student paid with `method`; anyone else's reads as not found. */
  async function openParcel(row: FinanceRow, parcelId: number, method: number): Promise<StudentParcel> {
    const parcel = await repo.parcelOfStudent(parcelId, row.studentId);
    if (!parcel) throw new AppError('NOT_FOUND', financeMessages.operationFailed);
    if (parcel.method !== method) throw failed();
    if (parcel.paidOn) throw new AppError('FOUND', financeMessages.parcelAlreadyPaid);
    // A shop order is paid once (decision 101): a leftover parcel of a paid order is never charged again.
    if (parcel.orderId !== null && parcel.orderPaidOn) {
      throw new AppError('FOUND', orderApiMessages.orderAlreadyPaid);
    }
    return parcel;
  }

  const charge = (p: StudentParcel) =>
    parcelCharge({
      parcvalor: p.amountCents,
      parcdesconto: p.discountCents,
      parcacrescimo: p.surchargeCents,
      parctaxa: p.feeCents,
    });

  return {
    /**
     * POST /pagamentos/novaparcela (spec A §2, §5, §7): every rule of the chooser again on the server;
     * discount, interest, fee, due date, origin and title are computed here, never taken from the client.
     */
    async novaparcela(actor: Actor, body: NewParcelRequest): Promise<ParcelWire> {
      const row = await payer(actor, body.parcforma);
      // Shop parcels (E-commerce) are created with their order (spec B), not from the contract view.
      if (body.parctipo === 'E-commerce') throw failed();
      const found = row.contracts.find((c) => c.id === body.parcconta);
      if (!found) throw new AppError('NOT_FOUND', financeMessages.operationFailed);
      const contract = contractOf(found);
      const current = await settings.get();
      const day = today();
      const result = validatePaymentRequest(
        {
          method: body.parcforma,
          type: body.parctipo,
          amount: toCents(body.parcvalor),
          instalments: body.parcelas,
        },
        chooserContext(row, contract.totals, current, day),
      );
      if (!result.ok) throw new AppError(result.error.type, result.error.error);
      const parcel = buildNewParcel(result.payment, {
        contractId: contract.id,
        today: day,
        settings: current,
      });
      const id = await uow.run(actor, (tx) =>
        paymentsRepository(tx).insertParcel({ ...parcel, instalments: result.payment.instalments }),
      );
      const created = await repo.parcelOfStudent(id, row.studentId);
      return wire(created!);
    },

    /** POST /pagamentos/linkCheckout: the provider's card checkout for a card parcel (spec A §2 PAGAR AGORA). */
    async linkCheckout(
      actor: Actor,
      body: LinkCheckoutRequest,
      grant?: GrantPass,
    ): Promise<{ checkoutUrl: string }> {
      const row = await payer(actor, PaymentMethod.cartao);
      const parcel = await openParcel(row, body.financeiro.parcid, PaymentMethod.cartao);
      // The interest was computed for the instalments chosen at creation; another count is another parcel.
      const chosen = body.parcelamento?.selecionado;
      if (chosen !== undefined && chosen !== parcel.instalments) throw failed();
      if (parcel.provider === provider.name && parcel.transaction) {
        const ref = sandboxCharge(parcel);
        if (ref) pass(grant, row, { parcelId: parcel.id, charge: ref, amountCents: charge(parcel) });
        return { checkoutUrl: parcel.transaction };
      }
      let checkout: { url: string; chargeRef: string };
      try {
        checkout = await provider.cardCheckout({
          parcelId: parcel.id,
          type: parcel.kind,
          amountCents: charge(parcel),
          instalments: parcel.instalments,
          title: parcel.title ?? parcel.kind,
        });
      } catch (err) {
        log.error({ err, provider: provider.name }, 'card checkout failed');
        throw new AppError('UNEXPECTED', financeMessages.paymentUnavailable, 503);
      }
      await uow.run(actor, (tx) =>
        paymentsRepository(tx).setCharge(parcel.id, {
          transaction: checkout.url,
          provider: provider.name,
          providerRef: checkout.chargeRef,
        }),
      );
      if (provider.name === 'sandbox') {
        pass(grant, row, { parcelId: parcel.id, charge: checkout.chargeRef, amountCents: charge(parcel) });
      }
      return { checkoutUrl: checkout.url };
    },

    /**
     * POST /pagamentos/pix/{parcid}: the PIX code of a PIX parcel. A dynamic charge of the provider (its own
     * txid, confirmed by its notification); when the provider has none or fails, the static BR Code of the
     * producer's key (confirmed by the producer). Once made, the same code is answered again.
     */
    async pix(actor: Actor, parcelId: number, grant?: GrantPass): Promise<PixResponse> {
      const row = await payer(actor, PaymentMethod.pix);
      const parcel = await openParcel(row, parcelId, PaymentMethod.pix);
      if (parcel.transaction) {
        const ref = sandboxCharge(parcel);
        if (ref) pass(grant, row, { parcelId: parcel.id, charge: ref, amountCents: charge(parcel) });
        return pixAnswer(parcel.transaction, parcel.provider !== null);
      }
      const current = await settings.get();
      const amountCents = charge(parcel);
      let dynamic: { code: string; chargeRef: string } | null = null;
      try {
        const person = await repo.payer(row.studentId);
        dynamic = await provider.pixCharge({
          parcelId: parcel.id,
          type: parcel.kind,
          amountCents,
          title: parcel.title ?? parcel.kind,
          merchant: current.pix,
          ...(person && {
            payer: {
              email: person.email,
              firstName: person.AlNome,
              lastName: person.AlSobrenome,
              cpf: person.AlCPF,
            },
          }),
        });
      } catch (err) {
        log.warn({ err, provider: provider.name }, 'dynamic PIX failed: static code instead');
      }
      let code = dynamic?.code;
      if (!code) {
        if (!current.pix.key) throw new AppError('UNEXPECTED', financeMessages.pixUnavailable, 503);
        code = buildPixPayload({
          key: current.pix.key,
          merchantName: current.pix.merchantName,
          merchantCity: current.pix.merchantCity,
          amount: amountCents,
          // The parcel in the txid lets the producer match a static PIX to it in the bank statement.
          txid: `PARC${parcel.id}`,
          info: parcel.title,
        });
      }
      const saved = code;
      await uow.run(actor, (tx) =>
        paymentsRepository(tx).setCharge(parcel.id, {
          transaction: saved,
          provider: dynamic ? provider.name : null,
          providerRef: dynamic?.chargeRef ?? null,
        }),
      );
      if (dynamic && provider.name === 'sandbox') {
        pass(grant, row, { parcelId: parcel.id, charge: dynamic.chargeRef, amountCents });
      }
      return pixAnswer(saved, dynamic !== null);
    },

    /**
     * GET /pagamentos/boleto/{parcid}: the bank form of a boleto parcel (spec A §3, §9): type 2 the first
     * time, 21 (second copy) after it; refused once the due date passed (spec A §4).
     */
    async boleto(actor: Actor, parcelId: number, grant?: GrantPass): Promise<BoletoResponse> {
      const row = await payer(actor, PaymentMethod.boleto);
      const parcel = await openParcel(row, parcelId, PaymentMethod.boleto);
      if (today() > parcel.dueOn) throw new AppError('DEADLINE', financeMessages.boletoExpired);
      const person = await repo.payer(row.studentId);
      if (!person) throw failed();
      let campos: ReturnType<typeof buildBoletoForm>;
      try {
        campos = buildBoletoForm({
          agreement: { idConv: deps.config.boletoAgreementId, refTranPrefix: deps.config.boletoRefPrefix },
          parcid: parcel.id,
          amount: charge(parcel),
          dueDate: parcel.dueOn,
          secondCopy: parcel.transaction !== null,
          urlRetorno: `/resumo/${parcel.kind}/${parcel.id}-0`,
          payer: person,
          msgLoja: `${parcel.title ?? parcel.kind} - contrato ${parcel.contractId}`,
        });
      } catch (err) {
        log.warn({ err }, 'boleto form refused');
        throw failed();
      }
      if (parcel.transaction === null) {
        await uow.run(actor, (tx) =>
          paymentsRepository(tx).setCharge(parcel.id, {
            transaction: `boleto:${campos.refTran}`,
            provider: null,
            providerRef: campos.refTran,
          }),
        );
      }
      // The sandbox bank pays this boleto only in the browser of the session that asked for it (decision 101).
      pass(grant, row, { parcelId: parcel.id, charge: 'boleto', amountCents: charge(parcel) });
      return { url: deps.config.boletoBankUrl, campos: { ...campos } };
    },

    /** GET /pagamentos/dadosbancarios: the deposit details, green; red when the producer gave none. */
    async dadosbancarios(actor: Actor): Promise<BankDataResponse> {
      await finance(actor);
      const { bankDeposit } = await settings.get();
      return bankDeposit
        ? { error: false, msg: bankDeposit }
        : { error: true, msg: financeMessages.bankDataMissing };
    },

    /**
     * GET /pagamentos/resumo/{tipo}/{retorno}: whether the parcel of a provider's return is paid (spec A
     * §4). Only the acting student's parcel answers; any other reads as not found.
     */
    async resumo(actor: Actor, retorno: string): Promise<PaymentReturnResponse> {
      const row = await finance(actor);
      const parcelId = Number(retorno.split('-')[0]);
      const parcel = await repo.parcelOfStudent(parcelId, row.studentId);
      if (!parcel) throw new AppError('NOT_FOUND', financeMessages.operationFailed);
      return parcel.paidOn
        ? { pago: true, msg: financeMessages.returnPaid }
        : { pago: false, msg: financeMessages.returnProcessing };
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
