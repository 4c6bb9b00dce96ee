import { askAtBoot } from './askAtBoot';

/**
 * Imported first by main.tsx: the boot's requests set off before the rest of the entry (React's renderer,
 * antd) is evaluated, which takes a while, rather than after it. What this imports is small and draws nothing.
 */
askAtBoot(window.location);
