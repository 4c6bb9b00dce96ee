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
  /**
   * The server cannot answer now (it is stopping, or lost its database connection): HTTP 503 with
   * `Retry-After`, after which the same call may be sent again (a command's state check refuses it if it was done).
   */
  UNAVAILABLE: 503,
} as const;

export type StatusCode = (typeof Status)[keyof typeof Status];

export interface Envelope<T = unknown> {
  status: StatusCode;
  desc: string;
  data: T;
}
