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
  overpaymentSchema,
  type RefundOverpaymentInput,
  receiptSchema,
  reconciliationSchema,
} from '@portal/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { BACKOFFICE_KEY, call, queryString } from '../../../api/request';

const KEY = [BACKOFFICE_KEY, 'finance'] as const;

/** GET /api/admin/alunos/:id/financeiro: the student's contracts with every parcel, extra and item. */
export const studentFinanceQuery = (studentId: number) =>
  queryOptions({
    queryKey: [...KEY, 'student', studentId],
    queryFn: ({ signal }) =>
      call(adminStudentFinanceSchema, `/admin/alunos/${studentId}/financeiro`, { signal }),
  });

/** GET /api/admin/pagamentos/:id/recibo: what a manual payment's receipt prints. */
export const receiptQuery = (parcelId: number) =>
  queryOptions({
    queryKey: [...KEY, 'receipt', parcelId],
    queryFn: ({ signal }) => call(receiptSchema, `/admin/pagamentos/${parcelId}/recibo`, { signal }),
  });

export type LedgerFilter = Partial<Pick<LedgerQuery, 'formatura' | 'aluno' | 'situacao'>> & { page: number };

/** GET /api/admin/pagamentos/notificacoes: the provider notifications, newest first. */
export const ledgerQuery = (filter: LedgerFilter) =>
  queryOptions({
    queryKey: [...KEY, 'ledger', filter],
    queryFn: ({ signal }) =>
      call(ledgerPageSchema, `/admin/pagamentos/notificacoes${queryString({ ...filter, pageSize: 50 })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/formaturas/:id/conciliacao. */
export const reconciliationQuery = (graduationId: number) =>
  queryOptions({
    queryKey: [...KEY, 'reconciliation', graduationId],
    queryFn: ({ signal }) =>
      call(reconciliationSchema, `/admin/formaturas/${graduationId}/conciliacao`, { signal }),
  });

/** GET /api/admin/pagamentos/configuracoes: what payments use now. */
export const paymentSettingsQuery = () =>
  queryOptions({
    queryKey: [...KEY, 'settings'],
    queryFn: ({ signal }) =>
      call(adminPaymentSettingsAnswerSchema, '/admin/pagamentos/configuracoes', { signal }),
  });

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPaymentSettings) =>
      call(adminPaymentSettingsAnswerSchema, '/admin/pagamentos/configuracoes', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(paymentSettingsQuery().queryKey, saved),
  });
}

/**
 * Every write on a student's contracts: sent, then the student's finance (totals, states) read again, and
 * the audit list under the student page too.
 */
function useStudentWrite<Args, Result>(studentId: number, send: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: studentFinanceQuery(studentId).queryKey });
      void queryClient.invalidateQueries({ queryKey: [BACKOFFICE_KEY, 'audit'] });
    },
  });
}

const base = (studentId: number) => `/admin/alunos/${studentId}/contratos`;

export const useSaveContract = (studentId: number) =>
  useStudentWrite(studentId, ({ id, body }: { id: number | null; body: AdminContractInput }) =>
    call(adminContractSchema, id === null ? base(studentId) : `${base(studentId)}/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
    }),
  );

export const useSaveExtra = (studentId: number, contractId: number) =>
  useStudentWrite(studentId, ({ id, body }: { id: number | null; body: AdminExtraInput }) =>
    call(adminExtraSchema, `${base(studentId)}/${contractId}/extras${id === null ? '' : `/${id}`}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
    }),
  );

export const useSaveItem = (studentId: number, contractId: number) =>
  useStudentWrite(studentId, ({ id, body }: { id: number | null; body: AdminPackageItemInput }) =>
    call(adminPackageItemSchema, `${base(studentId)}/${contractId}/itens${id === null ? '' : `/${id}`}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
    }),
  );

export const useRemove = (studentId: number, contractId: number) =>
  useStudentWrite(studentId, ({ what, id }: { what: 'extras' | 'itens'; id: number }) =>
    call(z.undefined(), `${base(studentId)}/${contractId}/${what}/${id}`, { method: 'DELETE' }),
  );

/** DELETE a contract made by mistake; the API refuses one with parcels (decision 92). */
export const useDeleteContract = (studentId: number, contractId: number) =>
  useStudentWrite(studentId, () =>
    call(z.undefined(), `${base(studentId)}/${contractId}`, { method: 'DELETE' }),
  );

export const useRecordPayment = (studentId: number, contractId: number) =>
  useStudentWrite(studentId, (body: ManualPaymentInput) =>
    call(adminParcelSchema, `${base(studentId)}/${contractId}/pagamentos`, { method: 'POST', body }),
  );

export const useCancelPayment = (studentId: number) =>
  useStudentWrite(studentId, ({ id, body }: { id: number; body: CancelPaymentInput }) =>
    call(adminParcelSchema, `/admin/pagamentos/${id}/cancelar`, { method: 'POST', body }),
  );

export const useUndoSettlement = (studentId: number) =>
  useStudentWrite(studentId, ({ id, body }: { id: number; body: CancelPaymentInput }) =>
    call(adminParcelSchema, `/admin/pagamentos/${id}/desfazer-baixa`, { method: 'POST', body }),
  );

export const useConfirmParcel = (studentId: number) =>
  useStudentWrite(studentId, ({ id, body }: { id: number; body: ConfirmParcelInput }) =>
    call(adminParcelSchema, `/admin/pagamentos/${id}/baixa`, { method: 'POST', body }),
  );

/** POST /api/admin/pagamentos/excesso/:id/devolvido: an overpayment given back (decision 101). */
export function useRefundOverpayment(graduationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RefundOverpaymentInput }) =>
      call(overpaymentSchema, `/admin/pagamentos/excesso/${id}/devolvido`, { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reconciliationQuery(graduationId).queryKey });
      void queryClient.invalidateQueries({ queryKey: [BACKOFFICE_KEY, 'audit'] });
    },
  });
}
