import { useCallback, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Fields marked invalid after a refused submit, as the /sign form does (react-hook-form there): each one
 * gets `aria-invalid` and is described by the form's message, and focus moves to the first one, so a
 * screen-reader user hears what to fix where it is fixed. A field loses the mark once it is filled.
 */
export function useFieldProblems<Name extends string>(order: readonly Name[]) {
  const messageId = useId();
  const [invalid, setInvalid] = useState<ReadonlySet<Name>>(() => new Set());
  const inputs = useRef(new Map<Name, HTMLInputElement>());

  /** Marks `names` (nothing when empty) and focuses the first in the form's order. */
  const mark = useCallback(
    (names: readonly Name[]) => {
      // Synchronously, so that the focused field already says it is invalid when it is announced.
      flushSync(() => setInvalid(new Set(names)));
      const first = order.find((name) => names.includes(name));
      if (first) inputs.current.get(first)?.focus();
    },
    [order],
  );

  /** Props for the field `name`: its ref, its invalid mark and the link to the message. */
  const field = (name: Name) => ({
    name,
    ref: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    'aria-invalid': invalid.has(name) || undefined,
    'aria-describedby': invalid.has(name) ? messageId : undefined,
    onInput: (event: { currentTarget: HTMLInputElement }) => {
      if (!invalid.has(name) || !event.currentTarget.value) return;
      setInvalid((current) => new Set([...current].filter((other) => other !== name)));
    },
  });

  return { messageId, mark, field };
}
