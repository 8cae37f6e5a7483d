/**
 * The domain's one error type and result type. A DomainError carries a stable code (the server maps codes to
 * HTTP statuses) and a message meant for the user, worded as the spec words it where the spec gives one (docs/product/data-and-rules.md#validation, docs/product/data-and-rules.md#errors).
 */
export const DOMAIN_ERROR_CODES = [
  'invalid_amount',
  'invalid_date',
  'future_date',
  'no_tenants',
  'invalid_lease',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export class DomainError extends Error {
  readonly code: DomainErrorCode;

  constructor(code: DomainErrorCode, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}

/** Either a value or a DomainError; for rules whose failure is an expected answer, not a bug. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: DomainError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T>(code: DomainErrorCode, message: string): Result<T> {
  return { ok: false, error: new DomainError(code, message) };
}

/** The value of a Result, or its DomainError thrown. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw result.error;
  return result.value;
}
