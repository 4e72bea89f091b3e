import { expect, test } from '@playwright/test';

test('the server answers its health check', async ({ request }) => {
  const response = await request.get('/healthz');

  expect(response.status()).toBe(200);
});
