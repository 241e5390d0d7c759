// The answer schemas of the calls the shell's modules make off the first paint (the header's and the admin
// banner's calls; the registration has its zod-free check, decision 113), imported lazily by their defineCall loaders: the shell loads no zod (decisions 42, 91),
// and one module keeps them to one lazy chunk and one preload list in the shell.
export { authResponseSchema } from '@portal/domain/contract/auth';
export { messageSchema } from '@portal/domain/contract/common';
