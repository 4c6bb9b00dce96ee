/** The ad-platform simulator: a deterministic, realistic PlatformConnector for demos, seeds and tests. */
export { createSimulator } from './simulator';
export type { SimulatedAccount, SimulatedBrand, Simulator, SimulatorOptions } from './simulator';
