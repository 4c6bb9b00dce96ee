import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface Actor {
  userId: number | null;
  ip: string;
}

export interface AuditEntry {
  /** create, update, delete, grant, login, logout, password, or a resource command's name. */
  action: string;
  entity: string;
  entityId?: number | string | null;
  before?: unknown;
  after?: unknown;
}

/** Secrets never reach the audit log, whatever record is passed in. */
function scrub(value: unknown): unknown {
  if (value === undefined || value === null || typeof value !== 'object') return value ?? null;
  const { passwordHash: _hash, password: _password, ...rest } = value as Record<string, unknown>;
  return rest;
}

/** Written in the caller's transaction, so a change and its audit rows land together or not at all. */
export async function recordAudit(db: Executor, actor: Actor, entries: AuditEntry | AuditEntry[]) {
  const list = Array.isArray(entries) ? entries : [entries];
  if (!list.length) return;
  await db.insert(auditLog).values(
    list.map((entry) => ({
      actorId: actor.userId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      before: scrub(entry.before),
      after: scrub(entry.after),
      ip: actor.ip,
    })),
  );
}
