import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from './support/database.ts';

/** Counts the turns of the event loop until stopped: what a waiting socket needs to be served. */
function countTurns() {
  let turns = 0;
  let running = true;
  const turn = () => {
    if (!running) return;
    turns += 1;
    setImmediate(turn);
  };
  setImmediate(turn);
  return () => {
    running = false;
    return turns;
  };
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database and the event loop', () => {
  it('lets the loop turn between two statements, in and out of a transaction', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const stop = countTurns();
      for (let i = 0; i < 30; i += 1) await database.db.execute(sql`select 1`);
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < 30; i += 1) await tx.execute(sql`select 1`);
      });
      expect(stop()).toBeGreaterThanOrEqual(60);
    } finally {
      await drop();
    }
  });
});
