/**
 * The entry of pdf-check.ts's worker threads: registers tsx in this thread, then hands over to the TypeScript
 * worker (pdf-check-worker.ts). On Node 20 a worker thread does not take the `--import tsx` loader from its
 * parent or from `execArgv`, and Vitest gives it none, so the thread registers tsx itself.
 */
import { register } from 'tsx/esm/api';

register();
const worker = await import('./pdf-check-worker.ts');

export default worker.default;
