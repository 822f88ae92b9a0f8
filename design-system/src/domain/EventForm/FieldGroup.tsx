import type { FocusEvent, ReactNode } from 'react';

interface FieldGroupProps {
  /** Called when focus leaves the group for somewhere outside it. */
  onLeave(): void;
  className?: string;
  children: ReactNode;
}

/**
 * Wraps a field (or a field's parts) to learn when the user leaves it: the primitives take no onBlur,
 * and a field like the date picker spans several focusable parts.
 */
export function FieldGroup({ onLeave, className, children }: FieldGroupProps) {
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    onLeave();
  };
  return (
    <div className={className} onBlur={leave}>
      {children}
    </div>
  );
}
