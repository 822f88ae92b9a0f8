import { useEffect, useState } from 'react';

/** Whether the window is scrolled further down than `offsetPx`. */
export function useScrolledPast(offsetPx: number): boolean {
  const [isPast, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offsetPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offsetPx]);
  return isPast;
}
