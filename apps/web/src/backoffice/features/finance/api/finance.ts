import {
  type AdminContractInput,
  type AdminExtraInput,
  type AdminPackageItemInput,
  type AdminPaymentSettings,
  adminContractSchema,
  adminExtraSchema,
  adminPackageItemSchema,
  adminParcelSchema,
  adminPaymentSettingsAnswerSchema,
  adminStudentFinanceSchema,
  type CancelPaymentInput,
  type ConfirmParcelInput,
  type LedgerQuery,
  ledgerPageSchema,
  type ManualPaymentInput,
  overpaymentPageSchema,
  overpaymentSchema,
  type RefundOverpaymentInput,
  receiptSchema,
  reconciliationSchema,
} from '@portal/domain';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall, noAnswer } from '../../../../lib/define-call';
import { BACKOFFICE_KEY, queryString } from '../../../api/request';
import { useSubmitKey } from '../../../components/use-submit-key';

const KEY = [BACKOFFICE_KEY, 'finance'] as const;

/** GET /api/admin/alunos/:id/financeiro: the student's contracts with every parcel, extra and item. */
const getStudentFinance = defineCall({
  path: (studentId: number) => `/admin/alunos/${studentId}/financeiro`,
  answer: adminStudentFinanceSchema,
  key: (studentId: number) => [...KEY, 'student', studentId] as const,
});

export const studentFinanceQuery = (studentId: number) => getStudentFinance.queryOptions(studentId);

/** GET /api/admin/pagamentos/:id/recibo: what a manual payment's receipt prints. */
const getReceipt = defineCall({
  path: (parcelId: number) => `/admin/pagamentos/${parcelId}/recibo`,
  answer: receiptSchema,
  key: (parcelId: number) => [...KEY, 'receipt', parcelId] as const,
});

export const receiptQuery = (parcelId: number) => getReceipt.queryOptions(parcelId);

export type LedgerFilter = Partial<Pick<LedgerQuery, 'formatura' | 'aluno' | 'situacao'>>;

/** GET /api/admin/pagamentos/notificacoes: the provider notifications, newest first, from a cursor (decision 141). */
const getLedger = defineCall({
  path: ({ cursor, ...filter }: LedgerFilter & { cursor?: number | undefined }) =>
    `/admin/pagamentos/notificacoes${queryString({ ...filter, cursor, pageSize: 50 })}`,
  answer: ledgerPageSchema,
});

/** The notifications a page at a time: the first at once, the next when the producer presses 'Carregar mais'. */
export const ledgerQuery = (filter: LedgerFilter) =>
  infiniteQueryOptions({
    queryKey: [...KEY, 'ledger', filter] as const,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => getLedger({ ...filter, cursor: pageParam }, { signal }),
    getNextPageParam: (last) => last.proximo ?? undefined,
  });

/**
 * A reconciliation list of notifications after its first page (decision 141): the mismatches of a graduation
 * or the notifications with no parcel, from the cursor the reconciliation answered. Asked on 'Carregar mais'.
 */
export const moreEventsQuery = (graduationId: number, filter: LedgerFilter, from: number | null) =>
  infiniteQueryOptions({
    queryKey: [...KEY, 'reconciliation', graduationId, 'eventos', filter, from] as const,
    initialPageParam: from ?? 0,
    queryFn: ({ pageParam, signal }) => getLedger({ ...filter, cursor: pageParam }, { signal }),
    getNextPageParam: (last) => last.proximo ?? undefined,
    enabled: false,
  });

/** GET /api/admin/formaturas/:id/conciliacao/a-devolver: the refunds after a cursor (decision 141). */
const getOverpayments = defineCall({
  path: ({ graduationId, cursor }: { graduationId: number; cursor: number }) =>
    `/admin/formaturas/${graduationId}/conciliacao/a-devolver${queryString({ cursor })}`,
  answer: overpaymentPageSchema,
});

/** The refunds after the reconciliation's first page, asked on 'Carregar mais'. */
export const moreOverpaymentsQuery = (graduationId: number, from: number | null) =>
  infiniteQueryOptions({
    queryKey: [...KEY, 'reconciliation', graduationId, 'a-devolver', from] as const,
    initialPageParam: from ?? 0,
    queryFn: ({ pageParam, signal }) => getOverpayments({ graduationId, cursor: pageParam }, { signal }),
    getNextPageParam: (last) => last.proximo ?? undefined,
    enabled: false,
  });

/** GET /api/admin/formaturas/:id/conciliacao. */
const getReconciliation = defineCall({
  path: (graduationId: number) => `/admin/formaturas/${graduationId}/conciliacao`,
  answer: reconciliationSchema,
  key: (graduationId: number) => [...KEY, 'reconciliation', graduationId] as const,
});

export const reconciliationQuery = (graduationId: number) => getReconciliation.queryOptions(graduationId);

