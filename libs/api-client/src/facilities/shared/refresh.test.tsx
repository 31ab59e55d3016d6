// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@club/stack';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { refreshAfterChange } from './refresh';

describe('refreshAfterChange', () => {
  it('forgets lists not on screen, refetches those on screen and drops the deleted entity', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(['rooms', 'list', { page: 2 }], 'old page 2');
    queryClient.setQueryData(['rooms', 'detail', 'gone'], 'deleted room');
    queryClient.setQueryData(['minibuses', 'list', {}], 'untouched');
    let fetches = 0;
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useQuery({ queryKey: ['rooms', 'list', { page: 1 }], queryFn: () => `page 1, fetch ${++fetches}` }), { wrapper });
    await waitFor(() => expect(result.current.data).toBe('page 1, fetch 1'));

    await refreshAfterChange(queryClient, [['rooms']], { drop: [['rooms', 'detail', 'gone']] });

    expect(queryClient.getQueryData(['rooms', 'list', { page: 1 }])).toBe('page 1, fetch 2');
    expect(queryClient.getQueryData(['rooms', 'list', { page: 2 }])).toBeUndefined();
    expect(queryClient.getQueryData(['rooms', 'detail', 'gone'])).toBeUndefined();
    expect(queryClient.getQueryData(['minibuses', 'list', {}])).toBe('untouched');
  });
});
