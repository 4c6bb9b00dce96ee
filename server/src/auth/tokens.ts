import { createHash, randomBytes } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('hex');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
