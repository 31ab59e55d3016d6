import { execFileSync } from 'node:child_process';
import { API_DIR, DATABASE_PATH } from './env';

// Runs in the API's folder so that `better-sqlite3` resolves from its dependencies (the e2e package has none).
const READ_SCRIPT = `
const Database = require('better-sqlite3');
const [file, sql, params] = process.argv.slice(1);
const db = new Database(file, { readonly: true, fileMustExist: true });
process.stdout.write(JSON.stringify(db.prepare(sql).all(...JSON.parse(params))));
`;

/** Reads the suite server's database (read-only), to check what really reached the API. */
export function queryDatabase<T>(sql: string, params: unknown[] = [], databasePath = DATABASE_PATH): T[] {
  const output = execFileSync(process.execPath, ['-e', READ_SCRIPT, databasePath, sql, JSON.stringify(params)], { cwd: API_DIR });
  return JSON.parse(output.toString('utf8')) as T[];
}
