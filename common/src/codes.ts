/** Envelope status codes: the `status` of every `{ status, desc, data }` answer. */
export const Status = {
  OK: 1,
  NO_SESSION: 110,
  BAD_SIGNATURE: 111,
  FORBIDDEN: 120,
  INVALID: 130,
  NOT_FOUND: 140,
  CONFLICT: 150,
  TOO_MANY: 160,
  SERVER_ERROR: 500,
} as const;

export type StatusCode = (typeof Status)[keyof typeof Status];

export interface Envelope<T = unknown> {
  status: StatusCode;
  desc: string;
  data: T;
}
