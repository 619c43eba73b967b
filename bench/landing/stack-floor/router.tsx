// React and React Router 7's data router (createBrowserRouter with a loader, RouterProvider, Link): how the app routes.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';

const router = createBrowserRouter([{ path: '/', element: <Link to="/next">Next</Link>, loader: () => null }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
