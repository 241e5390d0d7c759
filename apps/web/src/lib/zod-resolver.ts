import { zodResolver } from '@hookform/resolvers/zod';
import { ZOD_PT_BR } from '@portal/domain/contract/zod-messages-pt';
import { z } from 'zod';

// zod's own texts are English ("Too small: expected string to have >=1 characters"): a form field whose
// schema has no text of its own speaks pt-BR (decision 102). Set here, where the forms load zod, and not at the
// app's start: zod must not load with the shell (decision 42). Every form takes its resolver from here
// (architecture.test.ts checks it), so no form validates before the texts are in place.
z.config(ZOD_PT_BR);

/** react-hook-form's zod resolver, with zod's messages in pt-BR. */
export { zodResolver };
