import {
  adminContractSchema,
  adminParcelSchema,
  type ContractPlanInput,
  contractPlanPreviewSchema,
  type ScheduledParcelInput,
} from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { defineCall } from '../../../../lib/define-call';
import { useSubmitKey } from '../../../components/use-submit-key';
import { useStudentWrite } from './finance';

type On = { studentId: number; contractId: number };
const contractPath = ({ studentId, contractId }: On) => `/admin/alunos/${studentId}/contratos/${contractId}`;

/** POST …/plano/previa: the plan as it would be written, and why it could not be; nothing written. */
const previewPlan = defineCall({
  method: 'POST',
  path: (on: On & { body: ContractPlanInput }) => `${contractPath(on)}/plano/previa`,
  body: ({ body }: On & { body: ContractPlanInput }) => body,
  answer: contractPlanPreviewSchema,
});

/** POST …/plano: the plan written, replacing the open scheduled parcels (decision 125). */
const applyPlan = defineCall({
  method: 'POST',
  path: (on: On & { body: ContractPlanInput }) => `${contractPath(on)}/plano`,
  body: ({ body }: On & { body: ContractPlanInput }) => body,
  answer: adminContractSchema,
});

/** PUT …/parcelas/:parcelId: an open scheduled parcel's value and due date. */
const editParcel = defineCall({
  method: 'PUT',
  path: (on: On & { parcelId: number; body: ScheduledParcelInput }) =>
    `${contractPath(on)}/parcelas/${on.parcelId}`,
  body: ({ body }: On & { parcelId: number; body: ScheduledParcelInput }) => body,
  answer: adminParcelSchema,
});

export const usePreviewPlan = (studentId: number, contractId: number) =>
  useMutation({ mutationFn: (body: ContractPlanInput) => previewPlan({ studentId, contractId, body }) });

// The plan carries the form's submit key: a repeated confirm writes it once (decision 117).
export const useApplyPlan = (studentId: number, contractId: number) => {
  const submit = useSubmitKey();
  return useStudentWrite(studentId, (body: ContractPlanInput) =>
    submit.send((idempotencyKey) => applyPlan({ studentId, contractId, body }, { idempotencyKey })),
  );
};

export const useEditParcel = (studentId: number, contractId: number) =>
  useStudentWrite(studentId, ({ parcelId, body }: { parcelId: number; body: ScheduledParcelInput }) =>
    editParcel({ studentId, contractId, parcelId, body }),
  );
