import { describe, expect, it } from 'vitest';
import { createSessionLiveness, LIVE_FOR_MS } from './session-liveness';

/** A database stand-in: which sessions are live, and how often it was asked. */
function fakeDatabase(live: Set<string>) {
  const asked: string[] = [];
  let hold: Promise<void> | undefined;
  return {
    asked,
    live,
    /** Keeps the next checks waiting until the returned function is called. */
    pause() {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = undefined;
        release();
      };
    },
    async isLive(id: string) {
      asked.push(id);
      const answer = live.has(id);
      if (hold) await hold;
      return answer;
    },
  };
}

function setUp(live = ['s1', 's2']) {
  let clock = 1_000_000;
  const database = fakeDatabase(new Set(live));
  const liveness = createSessionLiveness((id) => database.isLive(id), () => clock);
  return { database, liveness, advance: (ms: number) => (clock += ms) };
}

describe('session liveness memory', () => {
  it('asks the database every time while the notices of ended sessions are not heard', async () => {
    const { database, liveness } = setUp();
    expect(await liveness.isLive('s1')).toBe(true);
    expect(await liveness.isLive('s1')).toBe(true);
    expect(database.asked).toEqual(['s1', 's1']);
  });

  it('remembers a live session for LIVE_FOR_MS while listening, then asks again', async () => {
    const { database, liveness, advance } = setUp();
    liveness.feed.onListening(true);
    expect(await liveness.isLive('s1')).toBe(true);
    advance(LIVE_FOR_MS - 1);
    expect(await liveness.isLive('s1')).toBe(true);
    expect(database.asked).toEqual(['s1']);
    advance(1);
    expect(await liveness.isLive('s1')).toBe(true);
    expect(database.asked).toEqual(['s1', 's1']);
  });

  it('never remembers an ended session', async () => {
    const { database, liveness } = setUp([]);
    liveness.feed.onListening(true);
    expect(await liveness.isLive('gone')).toBe(false);
    expect(await liveness.isLive('gone')).toBe(false);
    expect(database.asked).toEqual(['gone', 'gone']);
  });

  it('a notice forgets that session only; the next check asks the database', async () => {
    const { database, liveness } = setUp();
    liveness.feed.onListening(true);
    await liveness.isLive('s1');
    await liveness.isLive('s2');
    database.live.delete('s1');
    liveness.feed.onMessage('s1');
    expect(await liveness.isLive('s1')).toBe(false);
    expect(await liveness.isLive('s2')).toBe(true);
    expect(database.asked).toEqual(['s1', 's2', 's1']);
  });

  it('forget (a session ended by this process) works like a notice', async () => {
    const { database, liveness } = setUp();
    liveness.feed.onListening(true);
    await liveness.isLive('s1');
    database.live.delete('s1');
    liveness.forget(['s1']);
    expect(await liveness.isLive('s1')).toBe(false);
  });

  it('does not remember a check that was under way when a notice arrived (it may have read the row before the change)', async () => {
    const { database, liveness } = setUp();
    liveness.feed.onListening(true);
    const release = database.pause();
    const checking = liveness.isLive('s1');
    // The session ends while the answer "live" is on its way back.
    database.live.delete('s1');
    liveness.feed.onMessage('s1');
    release();
    expect(await checking).toBe(true);
    expect(await liveness.isLive('s1')).toBe(false);
  });

  it('a lost feed forgets everything and remembers nothing until it is heard again', async () => {
    const { database, liveness } = setUp();
    liveness.feed.onListening(true);
    await liveness.isLive('s1');
    liveness.feed.onListening(false);
    await liveness.isLive('s1');
    await liveness.isLive('s1');
    expect(database.asked).toEqual(['s1', 's1', 's1']);
    liveness.feed.onListening(true);
    await liveness.isLive('s1');
    await liveness.isLive('s1');
    expect(database.asked).toEqual(['s1', 's1', 's1', 's1']);
  });
});
