import { it } from 'vitest';
import { makeTestApp } from './test-app.ts';
it('doc', async () => {
  const t = await makeTestApp();
  const doc = t.app.swagger() as any;
  console.log(JSON.stringify(doc.paths, null, 1).slice(0, 2500));
  await t.close();
});
