import { FileStore } from '../../../engine';

/**
 * The files chosen on any step (ID scans, bank statement, birth certificate), in memory for the session so
 * going back shows them still chosen; emptied when the session ends (end-session.ts). Not kept across a
 * reload: a file is chosen again.
 */
export const sessionFiles = new FileStore();
