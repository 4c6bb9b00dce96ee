import { hash, randomBytes } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('hex');
// One-shot `hash` (Node 20.12+): no Hash object per call; two run on every signed-in request.
export const sha256 = (text: string) => hash('sha256', text, 'hex');
