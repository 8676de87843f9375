import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A status message that replaces a form and takes focus when it appears: the form and its
 * focused button are gone, so focus would otherwise fall back to the top of the page.
 */
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
