import { Foundation1795307945830 } from './1795307945830-Foundation.js';

/** Every migration, oldest first. A new migration is added here as well as to this folder. */
export const migrations = [Foundation1795307945830];
