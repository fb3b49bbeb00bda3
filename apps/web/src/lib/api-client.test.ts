import { productSummaryListSchema } from '@aushadh/shared/catalog/schemas.ts';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProductSummary } from '../test/catalog-fixtures.ts';
import { ApiError, apiFetch, apiFetchOrNull, apiRequest } from './api-client.ts';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('turns a non-success reply into "<status>: <body>"', async () => {
    stubFetch(new Response('body', { status: 404, statusText: 'Not Found' }));
    const error = await apiRequest('/api/products/999').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ApiError).message).toBe('404: body');
    expect((error as ApiError).status).toBe(404);
  });

  it('uses the status text when the body is empty, and reads the shared error code', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('/api/categories')).rejects.toThrow('503: Service Unavailable');

    const json = JSON.stringify({ code: 'NOT_FOUND', message: 'Product not found' });
    stubFetch(new Response(json, { status: 404, statusText: 'Not Found' }));
    const error = (await apiRequest('/api/products/1').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(`404: ${json}`);
    expect(error.code).toBe('NOT_FOUND');
  });

  it('always sends cookies and a JSON content type only when there is a body', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('/api/categories');
    const getInit = fetchMock.mock.calls[0]?.[1];
    expect(getInit?.credentials).toBe('include');
    expect(new Headers(getInit?.headers).has('Content-Type')).toBe(false);
    expect(getInit?.body).toBeUndefined();

    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));
    await apiRequest('/api/cart', { method: 'POST', body: { productId: 1, quantity: 2 } });
    const postInit = fetchMock.mock.calls[1]?.[1];
    expect(postInit?.credentials).toBe('include');
    expect(new Headers(postInit?.headers).get('Content-Type')).toBe('application/json');
    expect(postInit?.body).toBe('{"productId":1,"quantity":2}');
  });

  it('parses replies with the shared schema', async () => {
    const product = makeProductSummary();
    stubFetch(new Response(JSON.stringify([product]), { status: 200 }));
    await expect(apiFetch('/api/products/featured', productSummaryListSchema)).resolves.toEqual([product]);

    stubFetch(new Response(JSON.stringify([{ id: 'oops' }]), { status: 200 }));
    await expect(apiFetch('/api/products/featured', productSummaryListSchema)).rejects.toBeInstanceOf(z.ZodError);
  });

  it('optionally treats 401 as no data', async () => {
    stubFetch(new Response('Unauthorized', { status: 401 }));
    await expect(apiFetchOrNull('/api/user', z.object({ id: z.number() }))).resolves.toBeNull();
    stubFetch(new Response('boom', { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiFetchOrNull('/api/user', z.object({ id: z.number() }))).rejects.toThrow('500: boom');
  });
});
