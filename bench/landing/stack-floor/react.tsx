// The stack's floor, step 1: React 19 and react-dom rendering one paragraph (see ../stack-floor.mjs).
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<p>Hello</p>);
