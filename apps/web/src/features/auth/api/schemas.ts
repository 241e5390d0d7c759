// The auth answers' schemas, imported lazily by its calls (defineCall's loader): /signin paints and
// evaluates without zod (decision 42); the schema's chunk downloads while the call runs.
export { authResponseSchema } from '@portal/domain/contract/auth';
export { messageSchema } from '@portal/domain/contract/common';
