import { useCallback, useState } from 'react';

/** An element's content-box size in CSS pixels, kept up to date; null until it is laid out. */
export function useElementSize<T extends HTMLElement>(): [
  (element: T | null) => void,
  { width: number; height: number } | null,
] {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((was) =>
        was && Math.abs(was.width - width) < 0.5 && Math.abs(was.height - height) < 0.5
          ? was
          : { width, height },
      );
    });
    observer.observe(element);
    // React 19: the ref's cleanup runs when the element goes.
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}
