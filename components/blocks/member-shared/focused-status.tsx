import { useEffect, useRef, type ReactNode } from 'react';

/** A status that replaces a form and takes focus, which would otherwise fall to the top of the page. */
export function FocusedStatus({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="status" tabIndex={-1} className={className}>
      {children}
    </div>
  );
}
