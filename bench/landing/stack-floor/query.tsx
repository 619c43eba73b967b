// React and TanStack Query (a client, its provider, one useQuery): how the app reads the API.
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';

const queryClient = new QueryClient();
function Page() {
  const config = useQuery({ queryKey: ['config'], queryFn: () => fetch('/config').then((r) => r.json()) });
  return <p>{String(config.data)}</p>;
}
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <Page />
  </QueryClientProvider>,
);
