// What main.tsx imports to evaluate the router library in a task of its own (decision 90). Importing
// 'react-router' itself would keep every export of it in the bundle: a dynamic import uses the whole module.
export { createBrowserRouter } from 'react-router';
