import { theme } from 'antd';
import type { Algorithms } from './choice';

/** antd's dark and compact algorithms: loaded only for a user whose theme uses them. */
export const ALGORITHMS: Algorithms = { dark: theme.darkAlgorithm, compact: theme.compactAlgorithm };
