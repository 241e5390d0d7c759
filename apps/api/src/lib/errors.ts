import type { ErrorType } from '@portal/domain';

const STATUS: Record<ErrorType, number> = {
  EMPTY: 400,
  INVALID: 400,
  FOUND: 409,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  DEADLINE: 409,
  LIMIT: 409,
  RATE_LIMIT: 429,
  UNEXPECTED: 500,
};

/** The one error services throw; the error handler turns it into `{ error, type }` (STYLE.md §9). */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly type: ErrorType,
    message: string,
    status?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status ?? STATUS[type];
  }
}
