import { useReducedMotion } from 'motion/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { animateIn } from '../../lib/animate-in';

function AnimatedPage({ animate, children }: { animate: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(
    () =>
      animate
        ? animateIn(
            ref.current,
            [
              { opacity: 0, transform: 'translateY(12px)' },
              { opacity: 1, transform: 'none' },
            ],
            0.3,
          )
        : undefined,
    [animate],
  );
  return <div ref={ref}>{children}</div>;
}

/**
 * Fades and slides each new page in (0.3 s). The first page appears at once (nothing to
 * transition from), and nothing moves for people who prefer reduced motion.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [firstKey] = useState(location.key);
  const reduceMotion = useReducedMotion();
  return (
    <AnimatedPage key={location.pathname} animate={!reduceMotion && location.key !== firstKey}>
      {children}
    </AnimatedPage>
  );
}