/** The same call from a cursor: the next page of the charges never confirmed (decision 127). */
const getReconciliationFrom = defineCall({
  path: ({ graduationId, cursor }: { graduationId: number; cursor: string }) =>
    `/admin/formaturas/${graduationId}/conciliacao${queryString({ cursor })}`,
  answer: reconciliationSchema,
});

/** The pages after the first, asked only when the producer presses 'Carregar mais'. */
export const moreUnconfirmedQuery = (graduationId: number, from: string | null) =>
  infiniteQueryOptions({
    queryKey: [...KEY, 'reconciliation', graduationId, 'mais', from] as const,
    initialPageParam: from ?? '',
    queryFn: ({ pageParam, signal }) =>
      getReconciliationFrom({ graduationId, cursor: pageParam }, { signal }),
    getNextPageParam: (last) => last.semConfirmacaoProximo ?? undefined,
    enabled: false,
  });

/** GET /api/admin/pagamentos/configuracoes: what payments use now. */
const getPaymentSettings = defineCall({
  path: '/admin/pagamentos/configuracoes',
  answer: adminPaymentSettingsAnswerSchema,
  key: () => [...KEY, 'settings'] as const,
});

export const paymentSettingsQuery = () => getPaymentSettings.queryOptions(undefined);

/** PUT /api/admin/pagamentos/configuracoes → the settings as saved. */
const savePaymentSettings = defineCall({
  method: 'PUT',
  path: '/admin/pagamentos/configuracoes',
  body: (settings: AdminPaymentSettings) => settings,
  answer: adminPaymentSettingsAnswerSchema,
});

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPaymentSettings) => savePaymentSettings(body),
    onSuccess: (saved) => queryClient.setQueryData(paymentSettingsQuery().queryKey, saved),
  });
}

const base = (studentId: number) => `/admin/alunos/${studentId}/contratos`;

/** A new row under one student's contract (an extra, an item), and one that exists. */
interface NewRow<B> {
  studentId: number;
  contractId: number;
  body: B;
}
interface Row<B> extends NewRow<B> {
  id: number;
}

/** POST /api/admin/alunos/:id/contratos (new) → the contract. */
const createContract = defineCall({
  method: 'POST',
  path: ({ studentId }: { studentId: number; body: AdminContractInput }) => base(studentId),
  body: ({ body }: { studentId: number; body: AdminContractInput }) => body,
  answer: adminContractSchema,
});

/** PUT /api/admin/alunos/:id/contratos/:contractId → the contract. */
const updateContract = defineCall({
  method: 'PUT',
  path: ({ studentId, id }: { studentId: number; id: number; body: AdminContractInput }) =>
    `${base(studentId)}/${id}`,
  body: ({ body }: { studentId: number; id: number; body: AdminContractInput }) => body,
  answer: adminContractSchema,
});

/** POST …/contratos/:contractId/extras | PUT …/extras/:id → the extra. */
const createExtra = defineCall({
  method: 'POST',
  path: ({ studentId, contractId }: NewRow<AdminExtraInput>) => `${base(studentId)}/${contractId}/extras`,
  body: ({ body }: NewRow<AdminExtraInput>) => body,
  answer: adminExtraSchema,
});
const updateExtra = defineCall({
  method: 'PUT',
  path: ({ studentId, contractId, id }: Row<AdminExtraInput>) =>
    `${base(studentId)}/${contractId}/extras/${id}`,
  body: ({ body }: Row<AdminExtraInput>) => body,
  answer: adminExtraSchema,
});

/** POST …/contratos/:contractId/itens | PUT …/itens/:id → the item. */
const createItem = defineCall({
  method: 'POST',
  path: ({ studentId, contractId }: NewRow<AdminPackageItemInput>) =>
    `${base(studentId)}/${contractId}/itens`,
  body: ({ body }: NewRow<AdminPackageItemInput>) => body,
  answer: adminPackageItemSchema,
});
const updateItem = defineCall({
  method: 'PUT',
  path: ({ studentId, contractId, id }: Row<AdminPackageItemInput>) =>
    `${base(studentId)}/${contractId}/itens/${id}`,
  body: ({ body }: Row<AdminPackageItemInput>) => body,
  answer: adminPackageItemSchema,
});

interface Removal {
  studentId: number;
  contractId: number;
  what: 'extras' | 'itens';
  id: number;
}

/** DELETE …/contratos/:contractId/extras/:id | /itens/:id (204). */
const removeRow = defineCall({
  method: 'DELETE',
  path: ({ studentId, contractId, what, id }: Removal) => `${base(studentId)}/${contractId}/${what}/${id}`,
  answer: noAnswer,
});

/** DELETE …/contratos/:contractId (204): a contract made by mistake; refused with parcels (decision 92). */
const deleteContract = defineCall({
  method: 'DELETE',
  path: ({ studentId, contractId }: { studentId: number; contractId: number }) =>
    `${base(studentId)}/${contractId}`,
  answer: noAnswer,
});

