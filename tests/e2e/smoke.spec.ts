import { expect, test } from './support/test';

test('the server answers its health check', async ({ request }) => {
  const response = await request.get('/healthz');

  expect(response.status()).toBe(200);
});
