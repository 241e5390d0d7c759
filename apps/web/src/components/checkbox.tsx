import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox wrapped by its label, so the whole text is the click target and the name. */
export function Checkbox({ label, ref, className, ...input }: CheckboxProps) {
  return (
    <label className={`checkbox${className ? ` ${className}` : ''}`}>
      <input ref={ref} type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}