/** POST …/contratos/:contractId/pagamentos: a manual payment → its parcel. */
const recordPayment = defineCall({
  method: 'POST',
  path: ({ studentId, contractId }: { studentId: number; contractId: number; body: ManualPaymentInput }) =>
    `${base(studentId)}/${contractId}/pagamentos`,
  body: ({ body }: { studentId: number; contractId: number; body: ManualPaymentInput }) => body,
  answer: adminParcelSchema,
});

type ParcelAction = 'cancelar' | 'desfazer-baixa' | 'baixa';

/** POST /api/admin/pagamentos/:id/cancelar | /desfazer-baixa | /baixa → the parcel. */
const parcelAction = defineCall({
  method: 'POST',
  path: ({
    id,
    action,
  }: {
    id: number;
    action: ParcelAction;
    body: CancelPaymentInput | ConfirmParcelInput;
  }) => `/admin/pagamentos/${id}/${action}`,
  body: ({ body }: { id: number; action: ParcelAction; body: CancelPaymentInput | ConfirmParcelInput }) =>
    body,
  answer: adminParcelSchema,
});

/** POST /api/admin/pagamentos/excesso/:id/devolvido: an overpayment given back (decision 101). */
const refundOverpayment = defineCall({
  method: 'POST',
  path: ({ id }: { id: number; body: RefundOverpaymentInput }) => `/admin/pagamentos/excesso/${id}/devolvido`,
  body: ({ body }: { id: number; body: RefundOverpaymentInput }) => body,
  answer: overpaymentSchema,
});

/**
 * Every write on a student's contracts: sent, then the student's finance (totals, states) read again, and
 * the audit list under the student page too.
 */
export function useStudentWrite<Args, Result>(studentId: number, send: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: studentFinanceQuery(studentId).queryKey });
      void queryClient.invalidateQueries({ queryKey: [BACKOFFICE_KEY, 'audit'] });
    },
  });
}

// The creates carry the form's submit key: a repeated submit creates one row (decision 117).
export const useSaveContract = (studentId: number) => {
  const submit = useSubmitKey();
  return useStudentWrite(studentId, ({ id, body }: { id: number | null; body: AdminContractInput }) =>
    id === null
      ? submit.send((idempotencyKey) => createContract({ studentId, body }, { idempotencyKey }))
      : updateContract({ studentId, id, body }),
  );
};

export const useSaveExtra = (studentId: number, contractId: number) => {
  const submit = useSubmitKey();
  return useStudentWrite(studentId, ({ id, body }: { id: number | null; body: AdminExtraInput }) =>
    id === null
      ? submit.send((idempotencyKey) => createExtra({ studentId, contractId, body }, { idempotencyKey }))
      : updateExtra({ studentId, contractId, id, body }),
  );
};

export const useSaveItem = (studentId: number, contractId: number) => {
  const submit = useSubmitKey();
  return useStudentWrite(studentId, ({ id, body }: { id: number | null; body: AdminPackageItemInput }) =>
    id === null
      ? submit.send((idempotencyKey) => createItem({ studentId, contractId, body }, { idempotencyKey }))
      : updateItem({ studentId, contractId, id, body }),
  );
};

export const useRemove = (studentId: number, contractId: number) =>
  useStudentWrite(studentId, ({ what, id }: { what: 'extras' | 'itens'; id: number }) =>
    removeRow({ studentId, contractId, what, id }),
  );

export const useDeleteContract = (studentId: number, contractId: number) =>
  useStudentWrite(studentId, () => deleteContract({ studentId, contractId }));

export const useRecordPayment = (studentId: number, contractId: number) => {
  const submit = useSubmitKey();
  return useStudentWrite(studentId, (body: ManualPaymentInput) =>
    submit.send((idempotencyKey) => recordPayment({ studentId, contractId, body }, { idempotencyKey })),
  );
};

export const useCancelPayment = (studentId: number) =>
  useStudentWrite(studentId, ({ id, body }: { id: number; body: CancelPaymentInput }) =>
    parcelAction({ id, action: 'cancelar', body }),
  );

export const useUndoSettlement = (studentId: number) =>
  useStudentWrite(studentId, ({ id, body }: { id: number; body: CancelPaymentInput }) =>
    parcelAction({ id, action: 'desfazer-baixa', body }),
  );

export const useConfirmParcel = (studentId: number) =>
  useStudentWrite(studentId, ({ id, body }: { id: number; body: ConfirmParcelInput }) =>
    parcelAction({ id, action: 'baixa', body }),
  );

export function useRefundOverpayment(graduationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { id: number; body: RefundOverpaymentInput }) => refundOverpayment(vars),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reconciliationQuery(graduationId).queryKey });
      void queryClient.invalidateQueries({ queryKey: [BACKOFFICE_KEY, 'audit'] });
    },
  });
}
