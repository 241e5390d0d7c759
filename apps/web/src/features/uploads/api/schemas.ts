// The uploads' answer schemas, imported lazily by its calls (defineCall's loader, decision 109).
export { messageSchema } from '@portal/domain/contract/common';
export { uploadCreatedSchema, uploadListSchema } from '@portal/domain/contract/uploads';
