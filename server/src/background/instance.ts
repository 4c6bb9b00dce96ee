import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/** A server instance's name in what it holds (a job's lease, messages taken for sending): host, process, random. */
export const instanceName = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
