import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  children: ReactNode;
  /** Classes of the box, which keeps its size while empty (so nothing below it moves). */
  className?: string;
  /** How far below the screen to start, in CSS pixels. */
  margin?: number;
  /** Shown in the box until then (e.g. a shaded area), so it is never a blank hole. */
  placeholder?: ReactNode;
};

/**
 * Renders its children only once its box comes near the screen. Charts and maps below the first
 * screen then cost neither their download nor their drawing until someone scrolls to them.
 * Without IntersectionObserver (old browsers, tests) the children render at once.
 */
export function WhenNearViewport({ children, className, margin = 300, placeholder = null }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return (
    <div ref={box} className={cn(className)}>
      {near ? children : placeholder}
    </div>
  );
}
