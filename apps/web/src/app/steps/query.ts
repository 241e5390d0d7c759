// What main.tsx imports to evaluate the query library in a task of its own (decision 90); see ./router.ts.
export { QueryClient } from '@tanstack/react-query';
