/**
 * Where the server finds its files. This module sits directly in src/, and every module of the compiled server
 * directly in dist/ (scripts/build-server.ts), so from either the folder above is the server's own folder.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const MIGRATIONS_FOLDER = path.join(serverDir, 'drizzle');
/** The New Jersey reference data files (sources in nj-data/SOURCES.md). */
export const NJ_DATA_DIR = path.join(serverDir, 'src', 'reference', 'nj-data');
export const DEFAULT_WEB_DIST = path.join(serverDir, '..', 'web', 'dist');
