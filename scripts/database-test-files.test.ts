import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types
import { testFilesReaching } from './database-test-files.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'database-test-files-'));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the test files that talk to a database', () => {
  it('are those whose imports reach the test database, through helpers and cycles; pure ones are not', () => {
    write('test/test-database.ts', "import pg from 'pg';\n");
    write('test/create-test-app.ts', "import { createTestDatabase } from './test-database';\n");
    write('orders/orders-test-helpers.ts', "import { createTestApp } from '../test/create-test-app';\n");
    write('orders/orders.test.ts', "import { helper } from './orders-test-helpers';\n");
    write('cart/a.ts', "import { b } from './b';\n");
    write('cart/b.ts', "import { a } from './a';\nexport const lazy = () => import('../test/create-test-app');\n");
    write('cart/cart.test.ts', "import { a } from './a';\n");
    write('rules/total.ts', "import { money } from '@aabhushan/shared/rules/money';\n");
    write('rules/total.test.ts', "import { describe } from 'vitest';\nimport { total } from './total';\n");
    write('loops/x.ts', "import { y } from './y';\n");
    write('loops/y.ts', "import { x } from './x';\n");
    write('loops/loops.test.ts', "import { x } from './x';\n");

    expect(testFilesReaching(root, path.join(root, 'test/test-database.ts'))).toEqual([
      path.join(root, 'cart/cart.test.ts'),
      path.join(root, 'orders/orders.test.ts'),
    ]);
  });
});
