import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';

/**
 * Why the last submit failed, placed just above the submit, where the person who tapped it is
 * looking. On a phone a long form (a visit's record) keeps its top scrolled away, so a message there
 * went unseen; it is also brought into view each time it changes (role="alert" reads it out).
 */
export function FormFailure({ message, title }: { message: string | null; title?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Not every engine scrolls (the tests' DOM has no scrollIntoView).
    if (message) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <div ref={box}>
      <Alert tone="error" title={title}>
        {message}
      </Alert>
    </div>
  );
}
